import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema } from '@hearth/contract/common';
import {
  CompanyDetailResponseSchema,
  CompanySearchResponseSchema,
  LoadMoreResponseSchema,
  LoadMoreSchema,
  SearchPromptSchema,
  TalentDetailResponseSchema,
  TalentSearchResponseSchema,
} from '@hearth/contract/search';
import { requireSiteAdmin } from '../http/guards.ts';
import { getCompanyByUrl, getTalent, loadMore, search, type SearchContext } from './service.ts';
import { startSearchIndex } from './search-index.ts';

const errors = { 400: ErrorResponseSchema, 401: ErrorResponseSchema, 403: ErrorResponseSchema, 404: ErrorResponseSchema };
const tags = ['search'];

/** docs/product/search.md: talent and company search for site admins and admin API keys only. */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const index = await startSearchIndex(app);
  const context: SearchContext = { db: app.db, hasVector: app.database.hasVector, embedder: index.embedder, log: app.log };

  app.post(
    '/query/new',
    {
      schema: {
        tags,
        summary: 'Search talents; starts a search session',
        body: SearchPromptSchema,
        response: { 200: TalentSearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = requireSiteAdmin(request);
      return search({ context, actor, kind: 'talents', prompt: request.body.prompt }) as Promise<
        z.infer<typeof TalentSearchResponseSchema>
      >;
    },
  );

  app.post(
    '/company/query',
    {
      schema: {
        tags,
        summary: 'Search companies; starts a search session',
        body: SearchPromptSchema,
        response: { 200: CompanySearchResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = requireSiteAdmin(request);
      return search({ context, actor, kind: 'companies', prompt: request.body.prompt }) as Promise<
        z.infer<typeof CompanySearchResponseSchema>
      >;
    },
  );

  app.post(
    '/load_more',
    {
      schema: {
        tags,
        summary: 'The next page of a search session; an empty list when there is no more',
        body: LoadMoreSchema,
        response: { 200: LoadMoreResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = requireSiteAdmin(request);
      return loadMore({ db: app.db, actor, sessionId: request.body.session_id }) as Promise<
        z.infer<typeof LoadMoreResponseSchema>
      >;
    },
  );

  app.get(
    '/user/id/:id',
    {
      schema: {
        tags,
        summary: 'A talent with its extras',
        params: z.object({ id: z.string().uuid('Talent not found.') }),
        response: { 200: TalentDetailResponseSchema, ...errors },
      },
    },
    async (request) => {
      requireSiteAdmin(request);
      return { response: await getTalent({ db: app.db, userId: request.params.id }) };
    },
  );

  app.get(
    '/company/linkedin/:url',
    {
      schema: {
        tags,
        summary: 'A company by its professional-network page URL (URL-encoded)',
        params: z.object({ url: z.string().trim().min(1, 'Company not found.').max(500) }),
        response: { 200: CompanyDetailResponseSchema, ...errors },
      },
    },
    async (request) => {
      requireSiteAdmin(request);
      return { response: await getCompanyByUrl({ db: app.db, linkedinUrl: request.params.url }) };
    },
  );
};
