import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from 'sonner';
import type { Project } from '@hearth/contract/projects';
import type { User } from '@hearth/contract/user';
import { testUser } from '../../../test/users.ts';
import { ProjectDialog } from './project-dialog.tsx';

const viewer: User = testUser({
  id: 'me',
  name: 'Casey',
  headline: 'Builder',
  linkedInURL: null,
});

/** Events are chosen by id, a uuid as the contract checks it. */
const eventId = '7d0c1a52-5f1e-4c3b-9a55-2f0f5c1e9b01';

const project: Project = {
  id: 'p1',
  name: 'PaperPilot',
  description: '',
  imageSrc: null,
  images: [],
  videoURL: null,
  demoURL: null,
  track: null,
  techStack: '',
  slidesURL: null,
  githubRepoURL: null,
  event: { event_id: eventId, event_name: 'Winter Hackathon' },
  awards: [],
  teamMembers: [
    { member_id: 'creator', member_name: 'Ada' },
    { member_id: 'me', member_name: 'Casey' },
  ],
  mentors: [],
  creator_id: 'creator',
};

function renderDialog(props: Partial<Parameters<typeof ProjectDialog>[0]> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <Toaster />
      <ProjectDialog open onOpenChange={onOpenChange} viewer={viewer} {...props} />
    </QueryClientProvider>,
  );
  return { onOpenChange };
}

/** Every call answers `body` (a new Response each time: a body can be read once), the event's tracks none. */
const respond = (body: unknown, status = 200) =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) =>
      String(input).includes('/projects/tracks')
        ? new Response(JSON.stringify({ tracks: [] }), { status: 200 })
        : new Response(JSON.stringify(body), { status }),
    );

afterEach(() => vi.restoreAllMocks());

describe('ProjectDialog', () => {
  it('create mode: the fields, the self member, an event select saying No options., and the SPEC errors', async () => {
    respond([]);
    const { onOpenChange } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Add New Project' })).toBeInTheDocument();
    for (const label of ['Project Title', 'Description', 'Tech Stack (comma separated)', 'Slides Link', 'Github Repo Link']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByText('(You)')).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'No options.' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Project' }));
    expect(screen.getByText('Please enter the project name')).toBeInTheDocument();
    expect(screen.getByText('Please select an event for your project')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('offers only events the person was approved for or hosts; says so when there are none; site admins get all', async () => {
    const events = [
      { id: '7d0c1a52-5f1e-4c3b-9a55-2f0f5c1e9b02', name: 'Went', timestamp: 3, status: 'approved', role: null },
      { id: '7d0c1a52-5f1e-4c3b-9a55-2f0f5c1e9b03', name: 'Hosted', timestamp: 2, status: null, role: 'event_admin' },
      { id: '7d0c1a52-5f1e-4c3b-9a55-2f0f5c1e9b04', name: 'Asked', timestamp: 1, status: 'pending', role: null },
      { id: '7d0c1a52-5f1e-4c3b-9a55-2f0f5c1e9b05', name: 'Never', timestamp: 0, status: null, role: null },
    ];
    respond(events);
    renderDialog();
    await screen.findByRole('option', { name: /^Went/ });
    expect(screen.getAllByRole('option').map((option) => option.textContent?.split(' · ')[0])).toEqual([
      'Select an event',
      'Went',
      'Hosted',
    ]);
    vi.restoreAllMocks();
    respond(events.slice(2));
    renderDialog();
    expect(
      await screen.findByText('You can add a project to an event once you were approved for it. None yet.'),
    ).toBeInTheDocument();
  });

  it('offers a site admin every event', async () => {
    respond([{ id: eventId, name: 'Never', timestamp: 0, status: null, role: null }]);
    renderDialog({ viewer: { ...viewer, role: 'admin' } });
    expect(await screen.findByRole('option', { name: /^Never/ })).toBeInTheDocument();
  });

  it('lists events by name and date', async () => {
    respond([{ id: eventId, name: 'Winter Hackathon', timestamp: Date.UTC(2026, 0, 15, 18), status: 'approved', role: null }]);
    renderDialog();
    expect(await screen.findByRole('option', { name: 'Winter Hackathon · January 15, 2026' })).toBeInTheDocument();
  });

  it('edit mode: no event select, no award control for a team member, creator and self not removable', () => {
    renderDialog({ project });
    expect(screen.getByRole('dialog', { name: 'Edit Project' })).toBeInTheDocument();
    expect(screen.getByLabelText('Project Title')).toHaveValue('PaperPilot');
    expect(screen.queryByLabelText('Event')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Award' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it("create: sends the project and says 'Project added'", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) =>
      String(input).includes('/projects/create')
        ? new Response(JSON.stringify(project), { status: 200 })
        : new Response(
            JSON.stringify([{ id: eventId, name: 'Winter Hackathon', timestamp: Date.UTC(2026, 0, 15, 18), status: 'approved' }]),
            {
              status: 200,
            },
          ),
    );
    const { onOpenChange } = renderDialog();
    await userEvent.type(screen.getByLabelText('Project Title'), 'PaperPilot');
    await userEvent.selectOptions(
      screen.getByLabelText('Event'),
      await screen.findByRole('option', { name: /Winter Hackathon/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add Project' }));
    expect(await screen.findByText('Project added')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/api/projects/create'))).toBe(true);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("edit: saves and says 'Project saved'", async () => {
    respond(project);
    const { onOpenChange } = renderDialog({ project });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Project saved')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('a server 400 naming a field shows its message on that field', async () => {
    respond({ message: 'That name is taken', field: 'name' }, 400);
    const { onOpenChange } = renderDialog({ project });
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That name is taken');
    expect(screen.getByLabelText('Project Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Project Title')).toHaveFocus();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('offers the event’s tracks, and sends the chosen one', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        String(input).includes('/projects/tracks')
          ? new Response(JSON.stringify({ tracks: ['AI agents', 'Hardware'] }), { status: 200 })
          : new Response(JSON.stringify(project), { status: 200 }),
      );
    renderDialog({ project });
    await userEvent.selectOptions(await screen.findByLabelText('Track'), 'Hardware');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Project saved')).toBeInTheDocument();
    const saved = fetch.mock.calls.find(([url]) => String(url).endsWith('/api/projects/update'));
    expect(JSON.parse(String(saved![1]!.body))).toMatchObject({ track: 'Hardware', images: [] });
  });

  it('edit mode for a host: the award control', () => {
    renderDialog({ project, isEventAdmin: true });
    expect(screen.getByRole('button', { name: 'Add Award' })).toBeInTheDocument();
  });
});
