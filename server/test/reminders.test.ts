import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import { events, registrations } from '../src/db/schema.ts';
import { JOB_SCHEMA } from '../src/jobs/queue.ts';
import { when } from '../src/events/index.ts';
import { sendStartChangeNotice } from '../src/reminders/notice.ts';
import { sendReminders } from '../src/reminders/send.ts';
import { scheduleUpcomingReminders, type ReminderJob } from '../src/reminders/schedule.ts';
import { suiteApp } from './helpers.ts';
import { makeEvent, makeRegistration } from './factories.ts';
import { eventDay, subjectOf, type Person } from './event-day.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

const t = suiteApp();
const day = eventDay(t);

type ReminderRow = { data: ReminderJob; start_after: Date | string; singleton_key: string; state: string };
const reminderJobs = async (eventId: string) =>
  (
    await t.app.database.executeSql(
      `SELECT data, start_after, singleton_key, state::text AS state FROM ${JOB_SCHEMA}.job
       WHERE name = 'reminders' AND data->>'eventId' = $1 ORDER BY created_on`,
      [eventId],
    )
  ).rows as ReminderRow[];

/** Runs every due reminder job, then the e-mails they queued. */
const runReminders = () => t.app.jobs.runDue(['reminders']);
const remindersTo = async (guest: Person) =>
  (await day.mailsTo(guest.email)).filter((mail) => subjectOf(mail).startsWith('Reminder: '));

async function createEvent(startsAt: Date, extra: object = {}) {
  const { auth } = await day.person({ role: 'admin' });
  const response = await day.call('POST', '/api/event/new', auth, {
    name: `Launch ${Math.random().toString(36).slice(2, 8)}`,
    slug: `launch-${Math.random().toString(36).slice(2, 8)}`,
    timestamp: startsAt.getTime(),
    location: 'Pier 70, San Francisco',
    requireDefaultQuestions: false,
    ...extra,
  });
  expect(response.statusCode).toBe(200);
  const [row] = await t.app.db.select().from(events).where(eq(events.id, response.json().id));
  return { event: row!, auth };
}

/** A guest with a registration of this status, approved (or not) at `approvedAt`. */
async function guestOf(eventId: string, status: 'approved' | 'pending' | 'declined' | 'waitlisted', approvedAt?: Date) {
  const guest = await day.person();
  await makeRegistration(t.app.db, { eventId, userId: guest.user.id, status, approvedAt: approvedAt ?? null });
  return guest;
}

describe('Scheduling', () => {
  it('queues one reminder job per event, due 24 hours before the start', async () => {
    const startsAt = new Date(Date.now() + 7 * DAY);
    const { event } = await createEvent(startsAt);
    const [job, ...others] = await reminderJobs(event.id);
    expect(others).toEqual([]);
    expect(job!.data).toEqual({ eventId: event.id, startsAt: startsAt.toISOString() });
    expect(new Date(job!.start_after).getTime()).toBe(startsAt.getTime() - DAY);
    // Not due yet: nothing runs.
    expect(await runReminders()).toBe(0);
  });

  it('reschedules when the start moves, and the job of the old start sends nothing', async () => {
    const { event, auth } = await createEvent(new Date(Date.now() + 20 * HOUR));
    const guest = await guestOf(event.id, 'approved', new Date(Date.now() - 2 * DAY));
    const later = new Date(Date.now() + 9 * DAY);
    const moved = await day.call('POST', '/api/event/update', auth, {
      id: event.id,
      name: event.name,
      slug: event.slug,
      timestamp: later.getTime(),
      requireDefaultQuestions: false,
    });
    expect(moved.statusCode).toBe(200);
    const jobs = await reminderJobs(event.id);
    expect(jobs.map((job) => job.data.startsAt)).toEqual([event.startsAt.toISOString(), later.toISOString()]);
    expect(new Date(jobs[1]!.start_after).getTime()).toBe(later.getTime() - DAY);
    await runReminders();
    expect(await remindersTo(guest)).toEqual([]);
    // Saving again without moving the start adds no job.
    await day.call('POST', '/api/event/update', auth, {
      id: event.id,
      name: `${event.name} (updated)`,
      slug: event.slug,
      timestamp: later.getTime(),
      requireDefaultQuestions: false,
    });
    expect(await reminderJobs(event.id)).toHaveLength(2);
  });

  it('queues reminders at start for upcoming events saved without them, once', async () => {
    const upcoming = await makeEvent(t.app.db, { startsAt: new Date(Date.now() + 3 * DAY) });
    const past = await makeEvent(t.app.db, { startsAt: new Date(Date.now() - DAY) });
    await scheduleUpcomingReminders(t.app.db, t.app.jobs, t.config.reminderLeadMinutes);
    await scheduleUpcomingReminders(t.app.db, t.app.jobs, t.config.reminderLeadMinutes);
    expect(await reminderJobs(upcoming.id)).toHaveLength(1);
    expect(await reminderJobs(past.id)).toEqual([]);
  });
});

