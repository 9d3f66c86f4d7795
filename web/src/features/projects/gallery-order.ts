import type { Project } from '@hearth/contract/projects';

/** A project's best (lowest) award weight; unawarded ones weigh nothing and sort last. */
const bestWeight = (project: Project) =>
  project.awards.reduce((best, award) => Math.min(best, award.award_weight), Number.POSITIVE_INFINITY);

/**
 * docs/product/profiles-and-projects.md#gallery order: awarded projects first, gold then silver then bronze then
 * other awards (by the spec's weights), then the rest in the order given.
 */
export function galleryOrder(projects: readonly Project[]): Project[] {
  return projects
    .map((project, index) => ({ project, index }))
    .sort((a, b) => bestWeight(a.project) - bestWeight(b.project) || a.index - b.index)
    .map(({ project }) => project);
}

/** The stack entries of a project (its comma-separated tech stack), trimmed, without blanks. */
export const stackOf = (project: Project) =>
  project.techStack
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Every track and stack entry among the projects, for the gallery's filters (stack ignoring case, first spelling kept). */
export function galleryFilters(projects: readonly Project[]) {
  const tracks = [...new Set(projects.flatMap((project) => (project.track ? [project.track] : [])))].sort();
  const stacks = new Map<string, string>();
  for (const project of projects)
    for (const entry of stackOf(project)) if (!stacks.has(entry.toLowerCase())) stacks.set(entry.toLowerCase(), entry);
  return { tracks, stacks: [...stacks.values()].sort((a, b) => a.localeCompare(b)) };
}

/** The projects matching a track and a stack entry ('' matches all). */
export function filterGallery(projects: readonly Project[], filter: { track: string; stack: string }): Project[] {
  return projects.filter(
    (project) =>
      (!filter.track || project.track === filter.track) &&
      (!filter.stack || stackOf(project).some((entry) => entry.toLowerCase() === filter.stack.toLowerCase())),
  );
}
