import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LazyMarkdown } from '../../components/markdown/lazy-markdown.tsx';
import { NotFoundScreen } from '../../components/layout/not-found-screen.tsx';
import { Section } from '../../components/ui/section.tsx';
import { LoadingScreen } from '../../components/ui/spinner.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { paths } from '../../lib/paths.ts';
import { useAuth } from '../../features/auth/use-auth.ts';
import { eventPageQuery } from '../../features/events/api.ts';
import { AddToCalendar } from '../../features/events/components/add-to-calendar.tsx';
import { EventWhen } from '../../features/events/components/event-when.tsx';
import { ShareButton } from '../../features/events/components/share-button.tsx';
import { EventAdminActions } from '../../features/events/components/event-admin-actions.tsx';
import { EventImage } from '../../features/events/components/event-image.tsx';
import { IconTerm } from '../../features/events/components/icon-term.tsx';
import { StatusBadges } from '../../features/events/components/status-badges.tsx';
import { ManagedProjectCard } from '../../features/projects/components/managed-project-card.tsx';
import { OrganisationsSection, PeopleSection } from '../../features/events/components/event-tiles.tsx';
import { GuestList } from '../../features/events/components/guest-list.tsx';
import { eventBadges } from '../../features/events/event-view.ts';
import { eventTime, statusCopy, viewerRelation } from '../../features/events/status-copy.ts';
import { InviteFallback } from '../../features/invites/components/invite-fallback.tsx';
import { usePendingInvite } from '../../features/invites/api.ts';
import { InviteResponse } from '../../features/invites/components/invite-response.tsx';
import { RegistrationCard } from '../../features/registrations/components/registration-card.tsx';

