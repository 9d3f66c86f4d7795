import type { Project } from '@hearth/contract/projects';
import type { User } from '@hearth/contract/user';

type Viewer = Pick<User, 'id' | 'role' | 'events'> | null;

/** Site admin, or host (`event_admin`) of the project's event (docs/product/admin-and-api-keys.md#roles). */
export function canAwardProject(viewer: Viewer, project: Pick<Project, 'event'>): boolean {
  if (!viewer) return false;
  if (viewer.role === 'admin') return true;
  return viewer.events.some((event) => event.event_id === project.event.event_id && event.role === 'event_admin');
}

/** docs/product/profiles-and-projects.md#project-card: edit and delete for admins, event admins and team members. */
export function canManageProject(viewer: Viewer, project: Pick<Project, 'event' | 'teamMembers'>): boolean {
  if (!viewer) return false;
  return canAwardProject(viewer, project) || project.teamMembers.some((member) => member.member_id === viewer.id);
}
