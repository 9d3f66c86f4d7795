import type { ReactNode } from 'react';
import type { User } from '@hearth/contract/user';
import { ProfileEventsSection } from './profile-events-section.tsx';
import { ProfileHeader } from './profile-header.tsx';
import { ProfileProjectsSection } from './profile-projects-section.tsx';

type ProfilePageProps<TEvent> = {
  user: User;
  isOwner: boolean;
  events: { data: TEvent[] | undefined; isLoading: boolean };
  renderEvent: (event: TEvent) => ReactNode;
  /** Project cards, composed by the route once the projects feature lands. */
  projects?: ReactNode;
  /** Own profile: pending invitations to project teams. */
  projectInvitations?: ReactNode;
  onAddProject?: () => void;
  onEdit?: () => void;
  onLogOut?: () => void;
  loggingOut?: boolean;
};

/** docs/product/profiles-and-projects.md#profile (/profile and /user/{userId}): header, Projects, Events. */
export function ProfilePage<TEvent>({
  user,
  isOwner,
  events,
  renderEvent,
  projects,
  projectInvitations,
  onAddProject,
  onEdit,
  onLogOut,
  loggingOut,
}: ProfilePageProps<TEvent>) {
  return (
    <div className="mx-auto max-w-4xl space-y-10">
      <ProfileHeader user={user} isOwner={isOwner} onEdit={onEdit} onLogOut={onLogOut} loggingOut={loggingOut} />
      <ProfileProjectsSection isOwner={isOwner} onAddProject={onAddProject} invitations={projectInvitations}>
        {projects}
      </ProfileProjectsSection>
      <ProfileEventsSection events={events.data} isLoading={events.isLoading} isOwner={isOwner} renderEvent={renderEvent} />
    </div>
  );
}
