// How well search ranks, judged (docs/search.md). A judged set of recruiter prompts (relevance/prompts.json)
// over the deterministic generated data plus hand-written profiles with known right answers
// (relevance/talents.json, relevance/companies.json); every result is graded by rules over the facts
// its profile was written from (relevance/judge.ts).
//   npm run bench:relevance [-- --talents 3000 --companies 300 --full-text --show PROMPT_ID --json FILE]
// Prints nDCG@10, precision@10 (results graded 2 or 3) and the rank of the known right answer per
// prompt, and the means. Embeddings are cached on disk between runs (relevance/embedding-cache.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import type { CompanyImport, TalentImport } from '@hearth/contract/search';
import { openDatabase } from '../server/src/db/client.ts';
import { searchSessions, users } from '../server/src/db/schema.ts';
import { createLocalEmbedder } from '../server/src/search/indexing/embeddings/local.ts';
import { generateCompanies, generateTalentsWithFacts } from '../server/src/synthetic-data/generate.ts';
import type { CompanyFacts, TalentFacts } from '../server/src/synthetic-data/facts.ts';
import { createRandom } from '../server/src/synthetic-data/random.ts';
import { writeSearchData } from '../server/src/search/import/bulk-import.ts';
import { embedPending } from '../server/src/search/indexing/embed-pending.ts';
import { search } from '../server/src/search/query/service.ts';
import { cachedEmbedder } from './relevance/embedding-cache.ts';
import { completeTalentFacts, gradeCompany, gradeTalent, type JudgedPrompt } from './relevance/judge.ts';
import { CUTOFF, mean, ndcg, precision } from './relevance/metrics.ts';

const { values: args } = parseArgs({
  options: {
    talents: { type: 'string', default: '3000' },
    companies: { type: 'string', default: '300' },
    'full-text': { type: 'boolean', default: false },
    show: { type: 'string', multiple: true, default: [] },
    json: { type: 'string' },
  },
});
const read = <T>(name: string): T => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'relevance', name), 'utf8')) as T;
type HandTalent = Omit<TalentImport, 'id' | 'experiences' | 'github_projects'> & {
  key: string;
  experiences: { title: string; company: string; description: string }[];
  facts: Parameters<typeof completeTalentFacts>[0];
};
type HandCompany = Omit<CompanyImport, 'linkedin_url' | 'social_links' | 'is_tracked'> & { key: string; facts: CompanyFacts };
const prompts = read<JudgedPrompt[]>('prompts.json');

// 1. The judged corpus: generated (with its facts) and hand-written.
const generatedCompanies = generateCompanies(Number(args.companies), 7);
const generatedTalents = generateTalentsWithFacts(Number(args.talents), generatedCompanies, 11);
const talentFacts = new Map<string, { key: string; facts: TalentFacts }>();
const talents: TalentImport[] = generatedTalents.map(({ talent, facts }) => {
  talentFacts.set(talent.id!, { key: talent.name, facts });
  return talent;
});
for (const hand of read<HandTalent[]>('talents.json')) {
  const id = createRandom([...hand.key].reduce((hash, c) => Math.imul(hash, 31) + c.charCodeAt(0), 7)).uuid();
  talentFacts.set(id, { key: hand.key, facts: completeTalentFacts(hand.facts) });
  talents.push({
    id,
    name: hand.name,
    headline: hand.headline,
    email: null,
    linkedInURL: `https://www.linkedin.com/in/${hand.key}`,
    experiences: hand.experiences.map((job) => ({ ...job, company_id: null, is_ai: false })),
    education: hand.education,
    github_projects: [],
  });
}
const companyFacts = new Map<string, { key: string; facts: CompanyFacts }>();
const companies: CompanyImport[] = generatedCompanies.map(({ slug: _slug, isAi: _isAi, facts, ...company }) => {
  companyFacts.set(company.linkedin_url, { key: company.name ?? company.linkedin_url, facts });
  return company;
});
for (const { key, facts, ...hand } of read<HandCompany[]>('companies.json')) {
  const url = `https://www.linkedin.com/company/${key}`;
  companyFacts.set(url, { key, facts });
  companies.push({ ...hand, linkedin_url: url, social_links: {}, is_tracked: false });
}

// 2. A fresh database with the corpus, embedded (from the cache where the texts were seen before).
const started = performance.now();
const database = await openDatabase({ inMemory: true });
const hasVector = database.hasVector && !args['full-text'];
await writeSearchData({ db: database.db, talents, companies });
const embedder = cachedEmbedder(createLocalEmbedder({ threads: os.availableParallelism() }));
if (hasVector) await embedPending({ db: database.db, embedder, batchSize: 512 });
embedder.save();
const [admin] = await database.db
  .insert(users)
  .values({ email: 'relevance@hearth.local', name: 'Relevance Bench', headline: '', role: 'admin' })
  .returning({ id: users.id });
