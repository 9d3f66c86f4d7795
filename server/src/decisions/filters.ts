import { asc, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { RegistrationsFilterSchema } from '@hearth/contract/decisions';
import { registrations, users } from '../db/schema.ts';

export type RegistrationsFilter = z.output<typeof RegistrationsFilterSchema>;

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/** The WHERE conditions of the manager's filters, beside the event's own. */
export function filterConditions(filter: RegistrationsFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(registrations.status, filter.status));
  if (filter.answer) {
    const pattern = likePattern(filter.answer);
    conditions.push(
      filter.question !== undefined
        ? sql`${registrations.answers}[${filter.question + 1}] ILIKE ${pattern}`
        : sql`EXISTS (SELECT 1 FROM unnest(${registrations.answers}) AS answer WHERE answer ILIKE ${pattern})`,
    );
  }
  const links = [
    [filter.has_github, sql`coalesce(${users.githubUrl}, '') <> ''`],
    [filter.has_linkedin, sql`coalesce(${users.linkedinUrl}, '') <> ''`],
  ] as const;
  for (const [wanted, present] of links) {
    if (wanted !== undefined) conditions.push(wanted ? present : sql`NOT ${present}`);
  }
  if (filter.since) conditions.push(gte(registrations.createdAt, new Date(filter.since)));
  return conditions;
}

/** The ORDER BY of a sort; ties always fall back to the request order. */
export function sortOrder(sort: RegistrationsFilter['sort']): SQL[] {
  const byRequest = [asc(registrations.createdAt), asc(registrations.id)];
  if (sort === 'applied_desc') return [desc(registrations.createdAt), desc(registrations.id)];
  if (sort === 'name') return [sql`lower(${users.name})`, ...byRequest];
  if (sort === 'project_length') return [sql`length(coalesce(${users.aiProject}, '')) DESC`, ...byRequest];
  return byRequest;
}
