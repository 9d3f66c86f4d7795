import { useState } from 'react';
import type { Project } from '@hearth/contract/projects';
import type { User } from '@hearth/contract/user';
import { lazyDialog } from '../../../components/ui/lazy-dialog.tsx';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { notify } from '../../../lib/notify.ts';
import { answerMembership, deleteProject, useProjectMutation } from '../api.ts';
import { canAwardProject, canManageProject } from '../permissions.ts';
import { ProjectCard } from './project-card.tsx';

// The form (and its schemas) and the confirmation load when someone edits or deletes: visitors of an
// event page or a profile never need them.
const ProjectDialog = lazyDialog(() => import('./project-dialog.tsx').then((module) => module.ProjectDialog));

type ManagedProjectCardProps = {
  project: Project;
  /** The signed-in user, or null for visitors. */
  viewer: User | null;
  showEvent?: boolean;
  /** The event page knows fresher than the profile whether the viewer hosts this event. */
  isEventAdmin?: boolean;
};

/** A project card with its edit dialog and delete confirmation, for those allowed (docs/product/profiles-and-projects.md#project-card). */
export function ManagedProjectCard({ project, viewer, showEvent = false, isEventAdmin = false }: ManagedProjectCardProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const remove = useProjectMutation(deleteProject);
  const leave = useProjectMutation(answerMembership);
  // The last member deletes the project instead (the server refuses to leave it without a team).
  const canLeave =
    Boolean(viewer) && project.teamMembers.length > 1 && project.teamMembers.some((m) => m.member_id === viewer?.id);
  const isManager = isEventAdmin || canAwardProject(viewer, project);
  const canManage = Boolean(viewer) && (isManager || canManageProject(viewer, project));

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync(project.id);
      notify.success('Project deleted');
      setConfirming(false);
    } catch (caught) {
      notify.error(caught instanceof ApiError && caught.kind === 'response' ? caught.message : 'Failed!');
    }
  };

  const confirmLeave = async () => {
    try {
      await leave.mutateAsync({ projectId: project.id, accept: false });
      notify.success('You left the team');
      setLeaving(false);
    } catch (caught) {
      notify.error(caught instanceof ApiError && caught.kind === 'response' ? caught.message : 'Failed!');
    }
  };

  return (
    <>
      <ProjectCard
        project={project}
        canManage={canManage}
        canSeeMembers={isManager}
        showEvent={showEvent}
        onEdit={() => setEditing(true)}
        onDelete={() => setConfirming(true)}
        onLeave={canLeave ? () => setLeaving(true) : undefined}
      />
      <LazyConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        onConfirm={confirmLeave}
        pending={leave.isPending}
        title={`Leave ${project.name}?`}
        description="The project leaves your profile. A team member can add you again; you would then accept again."
        confirmLabel="Leave"
      />
      {canManage && viewer ? (
        <>
          <ProjectDialog open={editing} onOpenChange={setEditing} viewer={viewer} project={project} isEventAdmin={isEventAdmin} />
          <LazyConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            onConfirm={confirmDelete}
            pending={remove.isPending}
          />
        </>
      ) : null}
    </>
  );
}
