import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  vector,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Full-text document; filled by triggers (migration 0010_search-ddl.sql). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** A row's own key: a random UUID. */
const id = () => uuid('id').primaryKey().defaultRandom();
/** The event a row belongs to: deleted with it. */
const eventId = () =>
  uuid('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'cascade' });
/** A user the row belongs to: deleted with the user. */
const ownerUser = (name: string) =>
  uuid(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** A user the row only mentions (who sent, invited, created…): null once that user is deleted. */
const mentionedUser = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

/** The values a status, role, access or type column may hold; the database refuses any other. */
export const USER_ROLES = ['admin', 'user'] as const;
export const ADMIN_SOURCES = ['env', 'granted'] as const;
export const EVENT_TYPES = ['hackathon', 'conference', 'workshop', 'meetup'] as const;
export const EVENT_ACCESS = ['public', 'unlisted', 'member', 'admin'] as const;
export const REGISTRATION_STATUSES = ['approved', 'pending', 'declined', 'waitlisted'] as const;
export const MESSAGE_AUDIENCES = ['approved', 'waitlisted'] as const;
export const INVITE_ROLES = ['guest', 'event_admin', 'judge'] as const;
export const INVITE_STATUSES = ['pending', 'accepted', 'rejected', 'retracted'] as const;
export const MEMBERSHIP_STATUSES = ['pending', 'accepted'] as const;

/** A CHECK constraint: the column holds one of `values` (or null, where the column allows it). */
const oneOf = (name: string, column: AnyPgColumn, values: readonly string[]) =>
  check(name, sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`);

export const users = pgTable(
  'users',
  {
    id: id(),
    // Talents imported into the database may have no e-mail ("Email unmigrated.", docs/product/profiles-and-projects.md#profile-header).
    email: text('email').unique(),
    name: text('name').notNull().default(''),
    headline: text('headline').notNull().default(''),
    photoUrl: text('photo_url'),
    linkedinUrl: text('linkedin_url'),
    githubUrl: text('github_url'),
    twitterUrl: text('twitter_url'),
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    // How an admin got the role: 'env' (ADMIN_EMAILS at sign-in; lost when removed from it) or 'granted'
    // (by another admin, or the demo data). Null for users.
    adminSource: text('admin_source', { enum: ADMIN_SOURCES }),
    aiProject: text('ai_project'),
    // Whether the public profile lists the person's upcoming events (past public ones always show).
    showUpcomingEvents: boolean('show_upcoming_events').notNull().default(false),
    // Whether site admins find the person in talent search (docs/decisions/042-talent-search-consent.md).
    appearInSearch: boolean('appear_in_search').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    oneOf('users_role_check', table.role, USER_ROLES),
    oneOf('users_admin_source_check', table.adminSource, ADMIN_SOURCES),
  ],
);

export const signInTokens = pgTable(
  'sign_in_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    redirectUrl: text('redirect_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('sign_in_tokens_email_created_idx').on(table.email, table.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ownerUser('user_id'),
    createdAt: createdAt(),
    // When the person signed in: a refresh makes a new session with the same start, and no session
    // outlives the absolute lifetime counted from it.
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export type PersonRow = { name: string; userID?: string | null; title?: string | null };
export type SponsorRow = { name: string; sponsorURL?: string; description?: string; imageSrc?: string };
export type CohostRow = { name: string; cohostURL?: string; description?: string; imageSrc?: string };
export type TechPartnerRow = { name: string; websiteURL?: string; description?: string; imageSrc?: string };

export const events = pgTable(
  'events',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    // Null: the event ends with its day (docs/product/events.md#dates).
    endsAt: timestamp('ends_at', { withTimezone: true }),
    // The IANA zone its dates are read in (docs/decisions/046-event-time-zones.md).
    timezone: text('timezone').notNull().default('America/Los_Angeles'),
    location: text('location').notNull().default(''),
    // An online or hybrid event's meeting link: only for those who may see the location.
    meetingUrl: text('meeting_url'),
    description: text('description').notNull().default(''),
    imageSrc: text('image_src'),
    type: text('type', { enum: EVENT_TYPES }).notNull().default('hackathon'),
    access: text('access', { enum: EVENT_ACCESS }).notNull().default('admin'),
    showGuests: boolean('show_guests').notNull().default(false),
    requireDefaultQuestions: boolean('require_default_questions').notNull().default(true),
    questions: text('questions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    speakers: jsonb('speakers').$type<PersonRow[]>().notNull().default([]),
    judges: jsonb('judges').$type<PersonRow[]>().notNull().default([]),
    sponsors: jsonb('sponsors').$type<SponsorRow[]>().notNull().default([]),
    cohosts: jsonb('cohosts').$type<CohostRow[]>().notNull().default([]),
    techPartners: jsonb('tech_partners').$type<TechPartnerRow[]>().notNull().default([]),
    // Most approved guests at once (accepted guest invitations included); null is unlimited.
    capacity: integer('capacity'),
    // False: a request to attend is approved at once while places last, then waitlisted (docs/decisions/039-one-step-rsvp.md).
    approvalRequired: boolean('approval_required').notNull().default(true),
    // When approved guests were last told the start moved: at most one such notice a day.
    startChangeNotifiedAt: timestamp('start_change_notified_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('events_starts_at_idx').on(table.startsAt),
    oneOf('events_type_check', table.type, EVENT_TYPES),
    oneOf('events_access_check', table.access, EVENT_ACCESS),
  ],
);

export const eventHosts = pgTable(
  'event_hosts',
  {
    eventId: eventId(),
    userId: ownerUser('user_id'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId] }), index('event_hosts_user_idx').on(table.userId)],
);

export const registrations = pgTable(
  'registrations',
  {
    id: id(),
    eventId: eventId(),
    userId: ownerUser('user_id'),
    status: text('status', { enum: REGISTRATION_STATUSES }).notNull().default('pending'),
    questions: text('questions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    answers: text('answers')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    checkInCode: text('check_in_code').notNull(),
    // When the guest last became approved: guests approved after their reminder was due get none.
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    // When the guest joined the waitlist: the earliest are promoted first.
    waitlistedAt: timestamp('waitlisted_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: mentionedUser('checked_in_by'),
    // The event start the guest's reminder was sent for: one reminder per start, again if the start moves.
    reminderSentFor: timestamp('reminder_sent_for', { withTimezone: true }),
    // A host's last decision (or a one-step RSVP's admission): its e-mail waits a grace period and is
    // sent only if no later decision came (docs/decisions/015-undoable-decisions.md).
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    // The status the guest was last e-mailed about: a decision undone within the grace period sends nothing.
    notifiedStatus: text('notified_status', { enum: REGISTRATION_STATUSES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('registrations_event_user_idx').on(table.eventId, table.userId),
    index('registrations_event_status_idx').on(table.eventId, table.status, table.createdAt),
    index('registrations_user_idx').on(table.userId),
    index('registrations_event_waitlist_idx').on(table.eventId, table.waitlistedAt),
    index('registrations_checked_in_by_idx').on(table.checkedInBy),
    // Check-in looks a scanned code up across events ("this ticket is for another event").
    index('registrations_check_in_code_idx').on(table.checkInCode),
    oneOf('registrations_status_check', table.status, REGISTRATION_STATUSES),
    oneOf('registrations_notified_status_check', table.notifiedStatus, REGISTRATION_STATUSES),
  ],
);

/** What hosts wrote to their guests ('Message guests'): the record, and the count behind the rate limit. */
export const eventMessages = pgTable(
  'event_messages',
  {
    id: id(),
    eventId: eventId(),
    sentBy: mentionedUser('sent_by'),
    audience: text('audience', { enum: MESSAGE_AUDIENCES }).notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('event_messages_event_created_idx').on(table.eventId, table.createdAt),
    index('event_messages_sent_by_idx').on(table.sentBy),
    oneOf('event_messages_audience_check', table.audience, MESSAGE_AUDIENCES),
  ],
);

export const invites = pgTable(
  'invites',
  {
    id: id(),
    eventId: eventId(),
    email: text('email').notNull(),
    role: text('role', { enum: INVITE_ROLES }).notNull().default('guest'),
    status: text('status', { enum: INVITE_STATUSES }).notNull().default('pending'),
    tokenHash: text('token_hash').notNull().unique(),
    message: text('message').notNull().default(''),
    invitedBy: mentionedUser('invited_by'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    // A retracted invitation is kept (status 'retracted') so the host sees its history.
    retractedAt: timestamp('retracted_at', { withTimezone: true }),
    // When the invitation was last e-mailed: a re-invite within a day mails nothing unless the host resends.
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('invites_event_email_idx').on(table.eventId, table.email),
    index('invites_email_idx').on(table.email),
    index('invites_invited_by_idx').on(table.invitedBy),
    oneOf('invites_role_check', table.role, INVITE_ROLES),
    oneOf('invites_status_check', table.status, INVITE_STATUSES),
  ],
);

export const projects = pgTable(
  'projects',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imageSrc: text('image_src'),
    techStack: text('tech_stack').notNull().default(''),
    slidesUrl: text('slides_url'),
    githubRepoUrl: text('github_repo_url'),
    // Up to five uploaded images besides the cover (`image_src`, the first image).
    moreImages: jsonb('more_images').$type<string[]>().notNull().default([]),
    videoUrl: text('video_url'),
    demoUrl: text('demo_url'),
    // One of the event's judging tracks, or none.
    track: text('track'),
    eventId: eventId(),
    mentors: jsonb('mentors').$type<string[]>().notNull().default([]),
    createdBy: mentionedUser('created_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('projects_event_idx').on(table.eventId), index('projects_created_by_idx').on(table.createdBy)],
);

export const projectMembers = pgTable(
  'project_members',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: ownerUser('user_id'),
    // A member added by someone else is pending until they accept; only accepted members show.
    status: text('status', { enum: MEMBERSHIP_STATUSES }).notNull().default('accepted'),
    addedBy: mentionedUser('added_by'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.userId] }),
    index('project_members_user_idx').on(table.userId),
    oneOf('project_members_status_check', table.status, MEMBERSHIP_STATUSES),
  ],
);

export const projectAwards = pgTable(
  'project_awards',
  {
    id: id(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    awardName: text('award_name').notNull(),
    awardWeight: integer('award_weight').notNull(),
  },
  (table) => [index('project_awards_project_idx').on(table.projectId)],
);

/** An address put on a project's team before it had an account: it becomes a pending membership once that address signs in. */
export const projectEmailInvites = pgTable(
  'project_email_invites',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    addedBy: mentionedUser('added_by'),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.email] }),
    index('project_email_invites_email_idx').on(table.email),
    index('project_email_invites_added_by_idx').on(table.addedBy),
  ],
);

/** An event's judging set-up (docs/decisions/044-judging-model.md): criteria with weights, tracks, open or closed, published. */
export const eventJudging = pgTable('event_judging', {
  eventId: uuid('event_id')
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  criteria: jsonb('criteria').$type<{ name: string; weight: number; description: string }[]>().notNull(),
  tracks: jsonb('tracks').$type<string[]>().notNull().default([]),
  open: boolean('open').notNull().default(false),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  updatedAt: updatedAt(),
});

/** The judges of an event (an accepted judge invitation); a judge with a track scores that track's projects only. */
export const eventJudges = pgTable(
  'event_judges',
  {
    eventId: eventId(),
    userId: ownerUser('user_id'),
    track: text('track'),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId] }), index('event_judges_user_idx').on(table.userId)],
);

/** One judge's scores of one project: `{ criterion name: 1–5 }`, and a note only hosts read. */
export const judgingScores = pgTable(
  'judging_scores',
  {
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    judgeId: ownerUser('judge_id'),
    eventId: eventId(),
    scores: jsonb('scores').$type<Record<string, number>>().notNull(),
    note: text('note').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.projectId, table.judgeId] }),
    index('judging_scores_event_idx').on(table.eventId),
    index('judging_scores_judge_idx').on(table.judgeId),
  ],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    // What the key may do (read, write, search); keys made before scopes existed may do all three.
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`ARRAY['read', 'write', 'search']::text[]`),
    createdBy: ownerUser('created_by'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    // Why the key stopped working, e.g. its creator lost the admin role; null while active.
    revokedReason: text('revoked_reason'),
  },
  (table) => [index('api_keys_created_by_idx').on(table.createdBy, table.createdAt)],
);

/**
 * A person's private calendar feed (docs/product/events.md#calendar-feed). The feed's secret is derived
 * from `nonce` and the server's secret, so only its hash is kept; rotating replaces both, and the old
 * address stops working.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: ownerUser('user_id').primaryKey(),
  nonce: text('nonce').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

export const issueReports = pgTable('issue_reports', {
  id: id(),
  email: text('email').notNull().default(''),
  name: text('name').notNull().default(''),
  issue: text('issue').notNull(),
  userId: mentionedUser('user_id'),
  createdAt: createdAt(),
});

export const uploads = pgTable(
  'uploads',
  {
    path: text('path').primaryKey(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    ownerId: mentionedUser('owner_id'),
    createdAt: createdAt(),
  },
  (table) => [index('uploads_owner_idx').on(table.ownerId)],
);

/** Every invitation e-mail a host sent (first mail or resend): the count behind the invitation caps. */
export const inviteMailings = pgTable(
  'invite_mailings',
  {
    id: id(),
    eventId: eventId(),
    sentBy: mentionedUser('sent_by'),
    inviteId: uuid('invite_id').references(() => invites.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('invite_mailings_event_sender_created_idx').on(table.eventId, table.sentBy, table.createdAt),
    index('invite_mailings_sent_by_idx').on(table.sentBy),
    index('invite_mailings_invite_idx').on(table.inviteId),
  ],
);

/** A resumable photo upload not finished yet: whose it is and what it declared, for the per-user quota. */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    id: text('id').primaryKey(),
    userId: ownerUser('user_id'),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('pending_uploads_user_idx').on(table.userId, table.createdAt)],
);

/** The extras of docs/product/profiles-and-projects.md#user-entity User: what makes a user a searchable talent. */
export const talentProfiles = pgTable(
  'talent_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    experiences: jsonb('experiences').notNull().default([]),
    education: jsonb('education').notNull().default([]),
    githubProjects: jsonb('github_projects').notNull().default([]),
    // What the person did on Hearth, as lines of text (`hearth_talent_evidence`, kept current by the
    // `search-evidence` job): indexed with the projects and shown on search results.
    evidence: jsonb('evidence').$type<{ kind: string; text: string }[]>().notNull().default([]),
    search: tsvector('search'),
    updatedAt: updatedAt(),
  },
  (table) => [index('talent_profiles_search_idx').using('gin', table.search)],
);

export const companies = pgTable(
  'companies',
  {
    id: id(),
    linkedinUrl: text('linkedin_url').notNull().unique(),
    name: text('name'),
    tagline: text('tagline'),
    description: text('description'),
    industry: text('industry'),
    website: text('website'),
    socialLinks: jsonb('social_links').notNull().default({}),
    research: jsonb('research').notNull().default({}),
    isTracked: boolean('is_tracked').notNull().default(false),
    search: tsvector('search'),
    createdAt: createdAt(),
  },
  (table) => [index('companies_search_idx').using('gin', table.search)],
);

export const companyPeople = pgTable(
  'company_people',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: ownerUser('user_id'),
    current: boolean('current').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.companyId, table.userId] }), index('company_people_user_idx').on(table.userId)],
);

export const searchSessions = pgTable(
  'search_sessions',
  {
    id: id(),
    kind: text('kind').notNull(),
    prompt: text('prompt').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'cascade' }),
    rankedIds: jsonb('ranked_ids').$type<string[]>().notNull().default([]),
    // Per ranked id, the scores that explain the match (same order as ranked_ids), so load more needs no re-ranking.
    scores: jsonb('scores').$type<{ text: number; semantic: number | null }[]>().notNull().default([]),
    nextOffset: integer('next_offset').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('search_sessions_created_by_idx').on(table.createdBy)],
);

/**
 * Lexemes found in many documents, and each kind's number of documents under the lexeme '' (refreshed
 * after imports by `hearth_refresh_search_stats()`): a search picks its candidates by the prompt's rarer
 * concepts and only ranks by the common ones (search/query/plan.ts).
 */
export const searchTermStats = pgTable(
  'search_term_stats',
  {
    kind: text('kind').notNull(),
    lexeme: text('lexeme').notNull(),
    ndoc: integer('ndoc').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.lexeme] })],
);

/** The employers' names people and companies are known by, lowercase (refreshed with the term statistics). */
export const searchCompanyNames = pgTable('search_company_names', { name: text('name').primaryKey() });

/** The search's own bookkeeping: `documents` is the version of the full-text documents' definition. */
export const searchMeta = pgTable('search_meta', { key: text('key').primaryKey(), value: text('value').notNull() });

/**
 * The sentence embeddings of talents and companies. These tables and their HNSW indexes exist only where
 * pgvector does (the conditional block of migration 0010_search-ddl.sql); elsewhere search is full-text only.
 */
export const talentEmbeddings = pgTable(
  'talent_embeddings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    embedding: vector('embedding', { dimensions: 512 }).notNull(),
    embeddedAt: timestamp('embedded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('talent_embeddings_hnsw_idx').using('hnsw', table.embedding.op('vector_cosine_ops'))],
);

export const companyEmbeddings = pgTable(
  'company_embeddings',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    model: text('model').notNull(),
    embedding: vector('embedding', { dimensions: 512 }).notNull(),
    embeddedAt: timestamp('embedded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('company_embeddings_hnsw_idx').using('hnsw', table.embedding.op('vector_cosine_ops'))],
);

/** Who granted or revoked the admin role, and when (null `changed_by`: ADMIN_EMAILS at start or sign-in). */
export const roleChanges = pgTable(
  'role_changes',
  {
    id: id(),
    userId: ownerUser('user_id'),
    role: text('role', { enum: USER_ROLES }).notNull(),
    changedBy: mentionedUser('changed_by'),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('role_changes_user_idx').on(table.userId, table.createdAt),
    index('role_changes_changed_by_idx').on(table.changedBy),
    oneOf('role_changes_role_check', table.role, USER_ROLES),
  ],
);

/**
 * One row per e-mail job that started sending: a worker claims it before talking to SMTP and marks it
 * sent after, so two workers or a retry never send one message twice (jobs/mail.ts).
 */
export const mailDeliveries = pgTable('mail_deliveries', {
  jobId: text('job_id').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/**
 * Secrets every instance must share, generated once by whichever instance starts first (the session
 * secret when SESSION_SECRET is unset), so a token signed by one instance is accepted by all.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * An address site admins registered to receive signed events (docs/product/admin-and-api-keys.md#webhooks).
 * The secret stays in clear: every delivery is signed with it.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: id(),
  url: text('url').notNull(),
  events: text('events').array().notNull(),
  description: text('description').notNull().default(''),
  secret: text('secret').notNull(),
  createdBy: mentionedUser('created_by'),
  createdAt: createdAt(),
  // The first failed attempt since the last success; 3 days later the endpoint is disabled.
  failingSince: timestamp('failing_since', { withTimezone: true }),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  disabledReason: text('disabled_reason'),
});

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** One event for one endpoint: its id is the `webhook-id` of every attempt, its payload the exact body signed. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    payload: text('payload').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
    oneOf('webhook_deliveries_status_check', table.status, WEBHOOK_DELIVERY_STATUSES),
  ],
);
