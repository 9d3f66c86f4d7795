/** One judge's scores of one project: `{ criterion name: 1–5 }`. */
export type ScoreSheet = { projectId: string; judgeId: string; scores: Record<string, number> };
export type WeightedCriterion = { name: string; weight: number };

export type ProjectStanding = {
  projectId: string;
  judgeCount: number;
  rawMean: number | null;
  score: number | null;
  rank: number | null;
  tie: boolean;
};

/** Scores closer than this are equal: the sums of a few floating-point quotients differ in their last bits. */
const EPSILON = 1e-9;

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * docs/product/judging.md#normalisation. For each judge and criterion, a score becomes
 * z = (s − mean) / sd over the projects that judge scored on that criterion (population sd; z = 0
 * when sd is 0), so a harsh judge's 3 and a lenient judge's 5 can say the same thing. A project's
 * score is Σ_c weight_c × (mean over its judges of z) / Σ_c weight_c, over the criteria it has a
 * score on; its raw mean is the same weighted mean of the raw scores. Ranked highest first; equal
 * scores share a rank (1, 1, 3) and are flagged as ties. Projects nobody scored come last, unranked.
 */
export function standings(criteria: WeightedCriterion[], sheets: ScoreSheet[], projectIds: string[]): ProjectStanding[] {
  // z of every (judge, criterion, project).
  const zOf = new Map<string, number>();
  const key = (judgeId: string, criterion: string, projectId: string) => `${judgeId}\u0000${criterion}\u0000${projectId}`;
  const judges = [...new Set(sheets.map((sheet) => sheet.judgeId))];
  for (const judgeId of judges) {
    const own = sheets.filter((sheet) => sheet.judgeId === judgeId);
    for (const { name } of criteria) {
      const scored = own.filter((sheet) => typeof sheet.scores[name] === 'number');
      if (scored.length === 0) continue;
      const values = scored.map((sheet) => sheet.scores[name]!);
      const average = mean(values);
      const sd = Math.sqrt(mean(values.map((value) => (value - average) ** 2)));
      for (const sheet of scored) {
        zOf.set(key(judgeId, name, sheet.projectId), sd === 0 ? 0 : (sheet.scores[name]! - average) / sd);
      }
    }
  }

  const unranked = projectIds.map((projectId) => {
    const own = sheets.filter((sheet) => sheet.projectId === projectId);
    let weights = 0;
    let normalised = 0;
    let raw = 0;
    for (const { name, weight } of criteria) {
      const scored = own.filter((sheet) => typeof sheet.scores[name] === 'number');
      if (scored.length === 0) continue;
      weights += weight;
      normalised += weight * mean(scored.map((sheet) => zOf.get(key(sheet.judgeId, name, projectId))!));
      raw += weight * mean(scored.map((sheet) => sheet.scores[name]!));
    }
    return {
      projectId,
      judgeCount: own.length,
      rawMean: weights > 0 ? raw / weights : null,
      score: weights > 0 ? normalised / weights : null,
    };
  });

  const scored = unranked
    .filter((row): row is typeof row & { score: number } => row.score !== null)
    .sort((a, b) => b.score - a.score);
  const ranked: ProjectStanding[] = scored.map((row) => {
    const rank = 1 + scored.filter((other) => other.score - row.score > EPSILON).length;
    const tie = scored.some((other) => other !== row && Math.abs(other.score - row.score) <= EPSILON);
    return { ...row, rank, tie };
  });
  const rest = unranked.filter((row) => row.score === null).map((row) => ({ ...row, rank: null, tie: false }));
  return [...ranked, ...rest];
}
