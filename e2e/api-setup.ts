import { type APIRequestContext } from '@playwright/test';
import { ADMIN_EMAIL, apiToken, expect, uniqueEmail } from './fixtures.ts';

/**
 * Test data made through the API, as the app's own clients make it: people with complete profiles,
 * their requests to attend, and events an admin creates (with a host when the story needs one).
 */

export const DAY = 24 * 60 * 60 * 1000;

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** POSTs `data` as the user behind `token`, expects success (naming the answer if not) and returns the answer's JSON. */
export async function apiPost(request: APIRequestContext, token: string, url: string, data: unknown) {
  const response = await request.post(url, { headers: bearer(token), data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** A LinkedIn address made from a person's name. */
export const linkedInFor = (name: string) => `https://www.linkedin.com/in/${name.replace(/\W+/g, '-')}`;

/** A guest with a complete profile (“… builds agents” unless `headline` says otherwise), signed in through the API. */
export async function apiGuest(request: APIRequestContext, name: string, headline = `${name} builds agents`) {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const token = await apiToken(request, email);
  const user = await apiPost(request, token, '/api/user/update', { name, headline, linkedInURL: linkedInFor(name) });
  return { email, name, token, id: user.id as string };
}

/** The user behind `token` asks to attend the event `slug` (with answers to its questions, if any). */
export async function requestToAttend(
  request: APIRequestContext,
  token: string,
  registration: { slug: string; answers?: string[]; questions?: string[] },
) {
  await apiPost(request, token, '/api/application/new', registration);
}

/** The user behind `token` asks to attend the event and a site admin approves them (a project needs an approved event). */
export async function approvedFor(request: APIRequestContext, token: string, event: { id: string; slug: string }) {
  await requestToAttend(request, token, { slug: event.slug });
  const adminToken = await apiToken(request, ADMIN_EMAIL);
  const user = await (await request.get('/api/user', { headers: bearer(token) })).json();
  const approved = await request.post('/api/application/status', {
    headers: bearer(adminToken),
    params: { event_id: event.id, user_id: user.id as string, new_status: 'approved' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
}

/** A public event `days` from now, with a unique slug, asking only `extra.questions` (none unless given). */
export const publicEventInput = (name: string, slugPrefix: string, days: number, extra: object = {}) => ({
  name,
  slug: `${slugPrefix}-${Date.now().toString(36)}`,
  timestamp: Date.now() + days * DAY,
  access: 'public',
  requireDefaultQuestions: false,
  questions: [],
  ...extra,
});

/** An event the site admin creates from `input`; `adminToken` for changing it later. */
export async function adminEvent(request: APIRequestContext, input: object) {
  const adminToken = await apiToken(request, ADMIN_EMAIL);
  const event = await apiPost(request, adminToken, '/api/event/new', input);
  return { event, adminToken };
}

/**
 * An event the site admin creates from `input`, with a new user as its host (event admin).
 * `save(changes)` updates the event the same way, keeping the host.
 */
export async function hostedEvent(request: APIRequestContext, input: object) {
  const { event, adminToken } = await adminEvent(request, input);
  const hostEmail = uniqueEmail('host');
  const hostToken = await apiToken(request, hostEmail);
  const host = await (await request.get('/api/user', { headers: bearer(hostToken) })).json();
  const save = async (changes: object = {}) => {
    await apiPost(request, adminToken, '/api/event/update', {
      ...input,
      slug: event.slug,
      id: event.id,
      event_admins: [host.id],
      ...changes,
    });
  };
  await save();
  return { event, adminToken, hostEmail, hostToken, save };
}
