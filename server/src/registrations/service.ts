import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { isProfileComplete } from '@hearth/contract/user';
import {
  missingRequiredAnswers,
  PROFILE_INCOMPLETE_MESSAGE,
  questionsFor,
  REQUIRED_ANSWERS_MESSAGE,
  type ApplicantEvent,
  type ApplicantProfile,
  type RegistrationItem,
  type NewRegistrationBodySchema,
  type RegistrationResult,
  type SetRegistrationStatusQuery,
  type SetRegistrationStatusResponse,
  type MyRegistrationResponse,
  type RegistrationsResponse,
} from '@hearth/contract/registrations';
import type { Db } from '../db/client.ts';
import { preparedPerDatabase } from '../db/prepared.ts';
import { eventHosts, events, projectMembers, projects, registrations, users } from '../db/schema.ts';
import type { Actor, CallerOptions } from '../http/actor.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { requireEventAdmin } from '../http/guards.ts';
import type { JobQueue } from '../jobs/queue.ts';
import { enqueueSearchEvidence } from '../jobs/search-evidence.ts';
import {
  decideRegistrations,
  filterConditions,
  sortOrder,
  type RegistrationsFilter,
  type DecisionEffects,
} from '../decisions/index.ts';
import { canSeeEvent, loadEventForViewer } from '../events/index.ts';
import { listEventProjects } from '../projects/index.ts';
import { getProfile, publicProfileColumns } from '../users/index.ts';
import { lockEvent, promoteWaitlisted, waitlistPosition } from '../waitlist/index.ts';
import { admitRequest } from './admit.ts';

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** The event a guest names by `event_id` or `slug`, if they may see it; 404 otherwise. */
async function eventForGuest(db: Db, actor: Actor, ref: { slug?: string; event_id?: string }) {
  if (!ref.event_id && !ref.slug) throw badRequest('Please say which event (event_id or slug).');
  if (ref.event_id && !isUuid(ref.event_id)) throw notFound('Event not found.');
  const loaded = await loadEventForViewer({ db, actor, ...(ref.event_id ? { id: ref.event_id } : { slug: ref.slug }) });
  if (!loaded || !loaded.canSee) throw notFound('Event not found.');
  return loaded;
}

/**
 * The caller's profile checked (complete, docs/product/registrations.md#request-flow step 2), then
 * the event they name as eventForGuest finds it: in one query when the event is named well, as a
 * launch's every request needs (docs/performance.md#launch-burst).
 */
async function callerAndEvent(db: Db, actor: Actor, ref: { slug?: string; event_id?: string }) {
  const checkProfile = (user: Parameters<typeof isProfileComplete>[0] | undefined) => {
    if (!user) throw notFound('User not found.');
    if (!isProfileComplete(user)) throw badRequest(PROFILE_INCOMPLETE_MESSAGE);
  };
  const named = ref.event_id ? (isUuid(ref.event_id) ? { id: ref.event_id } : null) : ref.slug ? { slug: ref.slug } : null;
  if (!named) {
    const [user] = await db
      .select({ name: users.name, headline: users.headline, linkedInURL: users.linkedinUrl })
      .from(users)
      .where(eq(users.id, actor.userId))
      .limit(1);
    checkProfile(user);
    return eventForGuest(db, actor, ref);
  }
  const [row] = await ('id' in named
    ? callerAndEventById(db).execute({ userId: actor.userId, id: named.id })
    : callerAndEventBySlug(db).execute({ userId: actor.userId, slug: named.slug }));
  checkProfile(row);
  const event = row!.event;
  const viewer = { actor, isSiteAdmin: actor.role === 'admin', isHost: row!.hostId !== null, status: row!.status };
  if (!event || !canSeeEvent(event, viewer)) throw notFound('Event not found.');
  return { ...viewer, event, canSee: true };
}

const callerAndEventQuery = (db: Db, eventIs: SQL) =>
  db
    .select({
      name: users.name,
      headline: users.headline,
      linkedInURL: users.linkedinUrl,
      event: events,
      hostId: eventHosts.userId,
      status: registrations.status,
    })
    .from(users)
    .leftJoin(events, eventIs)
    .leftJoin(eventHosts, and(eq(eventHosts.eventId, events.id), eq(eventHosts.userId, users.id)))
    .leftJoin(registrations, and(eq(registrations.eventId, events.id), eq(registrations.userId, users.id)))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1);
