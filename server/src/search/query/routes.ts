import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CompanyDetailResponseSchema,
  CompanySearchResponseSchema,
  LoadMoreResponseSchema,
  LoadMoreSchema,
  SearchPromptSchema,
  TalentDetailResponseSchema,
  TalentSearchResponseSchema,
} from '@hearth/contract/search';
import type { FastifyReply } from 'fastify';
import { errorResponses } from '../../docs/schemas.ts';
import { refuseAllButSiteAdmins, requireUser } from '../../http/guards.ts';
import { routeSchemas } from '../../http/route-schema.ts';
import { getCompanyByUrl, getTalent, loadMore, search, type SearchContext } from './service.ts';
import { startSearchIndex } from '../indexing/search-index.ts';
import { startTimings, type Timings } from './timings.ts';

const schemaOf = routeSchemas(['search'], errorResponses(400, 401, 403, 404));
/** A search's answer says where its time went (the browser's network panel and bench:search read it). */
const timed = <Schema extends z.ZodType>(schema: Schema, description: string) =>
  schema.meta({
    description,
    headers: {
      'Server-Timing': { type: 'string', description: 'Milliseconds per stage, e.g. `plan;dur=1.2, candidates;dur=3.4`' },
    },
  });

/** Runs `work` with a stage timer and answers what it measured as Server-Timing. */
async function timedAnswer<Answer>(reply: FastifyReply, work: (timings: Timings) => Promise<Answer>): Promise<Answer> {
  const timings = startTimings();
  const answer = await work(timings);
  reply.header('server-timing', timings.header());
  return answer;
}

/** docs/product/search.md: talent and company search for site admins and admin API keys only (refused before validation). */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', refuseAllButSiteAdmins);
  const index = await startSearchIndex(app);
  const context: SearchContext = { db: app.db, hasVector: app.database.hasVector, embedder: index.embedder, log: app.log };

  const searches = [
    {
      path: '/query/new',
      kind: 'talents',
      summary: 'Search talents; starts a search session',
      answer: TalentSearchResponseSchema,
    },
    {
      path: '/company/query',
      kind: 'companies',
      summary: 'Search companies; starts a search session',
      answer: CompanySearchResponseSchema,
    },
  ] as const;
  for (const { path, kind, summary, answer } of searches) {
    app.post(
      path,
      schemaOf({
        summary,
        body: SearchPromptSchema,
        response: { 200: timed(answer, 'The first page and the session to page on with') },
      }),
      async (request, reply) => {
        const actor = requireUser(request);
        const found = timedAnswer(reply, (timings) => search({ context, actor, kind, prompt: request.body.prompt, timings }));
        return found as Promise<z.infer<typeof answer>>;
      },
    );
  }

  app.post(
    '/load_more',
    schemaOf({
      summary: 'The next page of a search session; an empty list when there is no more',
      body: LoadMoreSchema,
      response: { 200: timed(LoadMoreResponseSchema, 'The next page; an empty list when there is no more') },
    }),
    async (request, reply) => {
      const actor = requireUser(request);
      const answer = timedAnswer(reply, (timings) =>
        loadMore({ db: app.db, actor, sessionId: request.body.session_id, timings }),
      );
      return answer as Promise<z.infer<typeof LoadMoreResponseSchema>>;
    },
  );

  app.get(
    '/user/id/:id',
    schemaOf({
      summary: 'A talent with its extras',
      params: z.object({ id: z.string().uuid('Talent not found.') }),
      response: { 200: TalentDetailResponseSchema },
    }),
    async (request) => ({ response: await getTalent({ db: app.db, userId: request.params.id }) }),
  );

  app.get(
    '/company/linkedin/:url',
    schemaOf({
      summary: 'A company by its professional-network page URL (URL-encoded)',
      params: z.object({ url: z.string().trim().min(1, 'Company not found.').max(500) }),
      response: { 200: CompanyDetailResponseSchema },
    }),
    async (request) => ({ response: await getCompanyByUrl({ db: app.db, linkedinUrl: request.params.url }) }),
  );
};
