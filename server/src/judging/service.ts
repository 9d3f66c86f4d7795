import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  JUDGING_MESSAGES,
  type AllScores,
  type Assignments,
  type JudgeTrackBodySchema,
  type JudgingResults,
  type JudgingSetup,
  type JudgingSetupBodySchema,
  type OwnScore,
  type PublishBodySchema,
  type ScoreBodySchema,
} from '@hearth/contract/judging';
import type { Db } from '../db/client.ts';
import { eventJudges, eventJudging, judgingScores, projectAwards, projectMembers, projects, users } from '../db/schema.ts';
import type { CallerOptions } from '../http/actor.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { loadProjects } from '../projects/index.ts';
import { loadJudging, requireManager, type JudgingContext } from './access.ts';
import { standings } from './normalise.ts';

type SlugOptions = CallerOptions & { slug: string };

function requireSetup(context: JudgingContext) {
  if (!context.setup) throw notFound(JUDGING_MESSAGES.notSetUp);
  return context.setup;
}

/** The judges of an event with how many projects each has scored, by name. */
async function listJudges(db: Db, eventId: string) {
  const [judges, scored] = await Promise.all([
    db
      .select({ userId: eventJudges.userId, name: users.name, track: eventJudges.track })
      .from(eventJudges)
      .innerJoin(users, eq(users.id, eventJudges.userId))
      .where(eq(eventJudges.eventId, eventId))
      .orderBy(asc(users.name)),
    db.select({ judgeId: judgingScores.judgeId }).from(judgingScores).where(eq(judgingScores.eventId, eventId)),
  ]);
  return judges.map((judge) => ({
    user_id: judge.userId,
    name: judge.name,
    track: judge.track,
    scored: scored.filter((row) => row.judgeId === judge.userId).length,
  }));
}

/** `GET /event/{slug}/judging`: hosts, site admins and judges; the judges' list goes to hosts and admins only. */
export async function getJudging(options: SlugOptions): Promise<JudgingSetup> {
  const context = await loadJudging(options.db, options.actor, options.slug);
  if (!context.canManage && !context.judge)
    throw forbidden("Only the event's hosts, site admins and judges can see its judging.");
  const { setup } = context;
  return {
    configured: setup !== null,
    criteria: setup?.criteria ?? [],
    tracks: setup?.tracks ?? [],
    open: setup?.open ?? false,
    published_at: setup?.publishedAt?.toISOString() ?? null,
    can_manage: context.canManage,
    is_judge: context.judge !== null,
    judges: context.canManage ? await listJudges(options.db, context.event.id) : [],
  };
}

/** `PUT /event/{slug}/judging`: criteria, tracks, open or closed (hosts and site admins). */
export async function saveJudging(
  options: SlugOptions & { input: z.output<typeof JudgingSetupBodySchema> },
): Promise<JudgingSetup> {
  const { db, input } = options;
  const context = await loadJudging(db, options.actor, options.slug);
  requireManager(context);
  const values = { criteria: input.criteria, tracks: input.tracks, open: input.open, updatedAt: new Date() };
  await db
    .insert(eventJudging)
    .values({ eventId: context.event.id, ...values })
    .onConflictDoUpdate({ target: eventJudging.eventId, set: values });
  return getJudging(options);
}

async function requireJudgeOf(db: Db, eventId: string, userId: string) {
  const [judge] = await db
    .select()
    .from(eventJudges)
    .where(and(eq(eventJudges.eventId, eventId), eq(eventJudges.userId, userId)))
    .limit(1);
  if (!judge) throw notFound(JUDGING_MESSAGES.notJudgeOfEvent);
  return judge;
}

/** `PATCH /event/{slug}/judging/judges/{userId}`: which track a judge scores (null: every project). */
export async function setJudgeTrack(
  options: SlugOptions & { userId: string; input: z.output<typeof JudgeTrackBodySchema> },
): Promise<JudgingSetup> {
  const { db, userId, input } = options;
  const context = await loadJudging(db, options.actor, options.slug);
  requireManager(context);
  const setup = requireSetup(context);
  await requireJudgeOf(db, context.event.id, userId);
  const track = input.track === null ? null : setup.tracks.find((name) => name.toLowerCase() === input.track!.toLowerCase());
  if (track === undefined) throw badRequest(JUDGING_MESSAGES.unknownTrack, 'track');
  await db
    .update(eventJudges)
    .set({ track })
    .where(and(eq(eventJudges.eventId, context.event.id), eq(eventJudges.userId, userId)));
  return getJudging(options);
}