/** docs/product/events.md#event-page /events/{slug}: the event, its people and partners, projects, and host actions. */
export function EventDetailRoute() {
  const { slug = '' } = useParams();
  const { isAdmin, user } = useAuth();
  const query = useQuery(eventPageQuery(slug));
  const pendingInvite = usePendingInvite(slug);

  if (query.isPending) return <LoadingScreen />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <InviteFallback slug={slug} enabled={missing}>
        {missing ? (
          <NotFoundScreen title="Event not found" text="This event does not exist or is not open to you." />
        ) : (
          <div className="mx-auto max-w-md py-16 text-center">
            <h1 className="text-2xl font-semibold text-stone-900">Something went wrong</h1>
            <p className="mt-2 text-stone-600">We could not load this event. Please try again.</p>
            <Link to={paths.events()} className="mt-6 inline-block font-medium text-accent-700 hover:underline">
              Explore upcoming events
            </Link>
          </div>
        )}
      </InviteFallback>
    );
  }

  const { event, projects, users } = query.data;
  const time = eventTime(event);
  const over = time === 'past';
  const isHost = event.role === 'event_admin';
  const canManage = isAdmin || isHost;
  const copy = statusCopy(viewerRelation(event, { signedIn: Boolean(user), isSiteAdmin: isAdmin }), time, {
    approvalRequired: event.approval_required,
  });
  // 'This event is over.' below says it on this page.
  const badges = eventBadges(event).filter((badge) => badge.label !== 'Event Over');

  return (
    <article className="space-y-10">
      {/*
        Phones first (docs/product/events.md#event-page): below md the poster is a thumbnail beside the
        name and the main action (the invitation, Request to Attend, the ticket) comes before the date,
        so it is on the first screen; from md the poster is a column of its own and the date leads.
      */}
      <div className="grid grid-cols-[5.5rem_minmax(0,1fr)] gap-x-4 gap-y-5 sm:grid-cols-[8rem_minmax(0,1fr)] md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:grid-rows-[auto_1fr] md:gap-x-8">
        <EventImage
          src={event.imageSrc}
          eager
          className="aspect-square w-full rounded-2xl border border-stone-200 shadow-sm md:row-span-2 md:rounded-3xl"
        />
        <header className="min-w-0 space-y-3 self-center md:self-start">
          <StatusBadges badges={badges} />
          <h1 className="text-2xl font-semibold tracking-tight text-stone-900 [overflow-wrap:anywhere] sm:text-3xl md:text-4xl">
            {event.name}
          </h1>
        </header>
        <div className="col-span-2 flex flex-col gap-5 md:col-span-1 md:col-start-2">
          <dl className="order-2 space-y-3 text-stone-800 md:order-1">
            <div className="flex gap-3">
              <IconTerm label="Date" className="mt-0.5 self-start">
                <rect x="3" y="4.5" width="14" height="12" rx="2" />
                <path d="M3 8.5h14M7 3v3M13 3v3" />
              </IconTerm>
              <dd>
                <EventWhen event={event} />
              </dd>
            </div>
            <div className="flex items-center gap-3">
              <IconTerm label="Location">
                <path d="M10 17.5s5.5-5 5.5-9.5a5.5 5.5 0 0 0-11 0c0 4.5 5.5 9.5 5.5 9.5z" />
                <circle cx="10" cy="8" r="2" />
              </IconTerm>
              <dd className={event.location ? 'font-medium' : 'text-stone-600'}>{event.location ?? copy.locationHint}</dd>
            </div>
            {event.meeting_url ? (
              <div className="flex items-center gap-3">
                <IconTerm label="Online">
                  <rect x="2.5" y="5" width="10.5" height="10" rx="2" />
                  <path d="m13 9 4.5-2.5v7L13 11" />
                </IconTerm>
                <dd className="min-w-0">
                  <a
                    href={event.meeting_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="break-all font-medium text-accent-700 hover:underline"
                  >
                    Join online
                  </a>
                </dd>
              </div>
            ) : null}
          </dl>
          <div className="order-3 flex flex-wrap gap-2 md:order-2">
            {copy.calendar ? <AddToCalendar event={event} signedIn={Boolean(user)} /> : null}
            <ShareButton title={event.name} url={`${window.location.origin}/events/${encodeURIComponent(event.slug)}`} />
          </div>
          <div className="order-1 space-y-5 empty:hidden md:order-3">
            {/* An open invitation for the viewer is their one card: never Request to Attend beside it. */}
            {pendingInvite.invite || pendingInvite.isPending ? null : <RegistrationCard event={event} copy={copy} />}
            <InviteResponse slug={event.slug} />
          </div>
          <div className="order-4 space-y-5 empty:hidden">
            {canManage ? <EventAdminActions event={event} isAdmin={isAdmin} /> : null}
            <GuestList guests={users} />
            {over ? (
              <div className="rounded-2xl border border-stone-200 bg-stone-100 p-4">
                <p className="font-medium text-stone-900">This event is over.</p>
                <Link to={paths.events()} className="text-sm font-medium text-accent-700 hover:underline">
                  Explore upcoming events
                </Link>
              </div>
            ) : null}
          </div>
        </div>
      </div>

      {event.description ? (
        <Section look="event" title="About">
          <LazyMarkdown className="max-w-3xl leading-relaxed text-stone-800">{event.description}</LazyMarkdown>
        </Section>
      ) : null}
      <PeopleSection title="Speakers" people={event.speakers_updated} />
      <PeopleSection title="Judges" people={event.judges_updated} />
      <OrganisationsSection
        title="Sponsors"
        organisations={event.sponsors.map(({ sponsorURL, ...rest }) => ({ ...rest, url: sponsorURL }))}
      />
      <OrganisationsSection
        title="Tech Partners"
        organisations={event.tech_partners.map(({ websiteURL, ...rest }) => ({ ...rest, url: websiteURL }))}
      />
      <OrganisationsSection
        title="Cohosts"
        organisations={event.cohosts.map(({ cohostURL, ...rest }) => ({ ...rest, url: cohostURL }))}
      />
      {projects.length > 0 ? (
        <Section
          look="event"
          title="Projects"
          action={
            <Link to={paths.eventProjects(event.slug)} className="text-sm font-medium text-accent-700 hover:underline">
              See all projects
            </Link>
          }
        >
          <ul className="grid gap-4 sm:grid-cols-2">
            {projects.map((project) => (
              <li key={project.id}>
                <ManagedProjectCard project={project} viewer={user} isEventAdmin={isHost} />
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </article>
  );
}