const callerAndEventById = preparedPerDatabase((db) =>
  callerAndEventQuery(db, eq(events.id, sql.placeholder('id'))).prepare('caller_and_event_by_id'),
);
const callerAndEventBySlug = preparedPerDatabase((db) =>
  callerAndEventQuery(db, eq(events.slug, sql.placeholder('slug'))).prepare('caller_and_event_by_slug'),
);

/**
 * `POST /application/new`: the caller asks to attend. Needs a complete profile (docs/product/registrations.md#request-flow step 2),
 * the required answers (docs/product/registrations.md#questions), and no earlier registration for this event.
 * The request is pending, or with one-step RSVP approved or waitlisted at once (admit.ts).
 */
export async function createRegistration(
  options: CallerOptions & { input: z.output<typeof NewRegistrationBodySchema>; jobs: JobQueue },
): Promise<RegistrationResult> {
  const { db, actor, input } = options;
  const { event, status } = await callerAndEvent(db, actor, input);
  if (status !== null) throw conflict('You have already requested to join this event.');

  // The server's own question list; answers are matched by question text when the client sent
  // its list, else by position.
  const questions = questionsFor(event);
  let answers: string[];
  if (input.questions) {
    const byQuestion = new Map<string, string>();
    input.questions.forEach((question, index) => byQuestion.set(question.trim(), input.answers[index] ?? ''));
    answers = questions.map((question) => byQuestion.get(question.trim()) ?? '');
  } else {
    answers = questions.map((_, index) => input.answers[index] ?? '');
  }
  answers = answers.map((answer) => answer.trim());
  if (missingRequiredAnswers(event, answers)) throw badRequest(REQUIRED_ANSWERS_MESSAGE, 'answers');

  const request = { eventId: event.id, userId: actor.userId, questions, answers };
  return { event_id: event.id, status: await admitRequest({ db, event, request, jobs: options.jobs }) };
}

const CANCELLABLE = ['pending', 'approved', 'waitlisted'] as const;

/**
 * `POST /application/remove`: the caller cancels their own pending, approved or waitlisted
 * registration. A place an approved guest gives up goes to the first on the waitlist at once.
 */
export async function cancelRegistration(
  options: CallerOptions & { input: { slug?: string; event_id?: string }; jobs: JobQueue; appUrl: string },
): Promise<RegistrationResult> {
  const { db, actor, input, jobs, appUrl } = options;
  const { event, status } = await eventForGuest(db, actor, input);
  if (status === null) throw notFound('You have no registration for this event.');
  if (!(CANCELLABLE as readonly string[]).includes(status)) {
    throw badRequest('Only a pending, approved or waitlisted registration can be cancelled.');
  }
  await db.transaction(async (tx) => {
    const locked = await lockEvent(tx, event.id);
    if (!locked) return;
    const removed = await tx
      .delete(registrations)
      .where(
        and(
          eq(registrations.eventId, event.id),
          eq(registrations.userId, actor.userId),
          inArray(registrations.status, [...CANCELLABLE]),
        ),
      )
      .returning({ status: registrations.status });
    if (removed[0]?.status !== 'approved') return;
    await enqueueSearchEvidence(jobs, tx, [actor.userId]);
    await promoteWaitlisted({ tx, event: locked, jobs, appUrl });
  });
  return { event_id: event.id, status: null };
}

/** A user's registration for an event, or undefined. */
async function findRegistration(db: Db, eventId: string, userId: string) {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.userId, userId)))
    .limit(1);
  return row;
}

/** `GET /event/{slug}/my-registration`: the caller's own registration, with its check-in code. */
export async function getMyRegistration(options: CallerOptions & { slug: string }): Promise<MyRegistrationResponse> {
  const { db, actor, slug } = options;
  const { event } = await eventForGuest(db, actor, { slug });
  const row = await findRegistration(db, event.id, actor.userId);
  const status = row?.status ?? null;
  if (!row || !status) return { registration: null };
  const position =
    status === 'waitlisted' && row.waitlistedAt
      ? await waitlistPosition(db, { id: row.id, eventId: row.eventId, waitlistedAt: row.waitlistedAt })
      : null;
  return {
    registration: {
      event_id: event.id,
      status,
      questions: row.questions,
      answers: row.answers,
      check_in_code: row.checkInCode,
      created_at: row.createdAt.toISOString(),
      waitlist_position: position,
      checked_in_at: row.checkedInAt?.toISOString() ?? null,
    },
  };
}

