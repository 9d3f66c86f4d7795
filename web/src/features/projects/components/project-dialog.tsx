import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { longDate } from '@hearth/contract/event-dates';
import {
  canAddProjectTo,
  ProjectCreateSchema,
  ProjectUpdateSchema,
  type Award,
  type Project,
  type TeamMember,
} from '@hearth/contract/projects';
import type { User } from '@hearth/contract/user';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogFooter, type DialogOpenProps } from '../../../components/ui/dialog.tsx';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { Form, useZodForm } from '../../../components/ui/form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { createProject, eventTracksQuery, projectEventOptionsQuery, updateProject, useProjectMutation } from '../api.ts';
import { ImagesField } from './images-field.tsx';
import { canAwardProject } from '../permissions.ts';
import { AwardsField } from './awards-field.tsx';
import { TeamMembersField } from './team-members-field.tsx';

type ProjectDialogProps = DialogOpenProps & {
  viewer: User;
  /** Edit mode when given; create mode ('Add New Project') otherwise (docs/product/profiles-and-projects.md#project-dialog). */
  project?: Project;
  /** The event page's own view: the viewer hosts this event. */
  isEventAdmin?: boolean;
};

/** docs/product/profiles-and-projects.md#project-dialog: 'Add New Project' / 'Edit Project'. */
export function ProjectDialog({ open, onOpenChange, viewer, project, isEventAdmin = false }: ProjectDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={project ? 'Edit Project' : 'Add New Project'} size="lg">
      {/* Mounted only while open: every opening starts from the project (or empty), docs/product/profiles-and-projects.md#project-dialog reset. */}
      {open ? (
        <ProjectForm viewer={viewer} project={project} isEventAdmin={isEventAdmin} onDone={() => onOpenChange(false)} />
      ) : null}
    </Dialog>
  );
}

/**
 * docs/product/profiles-and-projects.md#project-dialog project rules, checked by the contract's schemas (the texts the server
 * answers). The event is chosen in create mode only (absent when editing); the awards are checked only for those who may award.
 */
const ProjectFormSchema = ProjectUpdateSchema.pick({
  name: true,
  description: true,
  techStack: true,
  slidesURL: true,
  githubRepoURL: true,
  videoURL: true,
  demoURL: true,
  track: true,
  awards: true,
}).extend({ event_id: ProjectCreateSchema.in.shape.event_id });

type ProjectFormOutput = z.output<typeof ProjectFormSchema>;

/** The first message among the awards' errors (the list's own, or one award's), shown under the form. */
function awardsError(errors: FieldErrors<ProjectFormOutput>['awards']): string | undefined {
  if (!errors) return undefined;
  if (errors.message) return errors.message;
  for (const award of Object.values(errors) as (FieldErrors<Award> | undefined)[]) {
    const message = award?.award_name?.message ?? award?.award_weight?.message;
    if (message) return message;
  }
  return undefined;
}

