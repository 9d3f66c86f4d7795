import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AllScoresSchema,
  AssignmentsSchema,
  JudgeTrackBodySchema,
  JudgingResultsSchema,
  JudgingSetupBodySchema,
  JudgingSetupSchema,
  OwnScoreSchema,
  PublishBodySchema,
  ScoreBodySchema,
} from '@hearth/contract/judging';
import { requireUser } from '../http/guards.ts';
import { routeSchemas } from '../http/route-schema.ts';
import { errorResponses, slugParams } from '../docs/schemas.ts';
import {
  getJudging,
  getResults,
  listAllScores,
  listAssignments,
  publishResults,
  removeJudge,
  saveJudging,
  saveScore,
  setJudgeTrack,
} from './service.ts';

const schemaOf = routeSchemas(['judging'], errorResponses(400, 401, 403, 404));
const scoreSchemaOf = routeSchemas(['judging'], errorResponses(400, 401, 403, 404, 409));
const JudgeParams = slugParams.extend({ userId: z.string().uuid('Judge not found.') });
const ProjectParams = slugParams.extend({ projectId: z.string().uuid('Project not found.') });

/** docs/product/judging.md: weighted criteria, judges invited like co-hosts, scores, normalised results, published awards. */
export const judgingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/event/:slug/judging',
    schemaOf({
      summary: 'The event’s judging set-up (hosts, site admins and its judges; the judges’ list to hosts and admins only)',
      params: slugParams,
      response: { 200: JudgingSetupSchema },
    }),
    async (request) => getJudging({ db: app.db, actor: requireUser(request), slug: request.params.slug }),
  );

  app.put(
    '/event/:slug/judging',
    schemaOf({
      summary:
        'Set the judging criteria (1–10, weights positive, names unique), tracks and whether it is open (hosts and site admins)',
      params: slugParams,
      body: JudgingSetupBodySchema,
      response: { 200: JudgingSetupSchema },
    }),
    async (request) => saveJudging({ db: app.db, actor: requireUser(request), slug: request.params.slug, input: request.body }),
  );

  app.patch(
    '/event/:slug/judging/judges/:userId',
    schemaOf({
      summary: 'Give a judge a track, or null for every project (hosts and site admins)',
      params: JudgeParams,
      body: JudgeTrackBodySchema,
      response: { 200: JudgingSetupSchema },
    }),
    async (request) => {
      const { slug, userId } = request.params;
      return setJudgeTrack({ db: app.db, actor: requireUser(request), slug, userId, input: request.body });
    },
  );

  app.delete(
    '/event/:slug/judging/judges/:userId',
    schemaOf({
      summary: 'Remove a judge and their scores (hosts and site admins)',
      params: JudgeParams,
      response: { 204: z.null() },
    }),
    async (request, reply) => {
      const { slug, userId } = request.params;
      await removeJudge({ db: app.db, actor: requireUser(request), slug, userId });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/event/:slug/judging/assignments',
    schemaOf({
      summary: 'The projects the calling judge scores (the judge’s track, or all), each with the judge’s own scores only',
      params: slugParams,
      response: { 200: AssignmentsSchema },
    }),
    async (request) => listAssignments({ db: app.db, actor: requireUser(request), slug: request.params.slug }),
  );

  app.put(
    '/event/:slug/judging/scores/:projectId',
    scoreSchemaOf({
      summary: 'Score a project 1–5 on every criterion, with an optional note for the hosts (the event’s judges, while open)',
      description:
        '400 names the criterion missing or out of range (`field`: `scores.<criterion>`); 403 for anyone but a judge ' +
        'assigned the project; 409 once judging is closed.',
      params: ProjectParams,
      body: ScoreBodySchema,
      response: { 200: OwnScoreSchema },
    }),
    async (request) => {
      const { slug, projectId } = request.params;
      return saveScore({ db: app.db, actor: requireUser(request), slug, projectId, input: request.body });
    },
  );

  app.get(
    '/event/:slug/judging/results',
    schemaOf({
      summary: 'Normalised results, best first (hosts and site admins; the event’s judges once published)',
      description:
        'Per judge and criterion, z = (s − mean) / sd over the projects that judge scored on it (z = 0 when sd is 0); ' +
        'a project’s score is Σ weight × (mean of its judges’ z) / Σ weight; equal scores are ties.',
      params: slugParams,
      response: { 200: JudgingResultsSchema },
    }),
    async (request) => getResults({ db: app.db, actor: requireUser(request), slug: request.params.slug }),
  );

  app.get(
    '/event/:slug/judging/scores',
    schemaOf({
      summary: 'Every judge’s scores and notes (hosts and site admins), for the CSV export',
      params: slugParams,
      response: { 200: AllScoresSchema },
    }),
    async (request) => listAllScores({ db: app.db, actor: requireUser(request), slug: request.params.slug }),
  );

  app.post(
    '/event/:slug/judging/publish',
    schemaOf({
      summary: 'Publish: write the awards onto projects, close judging and open the results to judges (hosts and site admins)',
      params: slugParams,
      body: PublishBodySchema,
      response: { 200: JudgingResultsSchema },
    }),
    async (request) =>
      publishResults({ db: app.db, actor: requireUser(request), slug: request.params.slug, input: request.body }),
  );
};
