import { describe, expect, it } from 'vitest';
import { standings } from './normalise.ts';

describe('standings', () => {
  it('ranks equal scores as ties sharing a rank, the next one after them', () => {
    const result = standings(
      [{ name: 'Impact', weight: 1 }],
      [
        { projectId: 'p', judgeId: 'j', scores: { Impact: 4 } },
        { projectId: 'q', judgeId: 'j', scores: { Impact: 4 } },
        { projectId: 'r', judgeId: 'j', scores: { Impact: 2 } },
      ],
      ['r', 'q', 'p', 'unscored'],
    );
    expect(result.map((row) => [row.projectId, row.rank, row.tie])).toEqual([
      ['q', 1, true],
      ['p', 1, true],
      ['r', 3, false],
      ['unscored', null, false],
    ]);
    expect(result[3]).toMatchObject({ judgeCount: 0, rawMean: null, score: null });
  });

  it('gives z = 0 when a judge gave every project the same score (sd is 0)', () => {
    const result = standings(
      [{ name: 'Impact', weight: 1 }],
      [
        { projectId: 'p', judgeId: 'j', scores: { Impact: 5 } },
        { projectId: 'q', judgeId: 'j', scores: { Impact: 5 } },
      ],
      ['p', 'q'],
    );
    expect(result.map((row) => row.score)).toEqual([0, 0]);
    expect(result.every((row) => row.tie && row.rank === 1)).toBe(true);
  });

  it('counts only the criteria a project has scores on (a criterion added after scoring)', () => {
    const result = standings(
      [
        { name: 'Impact', weight: 1 },
        { name: 'New', weight: 5 },
      ],
      [
        { projectId: 'p', judgeId: 'j', scores: { Impact: 5 } },
        { projectId: 'q', judgeId: 'j', scores: { Impact: 1 } },
      ],
      ['p', 'q'],
    );
    expect(result.map((row) => [row.projectId, row.score, row.rawMean])).toEqual([
      ['p', 1, 5],
      ['q', -1, 1],
    ]);
  });
});
