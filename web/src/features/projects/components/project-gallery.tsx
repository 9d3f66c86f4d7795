import { useState } from 'react';
import { Link } from 'react-router';
import type { Project } from '@hearth/contract/projects';
import { cn } from '../../../components/ui/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { filterGallery, galleryFilters, galleryOrder, stackOf } from '../gallery-order.ts';
import { isSafeImage } from '../safe-image.ts';
import { AwardBadge } from './award-badge.tsx';

const selectClass =
  'h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-500/25';

/** docs/product/profiles-and-projects.md#gallery: awards first, then the rest; filters by track and stack; a card grid. */
export function ProjectGallery({ projects }: { projects: Project[] }) {
  const [filter, setFilter] = useState({ track: '', stack: '' });
  const { tracks, stacks } = galleryFilters(projects);
  const shown = filterGallery(galleryOrder(projects), filter);
  if (projects.length === 0) return <p className="text-stone-600">No projects were added to this event yet.</p>;
  return (
    <div className="space-y-5">
      {tracks.length > 0 || stacks.length > 0 ? (
        <div className="grid gap-3 sm:grid-cols-2" role="group" aria-label="Filter projects">
          {tracks.length > 0 ? (
            <label className="space-y-1 text-sm font-medium text-stone-800">
              <span>Track</span>
              <select
                className={selectClass}
                value={filter.track}
                onChange={(event) => setFilter({ ...filter, track: event.target.value })}
              >
                <option value="">All tracks</option>
                {tracks.map((track) => (
                  <option key={track}>{track}</option>
                ))}
              </select>
            </label>
          ) : null}
          {stacks.length > 0 ? (
            <label className="space-y-1 text-sm font-medium text-stone-800">
              <span>Stack</span>
              <select
                className={selectClass}
                value={filter.stack}
                onChange={(event) => setFilter({ ...filter, stack: event.target.value })}
              >
                <option value="">Any stack</option>
                {stacks.map((stack) => (
                  <option key={stack}>{stack}</option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
      ) : null}
      <p className="text-sm text-stone-600" aria-live="polite">
        {shown.length === projects.length ? `${projects.length} projects` : `${shown.length} of ${projects.length} projects`}
      </p>
      {shown.length === 0 ? (
        <p className="text-stone-600">No project matches these filters.</p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((project) => (
            <li key={project.id}>
              <GalleryCard project={project} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function GalleryCard({ project }: { project: Project }) {
  const awarded = project.awards.length > 0;
  return (
    <article
      aria-labelledby={`gallery-${project.id}`}
      className={cn(
        'relative flex h-full flex-col overflow-hidden rounded-2xl border bg-white shadow-xs transition-shadow hover:shadow-md',
        awarded ? 'border-amber-300' : 'border-stone-200',
      )}
    >
      {isSafeImage(project.imageSrc) ? (
        <img src={project.imageSrc} alt="" className="aspect-[16/9] w-full object-cover" loading="lazy" decoding="async" />
      ) : (
        <div
          aria-hidden="true"
          className="flex aspect-[16/9] items-center justify-center bg-gradient-to-br from-amber-50 via-stone-100 to-orange-100"
        >
          <span className="text-4xl font-semibold text-stone-400">{Array.from(project.name)[0]?.toUpperCase()}</span>
        </div>
      )}
      <div className="flex flex-1 flex-col gap-2 p-4">
        {awarded ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Awards">
            {project.awards.map((award, index) => (
              <li key={`${award.award_name}-${index}`}>
                <AwardBadge award={award} />
              </li>
            ))}
          </ul>
        ) : null}
        <h2 id={`gallery-${project.id}`} className="text-base font-semibold text-stone-900">
          <Link to={paths.project(project.id)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {project.name}
          </Link>
        </h2>
        {project.description ? <p className="line-clamp-3 text-sm text-stone-700">{project.description}</p> : null}
        <p className="mt-auto line-clamp-1 text-xs text-stone-600">
          {[project.track, ...stackOf(project)].filter(Boolean).join(' · ')}
        </p>
      </div>
    </article>
  );
}
