// Without zod: project cards on the event page and profiles import this, and projects.ts would bring
// the schemas (and zod) along.

/** docs/product/profiles-and-projects.md#awards award badge tone of a weight. */
export function awardTone(weight: number): 'gold' | 'silver' | 'bronze' | 'plain' {
  return weight === 1 ? 'gold' : weight === 2 ? 'silver' : weight === 3 ? 'bronze' : 'plain';
}