const actor = { userId: admin!.id, email: 'relevance@hearth.local', role: 'admin' as const, sessionId: null, apiKeyId: null };
console.log(
  `corpus: ${talents.length} talents, ${companies.length} companies; ${hasVector ? 'hybrid' : 'full-text'} search; ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// 3. Every prompt, judged.
type Row = { id: string; kind: string; ndcg: number; precision: number; knownRank: number | null; ms: number };
const rows: Row[] = [];
const context = { db: database.db, hasVector, embedder };
for (const judged of prompts) {
  const before = performance.now();
  const { id: sessionId } = await search({ context, actor, kind: judged.kind, prompt: judged.prompt });
  const ms = performance.now() - before;
  const [session] = await database.db
    .select({ rankedIds: searchSessions.rankedIds })
    .from(searchSessions)
    .where(eq(searchSessions.id, sessionId));
  let ranked: { key: string; grade: number }[];
  let all: number[];
  if (judged.kind === 'talents') {
    const rules = judged.grades;
    all = [...talentFacts.values()].map(({ facts }) => gradeTalent(rules, facts));
    ranked = (session!.rankedIds as string[]).map((id) => {
      const known = talentFacts.get(id);
      return { key: known?.key ?? id, grade: known ? gradeTalent(rules, known.facts) : 0 };
    });
  } else {
    const rules = judged.grades;
    all = [...companyFacts.values()].map(({ facts }) => gradeCompany(rules, facts));
    const urls = await companyUrls(session!.rankedIds as string[]);
    ranked = urls.map((url) => {
      const known = companyFacts.get(url);
      return { key: known?.key ?? url, grade: known ? gradeCompany(rules, known.facts) : 0 };
    });
  }
  const grades = ranked.map((result) => result.grade);
  const knownIndex = ranked.findIndex((result) => result.key === judged.known);
  rows.push({
    id: judged.id,
    kind: judged.kind,
    ndcg: ndcg(grades, all),
    precision: precision(grades),
    knownRank: knownIndex >= 0 ? knownIndex + 1 : null,
    ms,
  });
  if (args.show.includes(judged.id) || args.show.includes('all')) {
    console.log(`\n${judged.id}: "${judged.prompt}" (${all.filter((grade) => grade >= 2).length} graded 2+ in the corpus)`);
    ranked.slice(0, CUTOFF).forEach((result, index) => console.log(`  ${index + 1}. [${result.grade}] ${result.key}`));
  }
}

async function companyUrls(ids: string[]): Promise<string[]> {
  const { rows: found } = (await database.executeSql('SELECT id, linkedin_url FROM companies WHERE id = ANY($1::uuid[])', [
    `{${ids.join(',')}}`,
  ])) as { rows: { id: string; linkedin_url: string }[] };
  const byId = new Map(found.map((row) => [row.id, row.linkedin_url]));
  return ids.map((id) => byId.get(id) ?? id);
}

// 4. The table and the means.
const pad = (text: string, width: number) => text.padEnd(width);
const fixed = (value: number) => value.toFixed(3);
console.log(`\n${pad('prompt', 32)} ${pad('nDCG@10', 8)} ${pad('P@10', 6)} known`);
for (const row of rows)
  console.log(`${pad(row.id, 32)} ${pad(fixed(row.ndcg), 8)} ${pad(row.precision.toFixed(1), 6)} ${row.knownRank ?? '—'}`);
const summary = (label: string, subset: Row[]) => {
  const found = subset.filter((row) => row.knownRank !== null && row.knownRank <= CUTOFF).length;
  console.log(
    `${pad(label, 32)} ${pad(fixed(mean(subset.map((row) => row.ndcg))), 8)} ${pad(fixed(mean(subset.map((row) => row.precision))), 6)} ` +
      `known answer in the top 10: ${found}/${subset.length}, at #1: ${subset.filter((row) => row.knownRank === 1).length}; ` +
      `mean search ${mean(subset.map((row) => row.ms)).toFixed(0)} ms`,
  );
};
console.log('');
summary(
  'mean, talents',
  rows.filter((row) => row.kind === 'talents'),
);
summary(
  'mean, companies',
  rows.filter((row) => row.kind === 'companies'),
);
summary('mean, all', rows);
if (args.json) fs.writeFileSync(args.json, JSON.stringify(rows, null, 2));
await embedder.close?.();
await database.close();
process.exit(0);
