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

/** A route's schema: its own document with the feature's tags and error answers. */
type RouteSchema<Doc extends RouteDoc, Errors> = {
  schema: Omit<Doc, 'response'> & { tags: string[]; response: Doc['response'] & Errors };
};

/**
 * A feature's route schemas (docs/conventions.md#server-feature): the tags and the error answers
 * every route of the feature documents are said once, each route adds its summary, inputs and
 * success answers. `const schemaOf = routeSchemas(['projects'], errorResponses(400, 401))`, then
 * `app.post('/projects/create', schemaOf({ summary, body, response: { 200: ProjectSchema } }), handler)`.
 * `access`, where every route of the feature has the same callers, says who they are once: it opens
 * each route's description.
 */
export function routeSchemas<Errors extends Record<number, z.ZodType>>(tags: string[], errors: Errors, access?: string) {
  return <Doc extends RouteDoc>(doc: Doc) => {
    const description = [access, doc.description].filter(Boolean).join(' ');
    const schema = { tags, ...doc, ...(description ? { description } : {}), response: { ...doc.response, ...errors } };
    return { schema } as RouteSchema<Doc, Errors>;
  };
}
