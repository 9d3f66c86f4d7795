import type { z } from 'zod';
import type { SecurityRequirement } from '../docs/openapi.ts';

/** What one route documents of itself; its feature's tags and error answers are added. */
type RouteDoc = {
  summary: string;
  description?: string;
  security?: SecurityRequirement[];
  consumes?: string[];
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response: Record<number, z.ZodType>;
};

/**
 * A feature's route schemas (docs/conventions.md#server-feature): the tags and the error answers
 * every route of the feature documents are said once, each route adds its summary, inputs and
 * success answers. `const schemaOf = routeSchemas(['projects'], errorResponses(400, 401))`, then
 * `app.post('/projects/create', schemaOf({ summary, body, response: { 200: ProjectSchema } }), handler)`.
 */
export function routeSchemas<Errors extends Record<number, z.ZodType>>(tags: string[], errors: Errors) {
  return <Doc extends RouteDoc>(doc: Doc) => ({
    schema: { tags, ...doc, response: { ...doc.response, ...errors } } as Omit<Doc, 'response'> & {
      tags: string[];
      response: Doc['response'] & Errors;
    },
  });
}
