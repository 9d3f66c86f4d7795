import { describe, expect, it } from 'vitest';
import type { Plan } from './plan.ts';
import { LIMIT, recallPlan, rememberPlan } from './session-plans.ts';

const planOf = (text: string): Plan => ({
  concepts: [],
  gate: { all: text, evidence: text, fill: '', loose: '', near: '' },
  rank: text,
});

describe('session plans', () => {
  it('gives back the plan a session was ranked with, and forgets the oldest beyond the limit', () => {
    rememberPlan('first', planOf("'rust'"));
    expect(recallPlan('first')?.rank).toBe("'rust'");
    expect(recallPlan('unknown')).toBeUndefined();
    for (let session = 0; session < LIMIT; session++) rememberPlan(`session ${session}`, planOf(`'w${session}'`));
    expect(recallPlan('first')).toBeUndefined();
    expect(recallPlan('session 0')?.rank).toBe("'w0'");
    expect(recallPlan(`session ${LIMIT - 1}`)?.rank).toBe(`'w${LIMIT - 1}'`);
  });
});
