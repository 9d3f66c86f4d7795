import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '@hearth/contract/user';
import { Spinner } from '../../components/ui/spinner.tsx';
import { userProjectsQuery } from './api.ts';
import { ManagedProjectCard } from './components/managed-project-card.tsx';
import { ProjectInvitations } from './components/project-invitations.tsx';

// The form (and its schemas) loads when the owner adds a project: visitors never need it.
const ProjectDialog = lazy(() => import('./components/project-dialog.tsx').then((module) => ({ default: module.ProjectDialog })));

/**
 * The profile's projects (docs/product/profiles-and-projects.md#profile): the cards for the profile section, its 'Add New Project'
 * handler (own profile only) and the dialog to render beside the page.
 */
export function useProfileProjects(options: { userId: string; viewer: User | null; isOwner: boolean }): {
  cards: ReactNode;
  /** Own profile only: pending invitations to teams, with Accept and Decline. */
  invitations: ReactNode;
  onAddProject?: () => void;
  dialog: ReactNode;
} {
  const { userId, viewer, isOwner } = options;
  const [adding, setAdding] = useState(false);
  const query = useQuery({ ...userProjectsQuery(userId), enabled: Boolean(userId) });
  const cards = query.isPending ? (
    <div className="col-span-full flex justify-center py-8">
      <Spinner label="Loading projects" />
    </div>
  ) : query.isError ? (
    <p className="col-span-full text-sm text-stone-600">The projects could not be loaded.</p>
  ) : (
    query.data.map((project) => <ManagedProjectCard key={project.id} project={project} viewer={viewer} showEvent />)
  );
  return {
    cards,
    invitations: isOwner && viewer ? <ProjectInvitations /> : null,
    onAddProject: isOwner && viewer ? () => setAdding(true) : undefined,
    dialog:
      isOwner && viewer && adding ? (
        <Suspense fallback={null}>
          <ProjectDialog open onOpenChange={setAdding} viewer={viewer} />
        </Suspense>
      ) : null,
  };
}
