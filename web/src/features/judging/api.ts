import { queryOptions } from '@tanstack/react-query';
import type {
  AllScores,
  Assignments,
  JudgeTrackBody,
  JudgingResults,
  JudgingSetup,
  JudgingSetupBody,
  OwnScore,
  PublishBody,
  ScoreBody,
} from '@hearth/contract/judging';
import { api } from '../../lib/api-client.ts';

const base = (slug: string) => `/event/${encodeURIComponent(slug)}/judging`;

/** Query keys: everything of one event's judging is under `judgingKeys.event(slug)`, so a change refetches it all. */
export const judgingKeys = {
  event: (slug: string) => ['judging', slug] as const,
  setup: (slug: string) => ['judging', slug, 'setup'] as const,
  assignments: (slug: string) => ['judging', slug, 'assignments'] as const,
  results: (slug: string) => ['judging', slug, 'results'] as const,
};

/** docs/product/judging.md#set-up `GET /event/{slug}/judging`. */
export const judgingQuery = (slug: string) =>
  queryOptions({
    queryKey: judgingKeys.setup(slug),
    queryFn: ({ signal }) => api<JudgingSetup>(base(slug), { signal }),
    retry: false,
  });

/** docs/product/judging.md#scoring `GET /event/{slug}/judging/assignments` (judges). */
export const assignmentsQuery = (slug: string) =>
  queryOptions({
    queryKey: judgingKeys.assignments(slug),
    queryFn: ({ signal }) => api<Assignments>(`${base(slug)}/assignments`, { signal }),
  });

/** docs/product/judging.md#results-and-publishing `GET /event/{slug}/judging/results`. */
export const resultsQuery = (slug: string) =>
  queryOptions({
    queryKey: judgingKeys.results(slug),
    queryFn: ({ signal }) => api<JudgingResults>(`${base(slug)}/results`, { signal }),
  });

export const saveJudging = (slug: string, body: JudgingSetupBody) => api<JudgingSetup>(base(slug), { method: 'PUT', data: body });

export const setJudgeTrack = (slug: string, userId: string, body: JudgeTrackBody) =>
  api<JudgingSetup>(`${base(slug)}/judges/${encodeURIComponent(userId)}`, { method: 'PATCH', data: body });

export const removeJudge = (slug: string, userId: string) =>
  api<void>(`${base(slug)}/judges/${encodeURIComponent(userId)}`, { method: 'DELETE' });

export const saveScore = (slug: string, projectId: string, body: ScoreBody) =>
  api<OwnScore>(`${base(slug)}/scores/${encodeURIComponent(projectId)}`, { method: 'PUT', data: body });

export const fetchAllScores = (slug: string) => api<AllScores>(`${base(slug)}/scores`);

export const publishResults = (slug: string, body: PublishBody) =>
  api<JudgingResults>(`${base(slug)}/publish`, { method: 'POST', data: body });

/** Invites addresses as judges, the co-host invitation with role `judge` (docs/product/judging.md#judges). */
export const inviteJudges = (slug: string, emails: string[]) =>
  api<unknown>(`/event/${encodeURIComponent(slug)}/invite-users`, { method: 'POST', data: { emails, role: 'judge' } });
