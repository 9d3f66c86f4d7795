import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { longDate } from '@hearth/contract/event-dates';
import type { Award, Project, TeamMember } from '@hearth/contract/projects';
import type { User } from '@hearth/contract/user';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogFooter } from '../../../components/ui/dialog.tsx';
import { Field, Input, Textarea } from '../../../components/ui/field.tsx';
import { serverErrorField } from '../../../components/ui/form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { createProject, projectEventOptionsQuery, updateProject, useProjectMutation } from '../api.ts';
import { canAwardProject } from '../permissions.ts';
import { AwardsField } from './awards-field.tsx';
import { TeamMembersField } from './team-members-field.tsx';

type ProjectDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
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

type Errors = Partial<Record<'name' | 'event_id' | 'slidesURL' | 'githubRepoURL' | 'form', string>>;

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
  const [values, setValues] = useState({
    name: project?.name ?? '',
    description: project?.description ?? '',
    techStack: project?.techStack ?? '',
    slidesURL: project?.slidesURL ?? '',
    githubRepoURL: project?.githubRepoURL ?? '',
    event_id: '',
  });
  const [team, setTeam] = useState<TeamMember[]>(project?.teamMembers ?? [{ member_id: viewer.id, member_name: viewer.name }]);
  const [awards, setAwards] = useState<Award[]>(project?.awards ?? []);
  const [errors, setErrors] = useState<Errors>({});
  const canAward = Boolean(project) && (isEventAdmin || canAwardProject(viewer, project!));
  const create = useProjectMutation(createProject);
  const update = useProjectMutation(updateProject);
  const pending = create.isPending || update.isPending;

  const set = (key: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [key]: event.target.value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    // docs/product/profiles-and-projects.md#project-dialog project rules, the same texts the server answers.
    if (!values.name.trim()) next.name = 'Please enter the project name';
    if (!isEdit && !values.event_id) next.event_id = 'Please select an event for your project';
    for (const key of ['slidesURL', 'githubRepoURL'] as const) {
      const link = values[key].trim();
      if (link && !/^https?:\/\/\S+$/i.test(link)) next[key] = 'Links must start with http:// or https://';
    }
    if (canAward && awards.some((award) => !award.award_name.trim())) next.form = 'Please enter an award name.';
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    const fields = {
      name: values.name,
      description: values.description,
      techStack: values.techStack,
      slidesURL: values.slidesURL,
      githubRepoURL: values.githubRepoURL,
      teamMembers: team.map((member) => ({ member_id: member.member_id })),
    };
    try {
      if (project) await update.mutateAsync({ ...fields, id: project.id, ...(canAward ? { awards } : {}) });
      else await create.mutateAsync({ ...fields, event_id: values.event_id });
      toast.success(project ? 'Project saved' : 'Project added');
      onDone();
    } catch (caught) {
      const message = caught instanceof ApiError && caught.kind === 'response' ? caught.message : 'Failed!';
      const field = serverErrorField(caught, ['name', 'event_id'] as const);
      setErrors(field ? { [field]: message } : { form: message });
      toast.error(message);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
      <Field label="Project Title" error={errors.name}>
        {(props) => <Input {...props} value={values.name} onChange={set('name')} autoComplete="off" maxLength={120} />}
      </Field>
      <Field label="Description">
        {(props) => <Textarea {...props} value={values.description} onChange={set('description')} maxLength={5000} />}
      </Field>
      <Field label="Tech Stack (comma separated)">
        {(props) => (
          <Input
            {...props}
            value={values.techStack}
            onChange={set('techStack')}
            placeholder="Python, React, Postgres"
            maxLength={500}
          />
        )}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Slides Link" error={errors.slidesURL}>
          {(props) => <Input {...props} type="url" value={values.slidesURL} onChange={set('slidesURL')} placeholder="https://" />}
        </Field>
        <Field label="Github Repo Link" error={errors.githubRepoURL}>
          {(props) => (
            <Input
              {...props}
              type="url"
              value={values.githubRepoURL}
              onChange={set('githubRepoURL')}
              placeholder="https://github.com/"
            />
          )}
        </Field>
      </div>
      <TeamMembersField members={team} onChange={setTeam} selfId={viewer.id} creatorId={project?.creator_id} />
      {isEdit ? null : <EventSelect value={values.event_id} onChange={set('event_id')} error={errors.event_id} />}
      {canAward ? <AwardsField awards={awards} onChange={setAwards} /> : null}
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700">
          {errors.form}
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
    </form>
  );
}

/** docs/product/profiles-and-projects.md#project-dialog event select (create mode only): name and date; 'No options.' when there are none. */
function EventSelect({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
}) {
  const query = useQuery(projectEventOptionsQuery());
  // docs/product/profiles-and-projects.md#project-dialog: the select rejects items with an empty value.
  const options = (query.data ?? []).filter((event) => event.id !== '').sort((a, b) => b.timestamp - a.timestamp);
  return (
    <Field label="Event" error={error} hint={query.isError ? 'The events could not be loaded.' : undefined}>
      {(props) => (
        <select
          {...props}
          value={value}
          onChange={onChange}
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
