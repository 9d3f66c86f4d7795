import fs from 'node:fs';
import readline from 'node:readline';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type z } from 'zod';
import {
  CompanyImportSchema,
  TalentImportSchema,
  companyPageUrl,
  type CompanyImport,
  type TalentImport,
} from '@hearth/contract/search';
import type { Db } from '../../db/client.ts';
import { companies, companyPeople, talentProfiles, users } from '../../db/schema.ts';
import { run, statement } from '../sql.ts';

const BATCH = 500;
/** From this many rows on, the full-text indexes are rebuilt at the end instead of updated per row. */
const BULK_ROWS = 20_000;

export class ImportError extends Error {}

/** Reads and validates a whole JSONL file first; the first bad line is reported with its number. */
export async function readJsonl<Schema extends z.ZodType>(file: string, schema: Schema): Promise<z.output<Schema>[]> {
  const rows: z.output<Schema>[] = [];
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  let number = 0;
  for await (const line of lines) {
    number++;
    if (!line.trim()) continue;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new ImportError(`${file}:${number}: not valid JSON`);
    }
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      throw new ImportError(`${file}:${number}: ${issue.path.join('.') || 'line'}: ${issue.message}`);
    }
    rows.push(parsed.data);
  }
  return rows;
}

export const readTalents = (file: string) => readJsonl(file, TalentImportSchema);
export const readCompanies = (file: string) => readJsonl(file, CompanyImportSchema);

export type ImportProgress = (message: string) => void;

/**
 * Writes companies, then talents (users and their extras; the search triggers fill the
 * full-text documents), then the company people, all in one transaction: nothing is half-written.
 * Talents with an id are updated in place; companies are keyed by their page URL.
 */
