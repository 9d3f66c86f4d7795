/**
 * Where a search's milliseconds go, stage by stage, for a `Server-Timing` header: the browser's
 * network panel shows it, and `npm run bench:search` prints the median of each stage.
 */
export type Timings = {
  /** Closes the stage that ran since the last mark (or the start). */
  mark: (stage: string) => void;
  /** A stage timed on its own (one that ran beside the others). */
  add: (stage: string, ms: number) => void;
  header: () => string;
};

export function startTimings(): Timings {
  let last = performance.now();
  const stages: [string, number][] = [];
  return {
    mark(stage) {
      const now = performance.now();
      stages.push([stage, now - last]);
      last = now;
    },
    add: (stage, ms) => void stages.push([stage, ms]),
    header: () => stages.map(([stage, ms]) => `${stage};dur=${ms.toFixed(1)}`).join(', '),
  };
}

/** A Timings that keeps nothing, for callers that do not report. */
export const noTimings: Timings = { mark: () => {}, add: () => {}, header: () => '' };