function ProjectForm({
  viewer,
  project,
  isEventAdmin,
  onDone,
}: {
  viewer: User;
  project?: Project;
  isEventAdmin: boolean;
  onDone: () => void;
}) {
  const isEdit = Boolean(project);
  const canAward = Boolean(project) && (isEventAdmin || canAwardProject(viewer, project!));
  const form = useZodForm(ProjectFormSchema, {
    defaultValues: {
      name: project?.name ?? '',
      description: project?.description ?? '',
      techStack: project?.techStack ?? '',
      slidesURL: project?.slidesURL ?? '',
      githubRepoURL: project?.githubRepoURL ?? '',
      videoURL: project?.videoURL ?? '',
      demoURL: project?.demoURL ?? '',
      track: project?.track ?? '',
      awards: canAward ? (project?.awards ?? []) : undefined,
      event_id: isEdit ? undefined : '',
    },
    // As before the form component: a failed check shows the messages and leaves focus where it is.
    shouldFocusError: false,
  });
  const { register, formState, setValue, control } = form;
  const errors = formState.errors;
  const awards = useWatch({ control, name: 'awards' });
  const [team, setTeam] = useState<TeamMember[]>(project?.teamMembers ?? [{ member_id: viewer.id, member_name: viewer.name }]);
  const [invited, setInvited] = useState<string[]>([]);
  const [images, setImages] = useState<string[]>(project?.images ?? []);
  const [uploading, setUploading] = useState(false);
  const chosenEventId = useWatch({ control, name: 'event_id' });
  const create = useProjectMutation(createProject);
  const update = useProjectMutation(updateProject);
  const pending = create.isPending || update.isPending || uploading;

  const save = async ({ event_id, ...values }: ProjectFormOutput) => {
    const fields = {
      ...values,
      track: values.track || null,
      images,
      teamMembers: [
        ...team.map((member) => ({ member_id: member.member_id })),
        ...invited.map((email) => ({ email, invite: true })),
      ],
    };
    try {
      if (project) await update.mutateAsync({ ...fields, id: project.id });
      else await create.mutateAsync({ ...fields, event_id });
    } catch (caught) {
      // The message also goes on the field the server names, or under the form (the Form component).
      toast.error(caught instanceof ApiError && caught.kind === 'response' ? caught.message : 'Failed!');
      throw caught;
    }
    toast.success(project ? 'Project saved' : 'Project added');
    onDone();
  };

  const formError = errors.root?.server?.message ?? awardsError(errors.awards);
  return (
    <Form form={form} onSubmit={save} className="space-y-4">
      <Field label="Project Title" error={errors.name?.message}>
        {(props) => <Input {...props} {...register('name')} autoComplete="off" maxLength={120} />}
      </Field>
      <Field label="Description" error={errors.description?.message}>
        {(props) => <Textarea {...props} {...register('description')} maxLength={5000} />}
      </Field>
      <Field label="Tech Stack (comma separated)" error={errors.techStack?.message}>
        {(props) => <Input {...props} {...register('techStack')} placeholder="Python, React, Postgres" maxLength={500} />}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Slides Link" error={errors.slidesURL?.message}>
          {(props) => <Input {...props} type="url" {...register('slidesURL')} placeholder="https://" />}
        </Field>
        <Field label="Github Repo Link" error={errors.githubRepoURL?.message}>
          {(props) => <Input {...props} type="url" {...register('githubRepoURL')} placeholder="https://github.com/" />}
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Demo video (YouTube, Vimeo or Loom)" error={errors.videoURL?.message}>
          {(props) => <Input {...props} type="url" {...register('videoURL')} placeholder="https://youtu.be/" />}
        </Field>
        <Field label="Live demo link" error={errors.demoURL?.message}>
          {(props) => <Input {...props} type="url" {...register('demoURL')} placeholder="https://" />}
        </Field>
      </div>
      <ImagesField images={images} onChange={setImages} onUploading={setUploading} />
      <TrackSelect
        eventId={project?.event.event_id ?? chosenEventId ?? ''}
        control={register('track')}
        error={errors.track?.message}
      />
      <TeamMembersField
        members={team}
        onChange={setTeam}
        selfId={viewer.id}
        creatorId={project?.creator_id}
        invited={invited}
        onInvitedChange={setInvited}
      />
      {isEdit ? null : (
        <EventSelect control={register('event_id')} error={errors.event_id?.message} isSiteAdmin={viewer.role === 'admin'} />
      )}
      {canAward ? (
        <AwardsField awards={awards ?? []} onChange={(next) => setValue('awards', next, { shouldDirty: true })} />
      ) : null}
      {formError ? (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {isEdit ? 'Save Changes' : 'Add Project'}
        </Button>
      </DialogFooter>
    </Form>
  );
}

/** docs/product/judging.md#tracks: the event's tracks, shown only when it has some. */
function TrackSelect({ eventId, control, error }: { eventId: string; control: UseFormRegisterReturn<'track'>; error?: string }) {
  const tracks = useQuery({ ...eventTracksQuery(eventId), enabled: eventId !== '' });
  const list = Array.isArray(tracks.data?.tracks) ? tracks.data.tracks : [];
  if (list.length === 0) return null;
  return (
    <Field label="Track" error={error}>
      {(props) => (
        <select
          {...props}
          {...control}
          className="block h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 shadow-xs focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-500/25"
        >
          <option value="">No track</option>
          {list.map((track) => (
            <option key={track} value={track}>
              {track}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** docs/product/profiles-and-projects.md#project-dialog event select (create mode only): name and date; 'No options.' when there are none. */
function EventSelect({
  control,
  error,
  isSiteAdmin,
}: {
  control: UseFormRegisterReturn<'event_id'>;
  error?: string;
  isSiteAdmin: boolean;
}) {
  const query = useQuery(projectEventOptionsQuery());
  // docs/product/profiles-and-projects.md#project-dialog: the select rejects items with an empty value, and offers only
  // events the person was approved for or hosts (site admins: all).
  const options = (query.data ?? [])
    .filter((event) => event.id !== '' && canAddProjectTo(event, isSiteAdmin))
    .sort((a, b) => b.timestamp - a.timestamp);
  const hint = query.isError
    ? 'The events could not be loaded.'
    : query.isSuccess && options.length === 0
      ? 'You can add a project to an event once you were approved for it. None yet.'
      : undefined;
  return (
    <Field label="Event" error={error} hint={hint}>
      {(props) => (
        <select
          {...props}
          {...control}
          disabled={query.isPending || options.length === 0}
          className="block h-10 w-full rounded-lg border border-stone-300 bg-white px-3 text-sm text-stone-900 shadow-xs focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-500/25 disabled:bg-stone-100 disabled:text-stone-500 aria-[invalid=true]:border-red-600"
        >
          {query.isPending ? (
            <option value="">Loading...</option>
          ) : options.length === 0 ? (
            <option value="">No options.</option>
          ) : (
            <>
              <option value="">Select an event</option>
              {options.map((event) => (
                <option key={event.id} value={event.id}>
                  {`${event.name} · ${longDate(event.timestamp)}`}
                </option>
              ))}
            </>
          )}
        </select>
      )}
    </Field>
  );
}
