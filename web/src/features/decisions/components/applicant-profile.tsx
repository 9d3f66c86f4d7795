import { useQuery } from '@tanstack/react-query';
import { useHotkeys } from 'react-hotkeys-hook';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isHttpUrl } from '@hearth/contract/link-text';
import { longDate } from '@hearth/contract/event-dates';
import type { ApplicantProfile as Profile } from '@hearth/contract/registrations';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../lib/paths.ts';
import { applicantQuery, type Registration } from '../api.ts';
import { ApplicantHighlights } from './applicant-highlights.tsx';
import { ProfileSection } from './profile-section.tsx';
import { StatusBadge } from './status-badge.tsx';
import { QueryResult } from '../../../components/ui/query-result.tsx';
import { ExternalLink } from '../../../components/ui/external-link.tsx';

type Props = {
  slug: string;
  item: Registration;
  onClose: () => void;
  /** Decision buttons (profile-decision-bar.tsx): below the header, at the bottom of the overlay on phones. */
  actions?: ReactNode;
  /** What the event asks now (`questionsFor`): shown unanswered when this request carries no questions. */
  eventQuestions?: string[];
};

/** Opens a profile link in a new tab, only for http(s) URLs (docs/architecture.md#security). */
function openLink(url: string | null | undefined) {
  if (url && isHttpUrl(url)) window.open(url, '_blank', 'noopener,noreferrer');
}

/** Esc belongs to an open dialog first; only without one does it close the profile. */
const dialogOpen = () => document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;

/**
 * docs/product/registrations.md#applicant-profile: details, registration counts, questions with answers, highlights,
 * events with status and projects. shift+1/2/3 open LinkedIn, GitHub, Twitter; Esc closes.
 */
export function ApplicantProfile({ slug, item, onClose, actions, eventQuestions = [] }: Props) {
  const query = useQuery({ ...applicantQuery(slug, item.email ?? ''), enabled: Boolean(item.email) });
  const user = query.data?.user;
  const links = {
    linkedIn: user?.linkedInURL ?? item.linkedInURL,
    github: user?.githubURL ?? item.githubURL,
    twitter: user?.twitterURL ?? item.twitterURL,
  };
  // react-hotkeys-hook ignores keys typed into form fields by default ("not while typing").
  useHotkeys('shift+1', () => openLink(links.linkedIn), { preventDefault: true }, [links.linkedIn]);
  useHotkeys('shift+2', () => openLink(links.github), { preventDefault: true }, [links.github]);
  useHotkeys('shift+3', () => openLink(links.twitter), { preventDefault: true }, [links.twitter]);
  useHotkeys('esc', () => (dialogOpen() ? undefined : onClose()), [onClose]);

  return (
    <article aria-labelledby="applicant-name" className="flex flex-col gap-6">
      <header className="relative flex items-start gap-4">
        <Avatar src={user?.photoURL ?? item.photoURL} name={item.name} size="lg" className="max-sm:h-12 max-sm:w-12" />
        <div className="min-w-0 flex-1 pr-24">
          <h2 id="applicant-name" className="text-xl font-semibold tracking-tight text-stone-900">
            {item.name || 'Unnamed applicant'}
          </h2>
          <p className="text-stone-700">{user?.headline ?? item.headline}</p>
          <p className="mt-1 break-all text-sm text-stone-600">{item.email || 'Email unmigrated.'}</p>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Links">
            {(
              [
                ['LinkedIn', links.linkedIn, 'Shift+1'],
                ['GitHub', links.github, 'Shift+2'],
                ['Twitter/X', links.twitter, 'Shift+3'],
              ] as const
            ).map(([label, url, shortcut]) =>
              url && isHttpUrl(url) ? (
                <li key={label}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-keyshortcuts={shortcut}
                    className="inline-flex items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-2.5 py-1 text-sm font-medium text-stone-800 hover:bg-stone-100"
                  >
                    {label}
                    <kbd className="rounded bg-stone-100 px-1 font-sans text-[11px] text-stone-600">{shortcut}</kbd>
                  </a>
                </li>
              ) : null,
            )}
          </ul>
        </div>
        <Button variant="ghost" size="sm" onClick={onClose} aria-keyshortcuts="Escape" className="absolute right-0 top-0">
          Close <kbd className="rounded bg-stone-100 px-1 font-sans text-[11px] text-stone-600">Esc</kbd>
        </Button>
      </header>
      {actions ? (
        <div className="max-lg:sticky max-lg:-bottom-5 max-lg:order-last max-lg:-mx-5 max-lg:-mb-5 max-lg:border-t max-lg:border-stone-200 max-lg:bg-white max-lg:px-5 max-lg:py-3">
          {actions}
        </div>
      ) : null}

      {!item.email ? (
        <p className="text-sm text-stone-600">This applicant has no e-mail address, so their full profile cannot be loaded.</p>
      ) : (
        <QueryResult query={query} loading="Loading profile" error="We could not load this profile.">
          {(profile) => (
            <div className="space-y-6">
              <ProfileDetails profile={profile} eventQuestions={eventQuestions} />
            </div>
          )}
        </QueryResult>
      )}
    </article>
  );
}

