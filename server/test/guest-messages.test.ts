import { describe, expect, it } from 'vitest';
import { MESSAGES_PER_HOUR } from '@hearth/contract/guest-messages';
import { eventMessages } from '../src/db/schema.ts';
import { readOutbox, suiteApp } from './helpers.ts';
import { makeApiKey, makeRegistration } from './factories.ts';
import { eventDay, subjectOf, type Person } from './event-day.ts';

const t = suiteApp();
const day = eventDay(t);

const message = { audience: 'approved', subject: 'Doors open at 6', message: 'Bring your laptop.\nSee you soon!' };

/** An event with two approved guests, one waitlisted and one pending. */
async function eventWithGuests() {
  const { event, host } = await day.hostedEvent();
  const guestWith = async (status: 'approved' | 'waitlisted' | 'pending') => {
    const guest = await day.person();
    await makeRegistration(t.app.db, { eventId: event.id, userId: guest.user.id, status });
    return guest;
  };
  const approved = [await guestWith('approved'), await guestWith('approved')];
  const waitlisted = [await guestWith('waitlisted')];
  const pending = [await guestWith('pending')];
  return { event, host, approved, waitlisted, pending };
}

const send = (slug: string, auth: object | undefined, body: unknown) =>
  day.call('POST', `/api/event/${slug}/messages`, auth, body);
const recipients = (slug: string, auth: object | undefined, audience: string) =>
  day.call('GET', `/api/event/${slug}/messages/recipients?audience=${audience}`, auth);
const messagesTo = async (guest: Person, subject: string) =>
  (await day.mailsTo(guest.email)).filter((mail) => subjectOf(mail).endsWith(`: ${subject}`));

describe('Message guests', () => {
  it('counts the recipients of each audience before sending', async () => {
    const { event, host } = await eventWithGuests();
    expect((await recipients(event.slug, host.auth, 'approved')).json()).toEqual({ audience: 'approved', recipients: 2 });
    expect((await recipients(event.slug, host.auth, 'waitlisted')).json()).toEqual({ audience: 'waitlisted', recipients: 1 });
  });

  it('lets a host e-mail every approved guest, one queued e-mail each, and records the message', async () => {
    const { event, host, approved, waitlisted, pending } = await eventWithGuests();
    const response = await send(event.slug, host.auth, message);
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ audience: 'approved', recipients: 2 });
    for (const guest of approved) {
      const [mail, ...more] = await messagesTo(guest, message.subject);
      expect(more).toEqual([]);
      expect(subjectOf(mail!)).toBe(`${event.name}: Doors open at 6`);
      expect(mail).toContain('Bring your laptop.');
      expect(mail).toContain(`The hosts of ${event.name}`);
      expect(mail).toContain(`http://hearth.test/events/${event.slug}`);
    }
    for (const guest of [...waitlisted, ...pending]) expect(await messagesTo(guest, message.subject)).toEqual([]);
    const rows = await t.app.db.select().from(eventMessages);
    expect(rows.find((row) => row.id === response.json().id)).toMatchObject({
      sentBy: host.user.id,
      audience: 'approved',
      recipientCount: 2,
    });
  });

  it('writes to the waitlist only when asked, and escapes the message in HTML', async () => {
    const { event, host, approved, waitlisted } = await eventWithGuests();
    const body = { audience: 'waitlisted', subject: 'Still hoping', message: '<b>A place</b> may free up & we will tell you.' };
    expect((await send(event.slug, host.auth, body)).json().recipients).toBe(1);
    const [mail] = await messagesTo(waitlisted[0]!, 'Still hoping');
    expect(mail).toContain('&lt;b&gt;A place&lt;/b&gt; may free up &amp; we will tell you.');
    expect(mail).not.toContain('<b>A place</b> may free up & we will tell you.</p>');
    expect(await messagesTo(approved[0]!, 'Still hoping')).toEqual([]);
  });

  it('lets site admins and admin API keys send', async () => {
    const { event, approved } = await eventWithGuests();
    const admin = await day.person({ role: 'admin' });
    const byAdmin = await send(event.slug, admin.auth, { ...message, subject: 'From the admin' });
    expect(byAdmin.statusCode).toBe(202);
    const { key } = await makeApiKey(t.app.db, { createdBy: admin.user.id });
    const byKey = await send(event.slug, { authorization: `Bearer ${key}` }, { ...message, subject: 'From a script' });
    expect(byKey.statusCode).toBe(202);
    expect(await messagesTo(approved[0]!, 'From a script')).toHaveLength(1);
  });

  it('refuses guests, other users and other events’ hosts (403), strangers (401) and unknown events (404)', async () => {
    const { event, approved } = await eventWithGuests();
    const other = await day.hostedEvent();
    const stranger = await day.person();
    for (const auth of [approved[0]!.auth, stranger.auth, other.host.auth]) {
      expect((await send(event.slug, auth, message)).statusCode).toBe(403);
      expect((await recipients(event.slug, auth, 'approved')).statusCode).toBe(403);
    }
    expect((await send(event.slug, undefined, message)).statusCode).toBe(401);
    expect((await recipients(event.slug, undefined, 'approved')).statusCode).toBe(401);
    expect((await send('no-such-event', other.host.auth, message)).statusCode).toBe(404);
    expect(await messagesTo(approved[1]!, message.subject)).toEqual([]);
  });

  it.each([
    ['no subject', { ...message, subject: '  ' }, 'Please add a subject.'],
    ['no message', { ...message, message: '' }, 'Please write a message.'],
    ['a subject over 200 characters', { ...message, subject: 'x'.repeat(201) }, 'The subject can be at most 200 characters.'],
    [
      'a message over 10,000 characters',
      { ...message, message: 'x'.repeat(10_001) },
      'The message can be at most 10,000 characters.',
    ],
    ['an unknown audience', { ...message, audience: 'everyone' }, undefined],
  ])('refuses %s (400)', async (_case, body, text) => {
    const { event, host } = await eventWithGuests();
    const response = await send(event.slug, host.auth, body);
    expect(response.statusCode).toBe(400);
    if (text) expect(response.json().message).toContain(text);
    expect((await recipients(event.slug, host.auth, 'nobody')).statusCode).toBe(400);
  });

  it('refuses a message nobody would get (400)', async () => {
    const { event, host } = await day.hostedEvent();
    const response = await send(event.slug, host.auth, message);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('There are no guests to send this message to.');
  });

  it(`allows ${MESSAGES_PER_HOUR} messages per event an hour, then answers 429 with Retry-After`, async () => {
    const { event, host } = await eventWithGuests();
    const before = (await readOutbox(t)).length;
    for (let i = 0; i < MESSAGES_PER_HOUR; i++) {
      expect((await send(event.slug, host.auth, { ...message, subject: `Update ${i}` })).statusCode).toBe(202);
    }
    const refused = await send(event.slug, host.auth, { ...message, subject: 'One too many' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      `You can message this event's guests at most ${MESSAGES_PER_HOUR} times an hour. Please try again later.`,
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await readOutbox(t)).length - before).toBe(MESSAGES_PER_HOUR * 2);
    // Another event's hosts are not held back.
    const other = await eventWithGuests();
    expect((await send(other.event.slug, other.host.auth, message)).statusCode).toBe(202);
  });
});