/** `DELETE /event/{slug}/judging/judges/{userId}`: the judge stops judging; their scores go with them. */
export async function removeJudge(options: SlugOptions & { userId: string }): Promise<void> {
  const { db, userId } = options;
  const context = await loadJudging(db, options.actor, options.slug);
  requireManager(context);
  await requireJudgeOf(db, context.event.id, userId);
  await db.transaction(async (tx) => {
    await tx.delete(judgingScores).where(and(eq(judgingScores.eventId, context.event.id), eq(judgingScores.judgeId, userId)));
    await tx.delete(eventJudges).where(and(eq(eventJudges.eventId, context.event.id), eq(eventJudges.userId, userId)));
  });
}

/** The event's projects a judge scores: their track's (or all), never one they are on the team of. */
async function assignedProjects(db: Db, eventId: string, judge: { userId: string; track: string | null }) {
  const [rows, own] = await Promise.all([
    db
      .select({ id: projects.id, track: projects.track })
      .from(projects)
      .where(eq(projects.eventId, eventId))
      .orderBy(asc(projects.createdAt)),
    db.select({ projectId: projectMembers.projectId }).from(projectMembers).where(eq(projectMembers.userId, judge.userId)),
  ]);
  const ownIds = new Set(own.map((row) => row.projectId));
  return rows.filter((row) => !ownIds.has(row.id) && (judge.track === null || row.track === judge.track));
}

const toOwnScore = (row: typeof judgingScores.$inferSelect): OwnScore => ({
  scores: row.scores,
  note: row.note,
  updated_at: row.updatedAt.toISOString(),
});

/** `GET /event/{slug}/judging/assignments`: the calling judge's projects with the judge's own scores (nobody else's). */
export async function listAssignments(options: SlugOptions): Promise<Assignments> {
  const { db, actor } = options;
  const context = await loadJudging(db, actor, options.slug);
  if (!context.judge) throw forbidden(JUDGING_MESSAGES.notJudge);
  const setup = requireSetup(context);
  const assigned = await assignedProjects(db, context.event.id, context.judge);
  const ids = assigned.map((row) => row.id);
  const [cards, mine] = await Promise.all([
    loadProjects(db, ids),
    ids.length
      ? db
          .select()
          .from(judgingScores)
          .where(and(eq(judgingScores.judgeId, actor.userId), inArray(judgingScores.projectId, ids)))
      : [],
  ]);
  return {
    open: setup.open,
    track: context.judge.track,
    criteria: setup.criteria,
    assignments: cards.map((project) => {
      const score = mine.find((row) => row.projectId === project.id);
      return { project, track: project.track, mine: score ? toOwnScore(score) : null };
    }),
  };
}

/**
 * `PUT /event/{slug}/judging/scores/{projectId}`: a judge scores an assigned project on every
 * criterion, 1–5, while judging is open. Saving again replaces the judge's earlier scores.
 */
export async function saveScore(
  options: SlugOptions & { projectId: string; input: z.output<typeof ScoreBodySchema> },
): Promise<OwnScore> {
  const { db, actor, projectId, input } = options;
  const context = await loadJudging(db, actor, options.slug);
  if (!context.judge) throw forbidden(JUDGING_MESSAGES.notJudge);
  const setup = requireSetup(context);
  const [project] = await db
    .select({ id: projects.id, track: projects.track })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.eventId, context.event.id)))
    .limit(1);
  if (!project) throw notFound('Project not found.');
  const [member] = await db
    .select({ userId: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), eq(projectMembers.userId, actor.userId)))
    .limit(1);
  if (member) throw forbidden(JUDGING_MESSAGES.ownProject);
  if (context.judge.track !== null && project.track !== context.judge.track) throw forbidden(JUDGING_MESSAGES.otherTrack);
  if (!setup.open) throw conflict(JUDGING_MESSAGES.closed);
  const names = setup.criteria.map((criterion) => criterion.name);
  const unknown = Object.keys(input.scores).find((name) => !names.includes(name));
  if (unknown !== undefined) throw badRequest(`“${unknown}” is not a criterion of this judging.`, `scores.${unknown}`);
  const missing = names.find((name) => input.scores[name] === undefined);
  if (missing !== undefined) throw badRequest(`Please score “${missing}” from 1 to 5.`, `scores.${missing}`);
  const values = { scores: input.scores, note: input.note, updatedAt: new Date() };
  const [row] = await db
    .insert(judgingScores)
    .values({ projectId, judgeId: actor.userId, eventId: context.event.id, ...values })
    .onConflictDoUpdate({ target: [judgingScores.projectId, judgingScores.judgeId], set: values })
    .returning();
  return toOwnScore(row!);
}

