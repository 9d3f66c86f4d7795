import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ApplicantProfile as Profile } from '@hearth/contract/registrations';
import { decisionKeys, type Registration } from '../api.ts';
import { ApplicantProfile } from './applicant-profile.tsx';

afterEach(() => vi.restoreAllMocks());

const item: Registration = {
  userId: 'u1',
  name: 'Zoë Park',
  email: 'zoe@example.com',
  headline: 'ML @ Acme',
  photoURL: null,
  linkedInURL: 'https://www.linkedin.com/in/zoe',
  twitterURL: 'https://x.com/zoe',
  githubURL: 'https://github.com/zoe',
  request: { status: 'pending', questions: ['Team name*'], answers: ['Rockets'] },
  created_at: '2026-01-01T00:00:00.000Z',
  waitlisted_at: null,
  checked_in_at: null,
};

const gh = (name: string, stars: number, is_ai: boolean) => ({
  name,
  url: `https://github.com/${name}`,
  description: '',
  stars,
  is_ai,
});

const profile: Profile = {
  user: {
    id: 'u1',
    name: 'Zoë Park',
    headline: 'ML @ Acme',
    email: 'zoe@example.com',
    photoURL: null,
    linkedInURL: item.linkedInURL,
    githubURL: item.githubURL,
    twitterURL: item.twitterURL,
    role: 'user',
    ai_project: null,
    experiences: [
      { title: 'Engineer', company: 'Acme', company_id: null, description: 'x'.repeat(250), is_ai: false },
      { title: 'Intern', company: 'Beta', company_id: null, description: '', is_ai: false },
    ],
    education: [{ school: 'Stanford', degree_name: 'MS', description: 'y'.repeat(201) }],
    github_projects: [
      gh('zoe/a', 10, true),
      gh('zoe/b', 500, true),
      gh('zoe/c', 99, false),
      gh('zoe/d', 70, true),
      gh('zoe/e', 5, true),
    ],
    events: [],
  },
  events: [
    {
      id: 'e1',
      event_id: 'e1',
      slug: 'demo-night',
      name: 'Demo Night',
      timestamp: Date.UTC(2026, 4, 1, 19),
      access: 'public',
      status: 'approved',
      role: 'guest',
    },
  ],
  projects: [],
  request: item.request,
  registration_counts: { approved: 1, pending: 2, declined: 0, waitlisted: 0 },
};

function renderProfile(onClose = vi.fn(), shown: { profile?: typeof profile; eventQuestions?: string[] } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(decisionKeys.applicant('demo', item.email!), shown.profile ?? profile);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ApplicantProfile slug="demo" item={item} onClose={onClose} eventQuestions={shown.eventQuestions} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onClose;
}

describe('ApplicantProfile (docs/product/registrations.md#applicant-profile)', () => {
  it('lists the event’s questions as unanswered for a guest who answered none, and says so only when it asked none', () => {
    const unanswered = { ...profile, request: { ...profile.request, questions: [], answers: [] } };
    renderProfile(vi.fn(), { profile: unanswered, eventQuestions: ['Team name*'] });
    expect(screen.getByText('Team name*')).toBeInTheDocument();
    expect(screen.getByText('—')).toBeInTheDocument();
    expect(screen.queryByText('This event asked no questions.')).toBeNull();
  });

  it('says the event asked no questions when it asked none', () => {
    renderProfile(vi.fn(), { profile: { ...profile, request: { ...profile.request, questions: [], answers: [] } } });
    expect(screen.getByText('This event asked no questions.')).toBeInTheDocument();
  });

  it('shows details, counts, answers, events, and highlights with the AI-only rules', () => {
    renderProfile();
    expect(screen.getByRole('heading', { name: 'Zoë Park' })).toBeInTheDocument();
    expect(screen.getByText('zoe@example.com')).toBeInTheDocument();
    expect(screen.getByText('Team name*')).toBeInTheDocument();
    expect(screen.getByText('Rockets')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Demo Night' })).toHaveAttribute('href', '/events/demo-night');

    const chips = within(screen.getByRole('list', { name: 'Top AI GitHub projects' })).getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual(['zoe/b★ 500', 'zoe/d★ 70', 'zoe/a★ 10']);

    // Nothing in the experience is marked AI: its filter starts off and everything shows, cut at 200.
    expect(screen.getByRole('checkbox', { name: /^Experience:\s*AI only$/ })).not.toBeChecked();
    expect(screen.getByText(`${'x'.repeat(200)}...`)).toBeInTheDocument();
    expect(screen.getByText(`${'y'.repeat(200)}...`)).toBeInTheDocument();
    // Some GitHub projects are AI: that filter starts on and hides zoe/c.
    expect(screen.getByRole('checkbox', { name: /^GitHub projects:\s*AI only$/ })).toBeChecked();
    expect(screen.queryByRole('link', { name: /zoe\/c/ })).toBeNull();
  });

  it('opens LinkedIn, GitHub and Twitter with shift+1/2/3 and closes on Esc', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    const onClose = renderProfile();
    await user.keyboard('{Shift>}1{/Shift}');
    await user.keyboard('{Shift>}2{/Shift}');
    await user.keyboard('{Shift>}3{/Shift}');
    expect(open.mock.calls.map((call) => call[0])).toEqual([item.linkedInURL, item.githubURL, item.twitterURL]);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
