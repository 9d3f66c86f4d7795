import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { safeRedirectPath } from '@hearth/contract/auth';
import { LoadingScreen } from '../../components/ui/spinner.tsx';
import { logOut } from '../../features/auth/api.ts';
import { useAuth } from '../../features/auth/use-auth.ts';
import { EventCard } from '../../features/events/components/event-card.tsx';
import { ListRegisterButton } from '../../features/registrations/components/register-button.tsx';
import { userEventsQuery } from '../../features/profile/api.ts';
import { EditProfileDialog } from '../../features/profile/components/edit-profile-dialog.tsx';
import { ProfilePage } from '../../features/profile/components/profile-page.tsx';
import { useProfileProjects } from '../../features/projects/use-profile-projects.tsx';
import { paths } from '../../lib/paths.ts';

/**
 * docs/product/profiles-and-projects.md#profile /profile (login-protected): the own profile with 'Edit Profile' and 'Log out'. A user
 * without a name gets the forced 'Complete Your Profile' dialog; after saving, a same-origin
 * `redirectUrl` is followed.
 */
export function ProfileRoute() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const events = useQuery({ ...userEventsQuery(user?.id ?? ''), enabled: Boolean(user) });
  const projects = useProfileProjects({ userId: user?.id ?? '', viewer: user, isOwner: true });
  if (!user) return <LoadingScreen />;

  const signOut = async () => {
    setLoggingOut(true);
    try {
      await logOut();
    } finally {
      navigate(paths.login(), { replace: true });
    }
  };

  return (
    <>
      <title>{`${user.name || 'Your profile'} · Hearth`}</title>
      <ProfilePage
        user={user}
        isOwner
        events={events}
        projects={projects.cards}
        projectInvitations={projects.invitations}
        onAddProject={projects.onAddProject}
        renderEvent={(event) => <EventCard key={event.id} event={event} action={<ListRegisterButton event={event} />} />}
        onEdit={() => setEditing(true)}
        onLogOut={() => void signOut()}
        loggingOut={loggingOut}
      />
      {projects.dialog}
      <EditProfileDialog
        user={user}
        open={editing}
        onOpenChange={setEditing}
        onSaved={() => {
          setEditing(false);
          const target = safeRedirectPath(params.get('redirectUrl'));
          if (target) navigate(target, { replace: true });
        }}
      />
    </>
  );
}
