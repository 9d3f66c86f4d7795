import type {
  SetRegistrationStatusResponse,
  MyRegistrationResponse,
  RegistrationsResponse,
} from '@hearth/contract/registrations';
import { authHeader, readOutbox, type TestApp } from './helpers.ts';
import { makeEvent, makeUser } from './factories.ts';

/**
 * Helpers of the event-day tests (capacity and waitlist, reminders, messages to guests): people with
 * a session, a hosted event, the API calls those tests repeat, and the outbox read as plain text.
 */
export type Person = Awaited<ReturnType<typeof person>>;

export async function person(t: TestApp, overrides: Parameters<typeof makeUser>[1] = {}) {
  const user = await makeUser(t.app.db, overrides);
  return { user, email: user.email!, auth: await authHeader(t.app, user.id) };
}

export async function hostedEvent(t: TestApp, overrides: Parameters<typeof makeEvent>[1] = {}) {
  const host = await person(t);
  const event = await makeEvent(t.app.db, { requireDefaultQuestions: false, ...overrides }, { hosts: [host.user.id] });
  return { event, host };
}

export const call = (t: TestApp, method: 'GET' | 'POST' | 'DELETE', url: string, auth?: object, payload?: unknown) =>
  t.app.inject({ method, url, headers: { ...auth }, ...(payload === undefined ? {} : { payload: payload as object }) });

export async function registerGuest(t: TestApp, guest: Person, event: { id: string }) {
  const response = await call(t, 'POST', '/api/application/new', guest.auth, { event_id: event.id });
  if (response.statusCode !== 200) throw new Error(`request failed: ${response.body}`);
}

export async function setStatus(t: TestApp, host: Person, event: { id: string }, guest: Person, status: string) {
  const response = await call(
    t,
    'POST',
    `/api/application/status?event_id=${event.id}&user_id=${guest.user.id}&new_status=${status}`,
    host.auth,
  );
  if (response.statusCode !== 200) throw new Error(`status failed: ${response.body}`);
  return response.json<SetRegistrationStatusResponse>();
}

export const cancel = (t: TestApp, guest: Person, event: { id: string }) =>
  call(t, 'POST', '/api/application/remove', guest.auth, { event_id: event.id });

export async function applications(t: TestApp, host: Person, event: { slug: string }) {
  return (await call(t, 'GET', `/api/event/${event.slug}/applications`, host.auth)).json<RegistrationsResponse>();
}

export async function myRegistration(t: TestApp, guest: Person, event: { slug: string }) {
  return (await call(t, 'GET', `/api/event/${event.slug}/my-registration`, guest.auth)).json<MyRegistrationResponse>()
    .registration;
}

/** A raw message as readable text: quoted-printable undone, folded headers joined. */
export const readable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r?\n[ \t]+/g, ' ');

/** Every message sent so far to the address (due e-mail jobs run first), newest first, readable. */
export async function mailsTo(t: TestApp, email: string): Promise<string[]> {
  return (await readOutbox(t)).map(readable).filter((mail) => mail.includes(`To: ${email}`));
}

export const subjectOf = (mail: string) => /^Subject: (.*)$/m.exec(mail)?.[1] ?? '';
