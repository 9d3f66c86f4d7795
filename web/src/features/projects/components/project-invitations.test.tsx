import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ProjectInvitation } from '@hearth/contract/projects';
import { fakeApi, jsonResponse as json } from '../../../test/fake-api.ts';
import { ProjectInvitations } from './project-invitations.tsx';

afterEach(() => vi.unstubAllGlobals());

const invitation = (overrides: Partial<ProjectInvitation> = {}): ProjectInvitation => ({
  project_id: '0193a4b2-0000-7000-8000-0000000000a1',
  project_name: 'PaperPilot',
  event: { event_id: 'e1', event_name: 'Winter Hackathon' },
  added_by: { id: 'u2', name: 'Casey Creator' },
  invited_at: 0,
  ...overrides,
});

function renderInvitations(answers: { pending: ProjectInvitation[] }) {
  const { requests } = fakeApi((request) => {
    if (request.method === 'GET' && request.path === '/api/projects/invitations') return json(200, answers.pending);
    if (request.method === 'POST' && request.path.endsWith('/membership')) {
      answers.pending = answers.pending.filter((item) => !request.path.includes(item.project_id));
      return json(204);
    }
    throw new Error(`unexpected ${request.method} ${request.path}`);
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ProjectInvitations />
    </QueryClientProvider>,
  );
  return { requests, events: userEvent.setup() };
}

describe('ProjectInvitations', () => {
  it('shows nothing when there are no invitations', async () => {
    const { requests } = renderInvitations({ pending: [] });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('names who invited one to which project, and accepts by keyboard; focus stays in the list', async () => {
    const other = invitation({ project_id: '0193a4b2-0000-7000-8000-0000000000a2', project_name: 'Second', event: null });
    const { requests, events } = renderInvitations({ pending: [invitation(), other] });
    const region = await screen.findByRole('region', { name: 'Invitations to project teams' });
    const first = within(region).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('Casey Creator added you to PaperPilot (Winter Hackathon).');
    const accept = within(first).getByRole('button', { name: 'Accept' });
    expect(accept).toHaveAccessibleDescription('Casey Creator added you to PaperPilot (Winter Hackathon).');
    accept.focus();
    await events.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByText(/PaperPilot/)).not.toBeInTheDocument());
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.path).toBe('/api/projects/0193a4b2-0000-7000-8000-0000000000a1/membership');
    expect(JSON.parse(String(post.init.body))).toEqual({ accept: true });
    expect(region).toHaveFocus();
    expect(screen.getByText(/added you to/)).toHaveTextContent('Casey Creator added you to Second.');
  });

  it('declines with accept: false', async () => {
    const { requests, events } = renderInvitations({ pending: [invitation()] });
    await events.click(await screen.findByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('region')).not.toBeInTheDocument());
    const post = requests.find((request) => request.method === 'POST')!;
    expect(JSON.parse(String(post.init.body))).toEqual({ accept: false });
  });
});
