import { describe, expect, it } from 'vitest';
import { scoresCsv } from './scores-csv.ts';

describe('scoresCsv', () => {
  it('writes a row per judge and project with a column per criterion, quoting and defusing formulas', () => {
    const csv = scoresCsv({
      criteria: ['Impact', 'Craft'],
      scores: [
        {
          project_id: 'p',
          project_name: 'Paper, Pilot',
          judge_id: 'j',
          judge_name: 'Ada',
          scores: { Impact: 4 },
          note: '=HYPERLINK("x")',
          updated_at: '2026-01-01T00:00:00.000Z',
        },
      ],
    });
    expect(csv.split('\r\n')).toEqual([
      'project,judge,Impact,Craft,note,updated_at',
      `"Paper, Pilot",Ada,4,,"'=HYPERLINK(""x"")",2026-01-01T00:00:00.000Z`,
    ]);
  });
});
