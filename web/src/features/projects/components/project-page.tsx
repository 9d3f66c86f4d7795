import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { longDate } from '@hearth/contract/event-dates';
import { isHttpUrl } from '@hearth/contract/link-text';
import { LazyMarkdown } from '../../../components/markdown/lazy-markdown.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { QueryResult } from '../../../components/ui/query-result.tsx';
import { Section } from '../../../components/ui/section.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { projectPageQuery } from '../api.ts';
import { stackOf } from '../gallery-order.ts';
import { AwardBadge } from './award-badge.tsx';
import { ImageGallery } from './image-gallery.tsx';
import { VideoFacade } from './video-facade.tsx';

/** docs/product/profiles-and-projects.md#project-page `/projects/{id}`: images, video, links, team and event. */
export function ProjectPage({ id }: { id: string }) {
  const query = useQuery(projectPageQuery(id));
  if (query.isError && query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
    return (
      <div className="mx-auto max-w-md py-16 text-center" role="alert">
        <h1 className="text-2xl font-semibold text-stone-900">Project not found</h1>
        <p className="mt-2 text-stone-600">There is no project at this address, or its event is not open to you.</p>
        <ButtonLink to={paths.events()} variant="secondary" className="mt-6">
          See all events
        </ButtonLink>
      </div>
    );
  }
  return (
    <QueryResult query={query} loading="Loading project" error="The project could not be loaded.">
      {({ project, event }) => {
        const links = [
          { label: 'Live demo', href: project.demoURL },
          { label: 'Github', href: project.githubRepoURL },
          { label: 'Slides', href: project.slidesURL },
        ].filter((link) => isHttpUrl(link.href));
        return (
          <article aria-labelledby="project-title" className="mx-auto max-w-3xl space-y-6">
            <header className="space-y-3">
              <Link to={paths.eventProjects(event.slug)} className="text-sm font-medium text-accent-700 hover:underline">
                ← {event.name} projects
              </Link>
              {project.awards.length > 0 ? (
                <ul className="flex flex-wrap gap-1.5" aria-label="Awards">
                  {project.awards.map((award, index) => (
                    <li key={`${award.award_name}-${index}`}>
                      <AwardBadge award={award} />
                    </li>
                  ))}
                </ul>
              ) : null}
              <h1 id="project-title" className="text-3xl font-semibold tracking-tight text-stone-900">
                {project.name}
              </h1>
              <p className="text-sm text-stone-600">
                Built at{' '}
                <Link to={paths.event(event.slug)} className="font-medium text-stone-900 hover:underline">
                  {event.name}
                </Link>{' '}
                · {longDate(event.timestamp)}
                {project.track ? (
                  <>
                    {' '}
                    · <Badge tone="info">{project.track}</Badge>
                  </>
                ) : null}
              </p>
            </header>
            <ImageGallery images={project.images} name={project.name} />
            {project.videoURL ? <VideoFacade url={project.videoURL} title={project.name} /> : null}
            {links.length > 0 ? (
              <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-medium">
                {links.map((link) => (
                  <ExternalLink key={link.label} href={link.href}>
                    {link.label}
                  </ExternalLink>
                ))}
              </div>
            ) : null}
            {project.description ? (
              <Section look="page" title="About">
                <LazyMarkdown className="leading-relaxed text-stone-800">{project.description}</LazyMarkdown>
              </Section>
            ) : null}
            {stackOf(project).length > 0 ? (
              <Section look="page" title="Stack">
                <ul className="flex flex-wrap gap-1.5">
                  {stackOf(project).map((entry) => (
                    <li key={entry}>
                      <Badge wrap>{entry}</Badge>
                    </li>
                  ))}
                </ul>
              </Section>
            ) : null}
            <Section look="page" title="Team">
              <ul className="flex flex-wrap gap-2">
                {project.teamMembers.map((member) => (
                  <li key={member.member_id}>
                    <Link
                      to={paths.user(member.member_id)}
                      className="inline-flex rounded-full border border-stone-200 bg-white px-3 py-1 text-sm text-stone-800 hover:bg-stone-50"
                    >
                      {member.member_name || 'A member'}
                    </Link>
                  </li>
                ))}
              </ul>
            </Section>
          </article>
        );
      }}
    </QueryResult>
  );
}
