// Deterministic made-up talents and companies for the demo data, the db:generate CLI, benchmarks and
// tests; not part of search itself (docs/decisions/038-search-layout.md).
export { generateCompanies, generateTalents } from './generate.ts';