/** `GET /event/{slug}/applications`: every request of the event, counted on the server. */
export async function listRegistrations(
  options: CallerOptions & { slug: string; filter?: RegistrationsFilter },
): Promise<RegistrationsResponse> {
  const { db, actor, slug, filter = {} } = options;
  const event = await requireEventAdmin(db, actor, { slug });
  const [rows, counts] = await Promise.all([
    db
      .select({
        ...publicProfileColumns,
        email: users.email,
        status: registrations.status,
        questions: registrations.questions,
        answers: registrations.answers,
        createdAt: registrations.createdAt,
        waitlistedAt: registrations.waitlistedAt,
        checkedInAt: registrations.checkedInAt,
      })
      .from(registrations)
      .innerJoin(users, eq(users.id, registrations.userId))
      .where(and(eq(registrations.eventId, event.id), ...filterConditions(filter)))
      .orderBy(...sortOrder(filter.sort)),
    db
      .select({ status: registrations.status, count: sql<number>`count(*)::int` })
      .from(registrations)
      .where(eq(registrations.eventId, event.id))
      .groupBy(registrations.status),
  ]);
  const count = (status: string) => Number(counts.find((row) => row.status === status)?.count ?? 0);
  const pending: RegistrationItem[] = [];
  const reviewed: RegistrationItem[] = [];
  const waitlisted: RegistrationItem[] = [];
  let checkedIn = 0;
  for (const row of rows) {
    const status = row.status;
    if (!status) continue;
    const item: RegistrationItem = {
      id: row.id,
      name: row.name,
      email: row.email,
      headline: row.headline,
      photoURL: row.photoURL,
      linkedInURL: row.linkedInURL,
      twitterURL: row.twitterURL,
      githubURL: row.githubURL,
      request: { status, questions: row.questions, answers: row.answers },
      created_at: row.createdAt.toISOString(),
      waitlisted_at: row.waitlistedAt?.toISOString() ?? null,
      checked_in_at: row.checkedInAt?.toISOString() ?? null,
    };
    if (status === 'approved' && row.checkedInAt) checkedIn += 1;
    (status === 'pending' ? pending : status === 'waitlisted' ? waitlisted : reviewed).push(item);
  }
  // First in line first (ties in time broken by id, as promotion does), unless the host chose a sort.
  if (!filter.sort)
    waitlisted.sort((a, b) => (a.waitlisted_at ?? '').localeCompare(b.waitlisted_at ?? '') || a.id.localeCompare(b.id));
  const pendingCount = count('pending');
  const approvedCount = count('approved');
  const declinedCount = count('declined');
  const waitlistedCount = count('waitlisted');
  return {
    event: { id: event.id, slug: event.slug, name: event.name, questions: questionsFor(event), capacity: event.capacity },
    pending_requests: pending,
    reviewed_requests: reviewed,
    waitlisted_requests: waitlisted,
    request_count: pendingCount + approvedCount + declinedCount + waitlistedCount,
    pending_count: pendingCount,
    approved_count: approvedCount,
    declined_count: declinedCount,
    waitlisted_count: waitlistedCount,
    checked_in_count: checkedIn,
  };
}

/**
 * `POST /application/status`: a host or site admin sets one applicant's status. Re-selecting the
 * current status changes nothing (no write, no e-mail). Approving while the event is full puts the
 * guest on the waitlist; approving a waitlisted guest promotes them by hand (past the capacity if
 * need be); a place an approved guest loses goes to the first on the waitlist. The guest is e-mailed
 * the outcome once the grace period passes (server/src/decisions/decide.ts).
 */
export async function setRegistrationStatus(
  options: CallerOptions & { query: SetRegistrationStatusQuery; effects: DecisionEffects },
): Promise<SetRegistrationStatusResponse> {
  const { db, actor, query, effects } = options;
  const event = await requireEventAdmin(db, actor, { id: query.event_id });
  const result = await decideRegistrations({ db, event, userIds: [query.user_id], newStatus: query.new_status, effects });
  if (result.notFound > 0) throw notFound('Application not found.');
  const changed = result.changed[0];
  return { event_id: event.id, user_id: query.user_id, status: changed?.status ?? query.new_status, changed: Boolean(changed) };
}

