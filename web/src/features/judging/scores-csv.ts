import type { AllScores } from '@hearth/contract/judging';
import { toCsv } from '../../lib/csv.ts';

/** docs/product/judging.md#results-and-publishing: one row per judge and project, one column per criterion, then the note. */
export function scoresCsv(all: AllScores): string {
  const header = ['project', 'judge', ...all.criteria, 'note', 'updated_at'];
  const rows = all.scores.map((row) => [
    row.project_name,
    row.judge_name,
    ...all.criteria.map((criterion) => (row.scores[criterion] === undefined ? '' : String(row.scores[criterion]))),
    row.note,
    row.updated_at,
  ]);
  return toCsv(header, rows);
}
