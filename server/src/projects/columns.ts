import type { Project } from '@hearth/contract/projects';

type ProjectFields = Pick<Project, 'name' | 'description' | 'techStack'> &
  Partial<Pick<Project, 'slidesURL' | 'githubRepoURL' | 'videoURL' | 'demoURL'>>;

/** A project's own fields as the columns they are stored in (create, edit and the demo data write them alike). */
export function projectColumns(fields: ProjectFields) {
  return {
    name: fields.name,
    description: fields.description,
    techStack: fields.techStack,
    slidesUrl: fields.slidesURL ?? null,
    githubRepoUrl: fields.githubRepoURL ?? null,
    videoUrl: fields.videoURL ?? null,
    demoUrl: fields.demoURL ?? null,
  };
}

/**
 * The image columns of an input: `images` (cover first) wins over a lone `imageSrc`; neither given
 * leaves the images as they are (an update), undefined.
 */
export function imageColumns(input: { imageSrc?: string | null; images?: string[] }) {
  if (input.images !== undefined) return { imageSrc: input.images[0] ?? null, moreImages: input.images.slice(1) };
  if (input.imageSrc !== undefined) return { imageSrc: input.imageSrc, moreImages: [] };
  return undefined;
}