/**
 * `GET /applications/{slug}/{email}`: one applicant's full profile for the hosts of the event.
 * Only people who applied to this event can be looked up this way.
 */
export async function getApplicantProfile(options: CallerOptions & { slug: string; email: string }): Promise<ApplicantProfile> {
  const { db, actor, slug } = options;
  const event = await requireEventAdmin(db, actor, { slug });
  const email = options.email.trim().toLowerCase();
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) throw notFound('Applicant not found.');
  const registration = await findRegistration(db, event.id, user.id);
  const status = registration?.status ?? null;
  if (!registration || !status) throw notFound('Applicant not found.');

  const profile = await getProfile({ db, viewer: actor, userId: user.id });

  // The applicant's events (registered or hosting), limited to those the caller may see.
  const [theirRegistrations, theirHosted, callerHosted, callerRegistrations] = await Promise.all([
    db
      .select({ eventId: registrations.eventId, status: registrations.status })
      .from(registrations)
      .where(eq(registrations.userId, user.id)),
    db.select({ eventId: eventHosts.eventId }).from(eventHosts).where(eq(eventHosts.userId, user.id)),
    db.select({ eventId: eventHosts.eventId }).from(eventHosts).where(eq(eventHosts.userId, actor.userId)),
    db
      .select({ eventId: registrations.eventId, status: registrations.status })
      .from(registrations)
      .where(eq(registrations.userId, actor.userId)),
  ]);
  const hostedByThem = new Set(theirHosted.map((row) => row.eventId));
  const statusByEvent = new Map(theirRegistrations.map((row) => [row.eventId, row.status]));
  const eventIds = [...new Set([...statusByEvent.keys(), ...hostedByThem])];
  const callerHosts = new Set(callerHosted.map((row) => row.eventId));
  const callerStatus = new Map(callerRegistrations.map((row) => [row.eventId, row.status]));
  const eventRows = eventIds.length
    ? await db.select().from(events).where(inArray(events.id, eventIds)).orderBy(asc(events.startsAt))
    : [];
  const visible = eventRows.filter((row) =>
    canSeeEvent(row, {
      actor,
      isSiteAdmin: actor.role === 'admin',
      isHost: callerHosts.has(row.id),
      status: callerStatus.get(row.id) ?? null,
    }),
  );
  const theirEvents: ApplicantEvent[] = visible.map((row) => ({
    id: row.id,
    event_id: row.id,
    slug: row.slug,
    name: row.name,
    timestamp: row.startsAt.getTime(),
    access: row.access,
    status: statusByEvent.get(row.id) ?? null,
    role: hostedByThem.has(row.id) ? 'event_admin' : 'guest',
  }));
  const counts = { approved: 0, pending: 0, declined: 0, waitlisted: 0 };
  for (const item of theirEvents) if (item.status) counts[item.status] += 1;

  // Their projects, in the events the caller may see.
  const visibleIds = new Set(visible.map((row) => row.id));
  const memberRows = await db
    .select({ projectId: projects.id, eventId: projects.eventId })
    .from(projects)
    .leftJoin(projectMembers, and(eq(projectMembers.projectId, projects.id), eq(projectMembers.status, 'accepted')))
    .where(or(eq(projectMembers.userId, user.id), eq(projects.createdBy, user.id)));
  // The caller sees this event's projects and those of events they may see; site admins all.
  const shownEventIds = [...new Set(memberRows.map((row) => row.eventId))].filter(
    (eventId) => visibleIds.has(eventId) || actor.role === 'admin' || eventId === event.id,
  );
  const theirProjects = await listEventProjects(db, {
    eventIds: shownEventIds,
    projectIds: [...new Set(memberRows.map((row) => row.projectId))],
  });

  return {
    user: { ...profile, email: user.email },
    events: theirEvents,
    projects: theirProjects,
    request: {
      status,
      questions: registration.questions,
      answers: registration.answers,
    },
    registration_counts: counts,
  };
}
