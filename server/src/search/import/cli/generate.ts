import fs from 'node:fs';
import path from 'node:path';
import { generateCompanies, generateTalents } from '../../../synthetic-data/index.ts';
import { flag, progress, writeAndEmbed } from './common.ts';

/**
 * `npm run db:generate -- --talents 100000 --companies 10000 [--seed 1] [--out dir] [--no-embed]`:
 * the deterministic data set, written to the database (or as JSONL files for db:import with --out).
 */
const args = process.argv.slice(2);
const talentCount = Number(flag(args, 'talents') ?? 1000);
const companyCount = Number(flag(args, 'companies') ?? Math.max(1, Math.round(talentCount / 10)));
const seed = Number(flag(args, 'seed') ?? 1);
if (!Number.isInteger(talentCount) || talentCount < 0 || !Number.isInteger(companyCount) || companyCount < 1) {
  console.error('usage: npm run db:generate -- --talents N --companies M [--seed S] [--out dir] [--no-embed]');
  process.exit(2);
}
const report = progress('generate');
const companies = generateCompanies(companyCount, seed * 7);
const talents = generateTalents(talentCount, companies, seed * 11);
report(`${talents.length} talents and ${companies.length} companies generated`, true);

const out = flag(args, 'out');
if (out) {
  fs.mkdirSync(out, { recursive: true });
  const strip = companies.map(({ slug: _slug, isAi: _isAi, facts: _facts, ...company }) => company);
  fs.writeFileSync(path.join(out, 'companies.jsonl'), strip.map((row) => JSON.stringify(row)).join('\n') + '\n');
  fs.writeFileSync(path.join(out, 'talents.jsonl'), talents.map((row) => JSON.stringify(row)).join('\n') + '\n');
  report(`written to ${out}/talents.jsonl and ${out}/companies.jsonl`, true);
} else {
  await writeAndEmbed({ talents, companies, args, report });
}
// Nothing may keep the process (and the embedded database) open after the work is done.
process.exit(process.exitCode ?? 0);
