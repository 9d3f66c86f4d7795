// What other features may use of decisions (docs/decisions/022-feature-boundaries.md).
export { decideApplications, type DecisionEffects } from './decide.ts';
export { filterConditions, sortOrder, type ApplicationsFilter } from './filters.ts';
