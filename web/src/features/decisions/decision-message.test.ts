import { describe, expect, it } from 'vitest';
import { bulkConfirmText, decisionMessage } from './decision-message.ts';

describe('decisionMessage', () => {
  it('says how many guests got which status', () => {
    expect(decisionMessage([{ status: 'approved' }, { status: 'approved' }, { status: 'approved' }])).toBe('3 guests approved');
    expect(decisionMessage([{ status: 'approved' }, { status: 'waitlisted' }])).toBe(
      '1 guest approved, 1 guest put on the waitlist',
    );
    expect(decisionMessage([])).toBe('Nothing changed');
    expect(decisionMessage([{ status: 'declined' }], 'Ada Lovelace')).toBe('Ada Lovelace declined');
  });
});

describe('bulkConfirmText', () => {
  it('says how many guests are e-mailed, and nobody when moving back to pending', () => {
    expect(bulkConfirmText(1200, 'approved')).toBe(
      'Up to 1,200 guests will be e-mailed after a short grace period in which you can still undo. Guests who already have this status are left alone.',
    );
    expect(bulkConfirmText(2, 'pending')).toBe('2 guests will be moved back to pending. Nobody is e-mailed.');
  });
});
