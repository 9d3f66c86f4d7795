import { describe, expect, it } from 'vitest';
import { TICKET_CODE_ALPHABET, ticketCodeCandidates, ticketCodeLabel } from './ticket-code.ts';

describe('ticket codes as printed and as typed', () => {
  it('prints a short code in two groups of five, an older one in groups of four', () => {
    expect(ticketCodeLabel('7KQ2M9XD4R')).toBe('7KQ2M 9XD4R');
    expect(ticketCodeLabel('aB3_x-9Qz0Lk')).toBe('aB3_ x-9Q z0Lk');
  });

  it('reads a printed short code back whatever the case, spacing, dashes or O/0 and I/L/1 mix-ups', () => {
    for (const typed of ['7KQ2M 9XD4R', '7kq2m9xd4r', ' 7KQ2M-9XD4R ', '7kq2m - 9xd4r', '7KQ2M\t9XD4R']) {
      expect(ticketCodeCandidates(typed)).toContain('7KQ2M9XD4R');
    }
    expect(ticketCodeCandidates('1O0IL 22222')).toContain('1001122222');
  });

  it('reads an older code exactly as printed, spaces aside, and does not change its case or dashes', () => {
    expect(ticketCodeCandidates('aB3_ x-9Q z0Lk')).toEqual(['aB3_x-9Qz0Lk']);
  });

  it('uses Crockford’s 32 characters, none of them I, L, O or U', () => {
    expect(new Set(TICKET_CODE_ALPHABET).size).toBe(32);
    expect(TICKET_CODE_ALPHABET).not.toMatch(/[ILOU]/);
  });
});
