// Talent and company search (docs/product/search.md), reached by other features only through this file.
// Its parts (docs/decisions/038-search-layout.md): query/ answers searches, indexing/ keeps the
// embeddings current, import/ holds the bulk writer and the db:* CLIs.
export { searchRoutes } from './query/routes.ts';
export { seedSearchDemo } from './demo.ts';
export { refreshEvidence } from './indexing/evidence.ts';
