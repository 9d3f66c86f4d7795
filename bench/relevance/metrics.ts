/** Ranking quality at a cut-off, over graded judgments (0–3). */
export const CUTOFF = 10;
/** Precision counts results graded at least this (2: a good match; 1 is only related). */
export const RELEVANT = 2;

const gain = (grade: number) => 2 ** grade - 1;
const dcg = (grades: number[]) =>
  grades.slice(0, CUTOFF).reduce((sum, grade, index) => sum + gain(grade) / Math.log2(index + 2), 0);

/** nDCG@10: the ranking's discounted gain against the best possible order of every judged profile. */
export function ndcg(ranked: number[], all: number[]): number {
  const ideal = dcg([...all].sort((a, b) => b - a));
  return ideal === 0 ? 0 : dcg(ranked) / ideal;
}

export function precision(ranked: number[]): number {
  return ranked.slice(0, CUTOFF).filter((grade) => grade >= RELEVANT).length / CUTOFF;
}

export const mean = (values: number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;
