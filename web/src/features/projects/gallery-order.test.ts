import { describe, expect, it } from 'vitest';
import type { Project } from '@hearth/contract/projects';
import { filterGallery, galleryFilters, galleryOrder } from './gallery-order.ts';

const project = (id: string, weights: number[], extra: Partial<Project> = {}): Project => ({
  id,
  name: id,
  description: '',
  imageSrc: null,
  images: [],
  techStack: '',
  slidesURL: null,
  githubRepoURL: null,
  videoURL: null,
  demoURL: null,
  track: null,
  event: { event_id: 'e', event_name: 'E' },
  awards: weights.map((weight) => ({ award_name: `A${weight}`, award_weight: weight })),
  teamMembers: [],
  mentors: [],
  ...extra,
});

describe('galleryOrder', () => {
  it('puts gold, silver, bronze and other awards first, the rest after in their order', () => {
    const list = [
      project('plain1', []),
      project('bronze', [3]),
      project('other', [7]),
      project('gold', [5, 1]),
      project('silver', [2]),
      project('plain2', []),
    ];
    expect(galleryOrder(list).map((p) => p.id)).toEqual(['gold', 'silver', 'bronze', 'other', 'plain1', 'plain2']);
  });
});

describe('gallery filters', () => {
  it('lists tracks and stack entries once (ignoring case) and filters by both', () => {
    const list = [
      project('a', [], { track: 'AI', techStack: 'Python, React' }),
      project('b', [], { track: 'Hardware', techStack: 'python, Rust' }),
      project('c', [], { techStack: '' }),
    ];
    expect(galleryFilters(list)).toEqual({ tracks: ['AI', 'Hardware'], stacks: ['Python', 'React', 'Rust'] });
    expect(filterGallery(list, { track: '', stack: 'PYTHON' }).map((p) => p.id)).toEqual(['a', 'b']);
    expect(filterGallery(list, { track: 'Hardware', stack: 'Python' }).map((p) => p.id)).toEqual(['b']);
    expect(filterGallery(list, { track: '', stack: '' })).toHaveLength(3);
  });
});
