import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, useParams } from 'react-router';
import { NotFoundScreen } from '../../components/layout/not-found-screen.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAuth } from '../../features/auth/use-auth.ts';
import { EventCard } from '../../features/events/components/event-card.tsx';
import { profileQuery, userEventsQuery } from '../../features/profile/api.ts';
import { ProfilePage } from '../../features/profile/components/profile-page.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useProfileProjects } from '../../features/projects/use-profile-projects.tsx';
import { paths } from '../../lib/paths.ts';
import { isUserId } from '../prefetch-user-profile.ts';

/**
 * docs/product/profiles-and-projects.md#profile /user/{userId}: another user's public profile (no e-mail, no Edit/Log out).
 * Its event cards say what that person does there and link to the event; they carry no button of the
 * visitor's own (a 'Request to Attend' beside someone's 'Going' would mix two people's states).
 */
export function UserProfileRoute() {
  const userId = useParams().userId ?? '';
  const auth = useAuth();
  // A malformed id names nobody: no request at all (the server would answer 400 to each).
  const wellFormed = isUserId(userId);
  const profile = useQuery({ ...profileQuery(userId), enabled: wellFormed });
  const events = useQuery({ ...userEventsQuery(userId), enabled: wellFormed });
  const projects = useProfileProjects({ userId: wellFormed ? userId : '', viewer: auth.user, isOwner: false });

  // The own profile, with its editing, lives at /profile.
  if (auth.user?.id === userId) return <Navigate to={paths.profile()} replace />;
  const missing = !wellFormed || (profile.error instanceof ApiError && profile.error.status === 404);
  if (missing) return <NotFoundScreen title="User not found" text="There is no profile at this address." />;
  if (profile.isPending) {
    return (
      <div className="flex justify-center py-24">
        <Spinner label="Loading profile" />
      </div>
    );
  }
  if (profile.isError) {
    return (
      <div className="mx-auto max-w-md py-16 text-center">
        <h1 className="text-xl font-semibold text-stone-900">This profile could not be loaded.</h1>
        <p className="mt-2 text-sm text-stone-600">
          <Link to={paths.events()} className="font-medium text-accent-700 underline underline-offset-4">
            Explore events
          </Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <title>{`${profile.data.name || 'Profile'} · Hearth`}</title>
      <ProfilePage
        user={profile.data}
        isOwner={false}
        events={events}
        projects={projects.cards}
        renderEvent={(event) => <EventCard key={event.id} event={event} profileRelation={event.profile_relation} />}
      />
    </>
  );
}
