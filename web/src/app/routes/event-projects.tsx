import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { QueryResult } from '../../components/ui/query-result.tsx';
import { paths } from '../../lib/paths.ts';
import { eventQuery } from '../../features/events/api.ts';
import { ProjectGallery } from '../../features/projects/components/project-gallery.tsx';

/** docs/product/profiles-and-projects.md#gallery /events/{slug}/projects: an event's projects, awards first. */
export function EventProjectsRoute() {
  const { slug = '' } = useParams();
  const query = useQuery(eventQuery(slug));
  return (
    <QueryResult query={query} loading="Loading projects" error="The projects could not be loaded.">
      {({ event, projects }) => (
        <div className="space-y-6">
          <header className="space-y-1">
            <Link to={paths.event(slug)} className="text-sm font-medium text-accent-700 hover:underline">
              ← {event.name}
            </Link>
            <h1 className="text-3xl font-semibold tracking-tight text-stone-900">Projects</h1>
          </header>
          <ProjectGallery projects={projects} />
        </div>
      )}
    </QueryResult>
  );
}
