import { count } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { companies } from '../db/schema.ts';
import { generateCompanies, generateTalents } from '../synthetic-data/index.ts';
import { writeSearchData } from './import/bulk-import.ts';

/** Demo talents and companies: a small generated set (the server embeds them in the background). */
export async function seedSearchDemo(options: { db: Db; log: FastifyBaseLogger; talents?: number; companies?: number }) {
  const [existing] = await options.db.select({ n: count() }).from(companies);
  if ((existing?.n ?? 0) > 0) return;
  const demoCompanies = generateCompanies(options.companies ?? 80, 7);
  const talents = generateTalents(options.talents ?? 300, demoCompanies, 11);
  const result = await writeSearchData({ db: options.db, talents, companies: demoCompanies });
  options.log.info(`demo search data: ${result.talents} talents, ${result.companies} companies`);
}
