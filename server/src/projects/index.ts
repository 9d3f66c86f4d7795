// What other features may use of projects (docs/decisions/022-feature-boundaries.md).
export { listEventProjects, loadProjects } from './load.ts';
