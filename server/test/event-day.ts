import type {
  SetRegistrationStatusResponse,
  MyRegistrationResponse,
  RegistrationsResponse,
} from '@hearth/contract/registrations';
import { authHeader, readOutbox, type TestApp } from './helpers.ts';
import { makeEvent, makeUser } from './factories.ts';

/**
 * The fixture of the event-day tests (capacity and waitlist, one-step RSVP, reminders, messages to
 * guests) on the app `t`: people with a session, a hosted event, the API calls those tests repeat,
 * and the mail each address got. `t` is read when a helper runs, so it may be a `suiteApp()`.
 */
export function eventDay(t: TestApp) {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, auth?: object, payload?: unknown) =>
    t.app.inject({ method, url, headers: { ...auth }, ...(payload === undefined ? {} : { payload: payload as object }) });

  async function person(overrides: Parameters<typeof makeUser>[1] = {}) {
    const user = await makeUser(t.app.db, overrides);
    return { user, email: user.email!, auth: await authHeader(t.app, user.id) };
  }

  return {
    call,
    person,

    /** `count` new people, made at once. */
    people: (count: number) => Promise.all(Array.from({ length: count }, () => person())),

    async hostedEvent(overrides: Parameters<typeof makeEvent>[1] = {}) {
      const host = await person();
      const event = await makeEvent(t.app.db, { requireDefaultQuestions: false, ...overrides }, { hosts: [host.user.id] });
      return { event, host };
    },

    async registerGuest(guest: Person, event: { id: string }) {
      const response = await call('POST', '/api/application/new', guest.auth, { event_id: event.id });
      if (response.statusCode !== 200) throw new Error(`request failed: ${response.body}`);
    },

    async setStatus(host: Person, event: { id: string }, guest: Person, status: string) {
      const query = `event_id=${event.id}&user_id=${guest.user.id}&new_status=${status}`;
      const response = await call('POST', `/api/application/status?${query}`, host.auth);
      if (response.statusCode !== 200) throw new Error(`status failed: ${response.body}`);
      return response.json<SetRegistrationStatusResponse>();
    },

    cancel: (guest: Person, event: { id: string }) => call('POST', '/api/application/remove', guest.auth, { event_id: event.id }),

    async applications(host: Person, event: { slug: string }) {
      return (await call('GET', `/api/event/${event.slug}/applications`, host.auth)).json<RegistrationsResponse>();
    },

    async myRegistration(guest: Person, event: { slug: string }) {
      return (await call('GET', `/api/event/${event.slug}/my-registration`, guest.auth)).json<MyRegistrationResponse>()
        .registration;
    },

    /** Every message sent so far to the address (due e-mail jobs run first), newest first, readable. */
    async mailsTo(email: string): Promise<string[]> {
      return (await readOutbox(t)).map(readable).filter((mail) => mail.includes(`To: ${email}`));
    },
  };
}

export type Person = { user: Awaited<ReturnType<typeof makeUser>>; email: string; auth: { authorization: string } };

/** The body of `POST /api/event/update` that keeps the event as it is but for `fields`. */
export const eventUpdate = (event: { id: string; slug: string; name: string; startsAt: Date }, fields: object = {}) => ({
  id: event.id,
  name: event.name,
  slug: event.slug,
  timestamp: event.startsAt.getTime(),
  access: 'public',
  requireDefaultQuestions: false,
  ...fields,
});

/** A raw message as readable text: quoted-printable undone, folded headers joined. */
export const readable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r?\n[ \t]+/g, ' ');

export const subjectOf = (mail: string) => /^Subject: (.*)$/m.exec(mail)?.[1] ?? '';