/** Every project of the event with its standing, best first. */
async function computeResults(db: Db, context: JudgingContext): Promise<JudgingResults> {
  const setup = requireSetup(context);
  const [rows, sheets] = await Promise.all([
    db
      .select({ id: projects.id, name: projects.name, track: projects.track })
      .from(projects)
      .where(eq(projects.eventId, context.event.id))
      .orderBy(asc(projects.createdAt)),
    db
      .select({ projectId: judgingScores.projectId, judgeId: judgingScores.judgeId, scores: judgingScores.scores })
      .from(judgingScores)
      .where(eq(judgingScores.eventId, context.event.id)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const results = standings(
    setup.criteria,
    sheets,
    rows.map((row) => row.id),
  ).map((standing) => {
    const project = byId.get(standing.projectId)!;
    return {
      project_id: project.id,
      name: project.name,
      track: project.track,
      judge_count: standing.judgeCount,
      raw_mean: standing.rawMean,
      score: standing.score,
      rank: standing.rank,
      tie: standing.tie,
    };
  });
  return { published_at: setup.publishedAt?.toISOString() ?? null, results };
}

/** `GET /event/{slug}/judging/results`: hosts and site admins; judges only once published. */
export async function getResults(options: SlugOptions): Promise<JudgingResults> {
  const context = await loadJudging(options.db, options.actor, options.slug);
  if (!context.canManage) {
    if (!context.judge) throw forbidden("Only the event's hosts, site admins and judges can see its results.");
    if (!context.setup?.publishedAt) throw forbidden(JUDGING_MESSAGES.notPublished);
  }
  return computeResults(options.db, context);
}

/** `GET /event/{slug}/judging/scores`: every judge's scores and notes (hosts and site admins), for the CSV export. */
export async function listAllScores(options: SlugOptions): Promise<AllScores> {
  const { db } = options;
  const context = await loadJudging(db, options.actor, options.slug);
  requireManager(context);
  const setup = requireSetup(context);
  const rows = await db
    .select({ score: judgingScores, projectName: projects.name, judgeName: users.name })
    .from(judgingScores)
    .innerJoin(projects, eq(projects.id, judgingScores.projectId))
    .innerJoin(users, eq(users.id, judgingScores.judgeId))
    .where(eq(judgingScores.eventId, context.event.id))
    .orderBy(asc(projects.name), asc(users.name));
  return {
    criteria: setup.criteria.map((criterion) => criterion.name),
    scores: rows.map(({ score, projectName, judgeName }) => ({
      project_id: score.projectId,
      project_name: projectName,
      judge_id: score.judgeId,
      judge_name: judgeName,
      scores: score.scores,
      note: score.note,
      updated_at: score.updatedAt.toISOString(),
    })),
  };
}

/**
 * `POST /event/{slug}/judging/publish`: the awards replace the awarded projects' awards (the badges
 * on cards and the gallery), judging closes and the results open to the judges, in one transaction.
 */
export async function publishResults(
  options: SlugOptions & { input: z.output<typeof PublishBodySchema> },
): Promise<JudgingResults> {
  const { db, input } = options;
  const context = await loadJudging(db, options.actor, options.slug);
  requireManager(context);
  requireSetup(context);
  const awardedIds = [...new Set(input.awards.map((award) => award.project_id))];
  const found = awardedIds.length
    ? await db
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.eventId, context.event.id), inArray(projects.id, awardedIds)))
    : [];
  if (found.length !== awardedIds.length) throw badRequest('Each award must go to a project of this event.', 'awards');
  const publishedAt = new Date();
  await db.transaction(async (tx) => {
    if (awardedIds.length) {
      await tx.delete(projectAwards).where(inArray(projectAwards.projectId, awardedIds));
      await tx.insert(projectAwards).values(
        input.awards.map((award) => ({
          projectId: award.project_id,
          awardName: award.award_name,
          awardWeight: award.award_weight,
        })),
      );
    }
    await tx
      .update(eventJudging)
      .set({ publishedAt, open: false, updatedAt: publishedAt })
      .where(eq(eventJudging.eventId, context.event.id));
  });
  return computeResults(db, { ...context, setup: { ...context.setup!, publishedAt, open: false } });
}
