import { z } from 'zod';
import { BulkDecisionBodySchema, DecisionStatusSchema, RegistrationsFilterSchema } from '@hearth/contract/decisions';
import { CheckInBodySchema } from '@hearth/contract/check-in';
import { InviteUsersBodySchema } from '@hearth/contract/invites';
import { SearchPromptSchema } from '@hearth/contract/search';
import { slugParams } from '../docs/schemas.ts';

/** The API call a tool makes, as the key that called the tool. */
export type ApiCall = { method: 'GET' | 'POST'; url: string; payload?: object };

// The answers the summaries read: loose on purpose, the API's schemas are the truth.
type Answer = { [key: string]: unknown };

export type McpTool<Shape extends z.ZodRawShape> = {
  name: string;
  description: string;
  input: z.ZodObject<Shape>;
  call: (args: z.output<z.ZodObject<Shape>>) => ApiCall;
  /** One or two sentences a model reads before the JSON. */
  summarize: (answer: unknown) => string;
};

const tool = <Shape extends z.ZodRawShape>(definition: McpTool<Shape>) => definition;

const slug = slugParams.shape.slug.describe("The event's slug, as in its URL /events/{slug} (list_events shows them).");
const path = (value: string) => encodeURIComponent(value);
const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * docs/product/admin-and-api-keys.md#mcp: each tool is one call of the API, with the contract's
 * schema for its input, made with the caller's own key (so its scopes and its admin's rights hold).
 */
export const mcpTools = [
  tool({
    name: 'list_events',
    description:
      'List the events this key can see, soonest first, with their slug, name, start time (ms since 1970 in `timestamp`), type, access, capacity and whether approval is required. Use the slug with the other tools.',
    input: z.object({}),
    call: () => ({ method: 'GET', url: '/api/events' }),
    summarize: (answer) => `${plural(count(answer), 'event')}.`,
  }),
  tool({
    name: 'get_event',
    description: 'Get one event by slug: description, time, location, capacity, questions asked of guests, hosts and partners.',
    input: z.object({ slug }),
    call: ({ slug }) => ({ method: 'GET', url: `/api/event/${path(slug)}` }),
    summarize: (answer) => {
      const event = (answer as Answer).event as Answer | undefined;
      return event ? `Event “${String(event.name)}” (${String(event.slug)}).` : 'The event.';
    },
  }),
  tool({
    name: 'list_registrations',
    description:
      "List an event's requests to attend with counts: pending, reviewed (approved and declined) and waitlisted, each with the person's user id, name, e-mail, headline, links and answers. Optionally only one status. Hosts and site admins only.",
    input: z.object({ slug, status: RegistrationsFilterSchema.shape.status.describe('Only requests with this status.') }),
    call: ({ slug, status }) => ({
      method: 'GET',
      url: `/api/event/${path(slug)}/applications${status ? `?status=${status}` : ''}`,
    }),
    summarize: (answer) => {
      const a = answer as Answer;
      return `${plural(Number(a.request_count ?? 0), 'request')}: ${String(a.pending_count)} pending, ${String(a.approved_count)} approved, ${String(a.declined_count)} declined, ${String(a.waitlisted_count)} waitlisted.`;
    },
  }),
  tool({
    name: 'decide_registrations',
    description:
      "Approve, decline, waitlist or reset to pending some requests to attend an event, by user id (from list_registrations). Works like the host's manager: approving beyond the capacity waitlists, a place freed goes to the waitlist, and the decision can be undone (decide again) until the grace period in `grace_seconds` ends, only then are guests e-mailed.",
    input: z.object({
      slug,
      user_ids: BulkDecisionBodySchema.shape.user_ids.describe('The user ids of the people to decide on.'),
      status: DecisionStatusSchema.describe('The new status.'),
    }),
    call: ({ slug, user_ids, status }) => ({
      method: 'POST',
      url: `/api/event/${path(slug)}/applications/status`,
      payload: { user_ids, new_status: status },
    }),
    summarize: (answer) => {
      const a = answer as Answer;
      return `${plural(count(a.changed), 'registration')} changed, ${String(a.unchanged)} unchanged; ${String(a.emailed)} will be e-mailed after ${String(a.grace_seconds)} s unless undone.`;
    },
  }),
  tool({
    name: 'invite',
    description:
      'Invite people to an event by e-mail, as guests (the default) or as co-hosts (`role: event_admin`), with an optional note. The same caps as the website apply: too many e-mails in an hour or a day are refused whole. Addresses invited in the last day are skipped.',
    input: z.object({
      slug,
      emails: InviteUsersBodySchema.shape.emails.describe('The e-mail addresses to invite.'),
      role: InviteUsersBodySchema.shape.role.describe('`guest` (default) or `event_admin` (co-host).'),
      message: InviteUsersBodySchema.shape.message.describe('A note e-mailed with the invitation.'),
    }),
    call: ({ slug, emails, role, message }) => ({
      method: 'POST',
      url: `/api/event/${path(slug)}/invite-users`,
      payload: { emails, role, message },
    }),
    summarize: (answer) => {
      const a = answer as Answer;
      return `${plural(count(a.invited), 'invitation')} sent, ${count(a.skipped)} skipped.`;
    },
  }),
  tool({
    name: 'check_in',
    description:
      'Check a guest in at the door by their ticket code (or the scanned QR payload). Only approved guests can be checked in, once.',
    input: z.object({ slug, code: CheckInBodySchema.shape.code.describe('The ticket code or QR payload.') }),
    call: ({ slug, code }) => ({ method: 'POST', url: `/api/event/${path(slug)}/check-in`, payload: { code } }),
    summarize: (answer) => {
      const guest = (answer as Answer).guest as Answer | undefined;
      return `Checked in ${String(guest?.name ?? 'the guest')}.`;
    },
  }),
  tool({
    name: 'search_talents',
    description:
      'Search the talent database in plain words (skills, roles, companies, places), e.g. "Rust engineers who shipped an LLM inference server". Answers the best matches with why each matched. Needs the search scope.',
    input: z.object({ prompt: SearchPromptSchema.shape.prompt.describe('What to look for, in plain words.') }),
    call: ({ prompt }) => ({ method: 'POST', url: '/api/query/new', payload: { prompt } }),
    summarize: (answer) =>
      `${plural(count((answer as Answer).list), 'talent')} on the first page; search session ${String((answer as Answer).id)}.`,
  }),
  tool({
    name: 'search_companies',
    description: 'Search companies in plain words, e.g. "Seed-stage developer tools startups in Berlin". Needs the search scope.',
    input: z.object({ prompt: SearchPromptSchema.shape.prompt.describe('What to look for, in plain words.') }),
    call: ({ prompt }) => ({ method: 'POST', url: '/api/company/query', payload: { prompt } }),
    summarize: (answer) =>
      `${plural(count((answer as Answer).list), 'company', 'companies')} on the first page; search session ${String((answer as Answer).id)}.`,
  }),
  tool({
    name: 'get_talent',
    description:
      "Get one talent's full profile by id (from search_talents): experience, education, projects and links. Needs the search scope.",
    input: z.object({ id: z.string().uuid('Talent not found.').describe('The talent id.') }),
    call: ({ id }) => ({ method: 'GET', url: `/api/user/id/${path(id)}` }),
    summarize: (answer) => {
      const talent = ((answer as Answer).response as Answer | undefined)?.user as Answer | undefined;
      return talent?.name ? `Talent ${String(talent.name)}.` : 'The talent.';
    },
  }),
];
