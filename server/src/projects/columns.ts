import type { Project } from '@hearth/contract/projects';

type ProjectFields = Pick<Project, 'name' | 'description' | 'techStack'> & Partial<Pick<Project, 'slidesURL' | 'githubRepoURL'>>;

/** A project's own fields as the columns they are stored in (create, edit and the demo data write them alike). */
export function projectColumns(fields: ProjectFields) {
  return {
    name: fields.name,
    description: fields.description,
    techStack: fields.techStack,
    slidesUrl: fields.slidesURL ?? null,
    githubRepoUrl: fields.githubRepoURL ?? null,
  };
}