function ProfileDetails({ profile, eventQuestions }: { profile: Profile; eventQuestions: string[] }) {
  const { user, events, projects, request, registration_counts: counts } = profile;
  return (
    <>
      <ProfileSection title="Event registrations">
        <dl className="grid grid-cols-3 gap-2 text-center">
          {(
            [
              ['Approved', counts.approved, 'text-emerald-800'],
              ['Pending', counts.pending, 'text-amber-800'],
              ['Declined', counts.declined, 'text-red-800'],
            ] as const
          ).map(([label, value, tone]) => (
            <div key={label} className="rounded-xl border border-stone-200 bg-white p-3">
              <dt className="text-xs font-medium text-stone-600">{label}</dt>
              <dd className={`text-2xl font-semibold tabular-nums ${tone}`}>{value}</dd>
            </div>
          ))}
        </dl>
      </ProfileSection>

      <ProfileSection title="Questions">
        {request.questions.length === 0 && eventQuestions.length === 0 ? (
          <p className="text-sm text-stone-600">This event asked no questions.</p>
        ) : (
          <dl className="space-y-3">
            {(request.questions.length > 0 ? request.questions : eventQuestions).map((question: string, index: number) => (
              <div key={`${question}-${index}`}>
                <dt className="text-sm font-medium text-stone-900">{question}</dt>
                <dd className="whitespace-pre-line text-sm text-stone-700">{request.answers[index]?.trim() || '—'}</dd>
              </div>
            ))}
          </dl>
        )}
      </ProfileSection>

      <ApplicantHighlights user={user} />

      <ProfileSection title="Events">
        {events.length === 0 ? (
          <p className="text-sm text-stone-600">No events.</p>
        ) : (
          <div className="overflow-x-auto rounded-xl border border-stone-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Name
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Date
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Status
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Id
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {events.map((event) => (
                  <tr key={event.id}>
                    <td className="px-3 py-2">
                      <Link to={paths.event(event.slug)} className="font-medium text-accent-700 hover:underline">
                        {event.name}
                      </Link>
                      <span className="block text-xs text-stone-500">{event.slug}</span>
                    </td>
                    <td className="whitespace-nowrap px-3 py-2 text-stone-700">{longDate(event.timestamp)}</td>
                    <td className="px-3 py-2">
                      {event.role === 'event_admin' ? (
                        <span className="text-stone-700">Host</span>
                      ) : event.status ? (
                        <StatusBadge status={event.status} />
                      ) : (
                        <span className="text-stone-500">—</span>
                      )}
                    </td>
                    <td className="max-w-24 truncate px-3 py-2 font-mono text-xs text-stone-500" title={event.id}>
                      {event.id}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ProfileSection>

      <ProfileSection title="Projects">
        {projects.length === 0 ? (
          <p className="text-sm text-stone-600">No projects yet.</p>
        ) : (
          <ul className="space-y-2">
            {projects.map((project) => (
              <li key={project.id} className="rounded-xl border border-stone-200 bg-white p-3">
                <p className="font-medium text-stone-900">{project.name}</p>
                {project.description ? <p className="text-sm text-stone-700">{project.description}</p> : null}
                <p className="mt-1 text-xs text-stone-600">
                  {project.techStack ? `Stack: ${project.techStack}` : null}
                  {project.event.event_name ? ` · Event: ${project.event.event_name}` : null}
                </p>
                <p className="mt-1 flex gap-3 text-sm">
                  <ExternalLink href={project.slidesURL}>Slides</ExternalLink>
                  <ExternalLink href={project.githubRepoURL}>Github</ExternalLink>
                </p>
              </li>
            ))}
          </ul>
        )}
      </ProfileSection>
    </>
  );
}