export async function writeSearchData(options: {
  db: Db;
  talents: TalentImport[];
  companies: CompanyImport[];
  onProgress?: ImportProgress;
}) {
  const { db, onProgress = () => {} } = options;
  const bulk = options.talents.length + options.companies.length >= BULK_ROWS;
  return db.transaction(async (tx) => {
    // The talent profile rows are written below with their extras, so the trigger that makes an
    // empty one for every new user would only double the work. DDL is transactional: a failed
    // import leaves the triggers and indexes as they were.
    await tx.execute(sql`ALTER TABLE users DISABLE TRIGGER hearth_user_talent`);
    if (bulk) {
      // Building a GIN index once at the end is much faster than updating it row by row.
      await tx.execute(sql`DROP INDEX IF EXISTS talent_profiles_search_idx`);
      await tx.execute(sql`DROP INDEX IF EXISTS companies_search_idx`);
    }
    const companyIds = new Map<string, string>();
    for (const { batch, progress } of batches('companies', options.companies)) {
      const rows = await tx
        .insert(companies)
        .values(
          batch.map((company) => ({
            linkedinUrl: company.linkedin_url,
            name: company.name ?? null,
            tagline: company.tagline ?? null,
            description: company.description ?? null,
            industry: (Array.isArray(company.industry) ? company.industry[0] : company.industry) ?? null,
            website: company.website ?? null,
            socialLinks: company.social_links,
            research: company.research ?? {},
            isTracked: company.is_tracked,
          })),
        )
        .onConflictDoUpdate({
          target: companies.linkedinUrl,
          set: fromExcluded(companies, [
            'name',
            'tagline',
            'description',
            'industry',
            'website',
            'socialLinks',
            'research',
            'isTracked',
          ]),
        })
        .returning({ id: companies.id, linkedinUrl: companies.linkedinUrl });
      for (const row of rows) companyIds.set(row.linkedinUrl, row.id);
      onProgress(progress);
    }
    // Companies named by talents may already be in the database from an earlier import.
    const existing = await tx.select({ id: companies.id, linkedinUrl: companies.linkedinUrl }).from(companies);
    for (const row of existing) companyIds.set(row.linkedinUrl, row.id);

    let people = 0;
    for (const { batch, progress } of batches('talents', options.talents)) {
      const inserted = await tx
        .insert(users)
        .values(
          batch.map((talent) => ({
            ...(talent.id ? { id: talent.id } : {}),
            email: talent.email ? talent.email.toLowerCase() : null,
            name: talent.name,
            headline: talent.headline,
            photoUrl: talent.photoURL ?? null,
            linkedinUrl: talent.linkedInURL ?? null,
            githubUrl: talent.githubURL ?? null,
            twitterUrl: talent.twitterURL ?? null,
            aiProject: talent.ai_project ?? null,
          })),
        )
        .onConflictDoUpdate({
          target: users.id,
          set: {
            ...fromExcluded(users, [
              'email',
              'name',
              'headline',
              'photoUrl',
              'linkedinUrl',
              'githubUrl',
              'twitterUrl',
              'aiProject',
            ]),
            updatedAt: sql`now()`,
          },
        })
        .returning({ id: users.id });
      await tx
        .insert(talentProfiles)
        .values(
          batch.map((talent, index) => ({
            userId: inserted[index]!.id,
            experiences: talent.experiences,
            education: talent.education,
            githubProjects: talent.github_projects,
          })),
        )
        .onConflictDoUpdate({
          target: talentProfiles.userId,
          set: fromExcluded(talentProfiles, ['experiences', 'education', 'githubProjects']),
        });
      const links = new Map<string, { companyId: string; userId: string; current: boolean }>();
      batch.forEach((talent, index) => {
        talent.experiences.forEach((experience, position) => {
          const companyId = experience.company_id ? companyIds.get(companyPageUrl(experience.company_id)) : undefined;
          if (!companyId) return;
          const key = `${companyId}:${inserted[index]!.id}`;
          const current = position === 0 || (links.get(key)?.current ?? false);
          links.set(key, { companyId, userId: inserted[index]!.id, current });
        });
      });
      if (links.size > 0) {
        await tx
          .insert(companyPeople)
          .values([...links.values()])
          .onConflictDoUpdate({
            target: [companyPeople.companyId, companyPeople.userId],
            set: fromExcluded(companyPeople, ['current']),
          });
        people += links.size;
      }
      onProgress(progress);
    }
    await tx.execute(sql`ALTER TABLE users ENABLE TRIGGER hearth_user_talent`);
    if (bulk) {
      onProgress('building the full-text indexes');
      await run(tx as unknown as Db, CREATE_TEXT_INDEXES, []);
    }
    await refreshTermStats(tx as unknown as Db);
    return { companies: options.companies.length, talents: options.talents.length, people };
  });
}

/** `rows` in slices of BATCH, each with the progress line to report once it is written ("talents 500/2000"). */
function* batches<T>(label: string, rows: readonly T[]) {
  for (let start = 0; start < rows.length; start += BATCH) {
    yield {
      batch: rows.slice(start, start + BATCH),
      progress: `${label} ${Math.min(start + BATCH, rows.length)}/${rows.length}`,
    };
  }
}

/** An upsert's SET that takes each of `keys` from the row that was to be inserted (`excluded.<column>`). */
function fromExcluded<T extends PgTable, K extends keyof T['_']['columns'] & string>(table: T, keys: K[]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded.${columns[key]!.name}`)])) as Record<
    K,
    ReturnType<typeof sql.raw>
  >;
}

/** The full-text indexes as the migrations define them (made again after a bulk import set them aside). */
const CREATE_TEXT_INDEXES = statement<never>(`SELECT hearth_create_text_indexes()`);
/** Which terms are common and which employers are known (`search_term_stats`, `search_company_names`). */
const REFRESH_SEARCH_STATS = statement<never>(`SELECT hearth_refresh_search_stats()`);

/** Refreshes the term statistics and known employers after the data changed in bulk. */
export async function refreshTermStats(db: Db) {
  await run(db, REFRESH_SEARCH_STATS, []);
}