describe('Sending', () => {
  it('e-mails every approved guest once: time in the event’s time zone, location, ticket link and .ics', async () => {
    const startsAt = new Date(Date.now() + 20 * HOUR);
    const { event } = await createEvent(startsAt);
    const approved = [
      await guestOf(event.id, 'approved', new Date(Date.now() - 3 * DAY)),
      await guestOf(event.id, 'approved', new Date(Date.now() - 5 * HOUR)),
    ];
    const others = [
      await guestOf(event.id, 'pending'),
      await guestOf(event.id, 'declined'),
      await guestOf(event.id, 'waitlisted'),
    ];
    expect(await runReminders()).toBeGreaterThan(0);
    for (const guest of approved) {
      const [mail, ...more] = await remindersTo(guest);
      expect(more).toEqual([]);
      expect(subjectOf(mail!)).toMatch(new RegExp(`^Reminder: ${event.name}, \\w+ \\d+, \\d{4} at \\d+:\\d\\d [AP]M P[DS]T$`));
      expect(mail).toContain('Where: Pier 70, San Francisco');
      expect(mail).toContain(`Your ticket (show its QR code at check-in): http://hearth.test/events/${event.slug}`);
      expect(mail).toContain('text/calendar');
    }
    for (const guest of others) expect(await remindersTo(guest)).toEqual([]);
    // Running again sends nothing more.
    await t.app.jobs.enqueue(t.app.db, 'reminders', { eventId: event.id, startsAt: startsAt.toISOString() });
    await runReminders();
    for (const guest of approved) expect(await remindersTo(guest)).toHaveLength(1);
  });

  it('skips guests approved after the reminders were due (they just had the approval e-mail)', async () => {
    const { event } = await createEvent(new Date(Date.now() + 20 * HOUR));
    const early = await guestOf(event.id, 'approved', new Date(Date.now() - 2 * DAY));
    const late = await guestOf(event.id, 'approved', new Date(Date.now() - HOUR));
    await runReminders();
    expect(await remindersTo(early)).toHaveLength(1);
    expect(await remindersTo(late)).toEqual([]);
  });

  it('skips guests who cancelled before it was sent', async () => {
    const { event } = await day.hostedEvent({ startsAt: new Date(Date.now() + 7 * DAY) });
    const staying = await guestOf(event.id, 'approved', new Date(Date.now() - DAY));
    const leaving = await guestOf(event.id, 'approved', new Date(Date.now() - DAY));
    expect((await day.cancel(leaving, event)).statusCode).toBe(200);
    const job = { eventId: event.id, startsAt: event.startsAt.toISOString() };
    const due = new Date(event.startsAt.getTime() - HOUR);
    const sent = await sendReminders({
      db: t.app.db,
      jobs: t.app.jobs,
      job,
      appUrl: t.config.appUrl,
      leadMinutes: 24 * 60,
      now: due,
    });
    expect(sent).toBe(1);
    expect(await remindersTo(staying)).toHaveLength(1);
    expect(await remindersTo(leaving)).toEqual([]);
  });

  it('reminds each guest once per event, also after the start moved, and never after it started', async () => {
    const first = new Date(Date.now() + 20 * HOUR);
    const { event } = await createEvent(first);
    const guest = await guestOf(event.id, 'approved', new Date(Date.now() - 3 * DAY));
    await runReminders();
    expect(await remindersTo(guest)).toHaveLength(1);
    const second = new Date(first.getTime() + 7 * DAY);
    await t.app.db.update(events).set({ startsAt: second }).where(eq(events.id, event.id));
    const job = { eventId: event.id, startsAt: second.toISOString() };
    const settings = { db: t.app.db, jobs: t.app.jobs, appUrl: t.config.appUrl, leadMinutes: 24 * 60 };
    expect(await sendReminders({ ...settings, job, now: new Date(second.getTime() + HOUR) })).toBe(0);
    expect(await sendReminders({ ...settings, job, now: new Date(second.getTime() - HOUR) })).toBe(0);
    expect(await remindersTo(guest)).toHaveLength(1);
    const [row] = await t.app.db.select().from(registrations).where(eq(registrations.userId, guest.user.id));
    expect(row?.reminderSentFor?.toISOString()).toBe(first.toISOString());
  });

  it('sends each reminder once with two workers on one database', async () => {
    const { event } = await createEvent(new Date(Date.now() + 20 * HOUR));
    const guests = await Promise.all(
      Array.from({ length: 8 }, () => guestOf(event.id, 'approved', new Date(Date.now() - 2 * DAY))),
    );
    // A second app with its own job queue on the same database: two workers racing.
    const other = await buildApp({ ...t.config }, { database: t.app.database });
    await other.ready();
    try {
      const job = { eventId: event.id, startsAt: event.startsAt.toISOString() };
      const settings = { job, appUrl: t.config.appUrl, leadMinutes: 24 * 60 };
      await Promise.all([
        t.app.jobs.runDue(['reminders']),
        other.jobs.runDue(['reminders']),
        sendReminders({ ...settings, db: t.app.db, jobs: t.app.jobs }),
        sendReminders({ ...settings, db: other.db, jobs: other.jobs }),
      ]);
      const { rows } = (await t.app.database.executeSql(
        `SELECT data->>'to' AS "to" FROM ${JOB_SCHEMA}.job WHERE name = 'mail' AND data->>'subject' LIKE $1`,
        [`Reminder: ${event.name},%`],
      )) as { rows: { to: string }[] };
      expect(rows.map((row) => row.to).sort()).toEqual(guests.map((guest) => guest.email).sort());
      await Promise.all([t.app.jobs.runDue(['mail']), other.jobs.runDue(['mail'])]);
      for (const guest of guests) expect(await remindersTo(guest)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('When the start moves', () => {
  const noticesTo = async (guest: Person) =>
    (await day.mailsTo(guest.email)).filter((mail) => subjectOf(mail).startsWith('New time: '));
  const runAll = () => t.app.jobs.runDue(['reminders', 'start-change-notice']);
  const move = async (event: { id: string; slug: string; name: string }, auth: Record<string, string>, startsAt: Date) => {
    const response = await day.call('POST', '/api/event/update', auth, {
      id: event.id,
      name: event.name,
      slug: event.slug,
      timestamp: startsAt.getTime(),
      requireDefaultQuestions: false,
    });
    expect(response.statusCode).toBe(200);
    await runAll();
  };
  /** A day passes for the event's notices: the last one was sent 25 hours ago, and waiting notices are due. */
  const aDayLater = async (eventId: string) => {
    await t.app.db
      .update(events)
      .set({ startChangeNotifiedAt: new Date(Date.now() - 25 * HOUR) })
      .where(eq(events.id, eventId));
    await t.app.database.executeSql(
      `UPDATE ${JOB_SCHEMA}.job SET start_after = now() - interval '1 second'
       WHERE name = 'start-change-notice' AND state = 'created' AND data->>'eventId' = $1`,
      [eventId],
    );
  };

  it('6 moves within the reminder window: one reminder per guest and one "new time" notice a day, with the new start', async () => {
    const { event, auth } = await createEvent(new Date(Date.now() + 20 * HOUR));
    const reminded = await guestOf(event.id, 'approved', new Date(Date.now() - 3 * DAY));
    await runAll();
    expect(await remindersTo(reminded)).toHaveLength(1);
    // Approved after the reminders were due: no reminder, but they knew the old start.
    const late = await guestOf(event.id, 'approved', new Date(Date.now() - HOUR));
    const pending = await guestOf(event.id, 'pending');

    const starts = Array.from({ length: 6 }, (_, index) => new Date(event.startsAt.getTime() + (index + 1) * 15 * 60_000));
    for (const startsAt of starts) await move(event, auth, startsAt);
    for (const guest of [reminded, late]) {
      expect(await remindersTo(guest)).toHaveLength(guest === reminded ? 1 : 0);
      const notices = await noticesTo(guest);
      expect(notices).toHaveLength(1);
      const [row] = await t.app.db.select().from(events).where(eq(events.id, event.id));
      expect(row?.startChangeNotifiedAt).not.toBeNull();
      expect(subjectOf(notices[0]!)).toBe(`New time: ${event.name}, ${when({ startsAt: starts[0]! })}`);
      expect(notices[0]).toContain(`The time of ${event.name} has changed.`);
      expect(notices[0]).toContain('text/calendar');
    }
    expect(await day.mailsTo(pending.email)).toEqual([]);

    // The next day the waiting notice tells everyone the start as it is then, once.
    await aDayLater(event.id);
    await runAll();
    await runAll();
    for (const guest of [reminded, late]) {
      const notices = await noticesTo(guest);
      expect(notices).toHaveLength(2);
      // Newest first: the start after the sixth move.
      expect(subjectOf(notices[0]!)).toBe(`New time: ${event.name}, ${when({ startsAt: starts.at(-1)! })}`);
      expect(await remindersTo(guest)).toHaveLength(guest === reminded ? 1 : 0);
    }
    const [told] = await t.app.db.select().from(registrations).where(eq(registrations.userId, reminded.user.id));
    expect(told?.reminderSentFor?.toISOString()).toBe(starts.at(-1)!.toISOString());
  });

  it('a move the next day sends another notice; moving back to the start they know sends none', async () => {
    const { event, auth } = await createEvent(new Date(Date.now() + 20 * HOUR));
    const guest = await guestOf(event.id, 'approved', new Date(Date.now() - 3 * DAY));
    await runAll();
    const later = new Date(event.startsAt.getTime() + HOUR);
    await move(event, auth, later);
    expect(await noticesTo(guest)).toHaveLength(1);
    await aDayLater(event.id);
    const known = new Date(event.startsAt.getTime() + 2 * HOUR);
    await move(event, auth, known);
    expect(await noticesTo(guest)).toHaveLength(2);
    // Within the day: away and back again; the notice waiting for the next day finds nothing new to tell.
    await move(event, auth, new Date(event.startsAt.getTime() + 3 * HOUR));
    await move(event, auth, known);
    await aDayLater(event.id);
    await runAll();
    expect(await noticesTo(guest)).toHaveLength(2);
    expect(await remindersTo(guest)).toHaveLength(1);
  });

  it('tells nobody while nobody was reminded and the reminders are not due (the reminder carries the new start)', async () => {
    const { event, auth } = await createEvent(new Date(Date.now() + 7 * DAY));
    const guest = await guestOf(event.id, 'approved', new Date(Date.now() - 3 * DAY));
    await move(event, auth, new Date(Date.now() + 8 * DAY));
    expect(await day.mailsTo(guest.email)).toEqual([]);
    const [row] = await t.app.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.startChangeNotifiedAt).toBeNull();
  });

  it('sends each notice once when the job runs twice at once', async () => {
    const { event } = await createEvent(new Date(Date.now() + 20 * HOUR));
    const guests = await Promise.all(
      Array.from({ length: 4 }, () => guestOf(event.id, 'approved', new Date(Date.now() - 2 * DAY))),
    );
    await runAll();
    await t.app.db
      .update(events)
      .set({ startsAt: new Date(event.startsAt.getTime() + HOUR) })
      .where(eq(events.id, event.id));
    const settings = {
      db: t.app.db,
      jobs: t.app.jobs,
      appUrl: t.config.appUrl,
      leadMinutes: 24 * 60,
      job: { eventId: event.id },
    };
    const sent = await Promise.all([sendStartChangeNotice(settings), sendStartChangeNotice(settings)]);
    expect(sent.sort()).toEqual([0, 4]);
    for (const guest of guests) expect(await noticesTo(guest)).toHaveLength(1);
  });
});
