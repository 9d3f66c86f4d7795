/** Ranking quality at a cut-off, over graded judgments (0–3). */
export const CUTOFF = 10;
/** Recall counts results graded at least this (2: a good match; 1 is only related) in the first RECALL_AT. */
export const RELEVANT = 2;
export const RECALL_AT = 20;
/** The best-fit profile should be among the first this many. */
export const BEST_AT = 3;

const gain = (grade: number) => 2 ** grade - 1;
const dcg = (grades: number[]) =>
  grades.slice(0, CUTOFF).reduce((sum, grade, index) => sum + gain(grade) / Math.log2(index + 2), 0);

/** nDCG@10: the ranking's discounted gain against the best possible order of every judged profile. */
export function ndcg(ranked: number[], all: number[]): number {
  const ideal = dcg([...all].sort((a, b) => b - a));
  return ideal === 0 ? 0 : dcg(ranked) / ideal;
}

/**
 * Recall@20: of the profiles graded 2+, the share among the first 20 results; when more than 20 are
 * relevant, out of 20 (a full first page of good matches is perfect).
 */
export function recall(ranked: number[], all: number[]): number {
  const relevant = all.filter((grade) => grade >= RELEVANT).length;
  if (relevant === 0) return 1;
  return ranked.slice(0, RECALL_AT).filter((grade) => grade >= RELEVANT).length / Math.min(relevant, RECALL_AT);
}

/**
 * nDCG@10 and recall@20 of a ranking in which some results are not judged (null): nDCG reads the
 * judged ones in the order ranked, the others left out; recall counts every result, an unjudged one
 * as a miss.
 */
export function judgedMetrics(ranked: (number | null)[], all: number[]): { ndcg: number; recall: number } {
  return {
    ndcg: ndcg(
      ranked.filter((grade) => grade !== null),
      all,
    ),
    recall: recall(
      ranked.map((grade) => grade ?? 0),
      all,
    ),
  };
}

export const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
