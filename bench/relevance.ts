// How well search ranks, judged (docs/search.md#relevance). Two sets of judged prompts over one corpus:
// - generated: recruiter prompts (relevance/prompts.json) graded by rules over the facts the
//   deterministic generator wrote each profile from, plus fact-labelled decoys
//   (relevance/talents.json, companies.json; relevance/judge.ts);
// - hand-written: profiles in the db:import format, read by the import's own reader, with prompts
//   judged by hand before any result was seen (relevance/hand/, relevance/hand-set.ts).
// Each set's prompts are split into a tuning half and a held-out half, which is only run to report.
// With --robustness it runs only relevance/robustness/: more hand-written best fits, several per
// prompt in other styles (decision 064), each ranked among the generated talents alone.
//   npm run bench:relevance [-- --talents 3000 --companies 300 --full-text --tuning --robustness --show PROMPT_ID|BEST_FIT_KEY|all --json FILE]
// Prints per prompt and per slice (set × talents/companies × tuning/held-out): nDCG@10, recall@20
// and whether the best fit is in the top 3. Embeddings are cached on disk between runs
// (relevance/embedding-cache.ts).
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
import { companyKey, readHandSet, readRobustnessSet, talentKey } from './relevance/hand-set.ts';
import { completeTalentFacts, gradeCompany, gradeTalent, type JudgedPrompt } from './relevance/judge.ts';
import { BEST_AT, CUTOFF, judgedMetrics, mean } from './relevance/metrics.ts';

const { values: args } = parseArgs({
  options: {
    talents: { type: 'string', default: '3000' },
    companies: { type: 'string', default: '300' },
    'full-text': { type: 'boolean', default: false },
    tuning: { type: 'boolean', default: false },
    robustness: { type: 'boolean', default: false },
    show: { type: 'string', multiple: true, default: [] },
    json: { type: 'string' },
  },
});
const read = <T>(name: string): T => JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'relevance', name), 'utf8')) as T;
type FactTalent = Omit<TalentImport, 'id' | 'experiences' | 'github_projects'> & {
  key: string;
  experiences: { title: string; company: string; description: string }[];
  facts: Parameters<typeof completeTalentFacts>[0];
};
type FactCompany = Omit<CompanyImport, 'linkedin_url' | 'social_links' | 'is_tracked'> & { key: string; facts: CompanyFacts };
type Split = 'tuning' | 'held-out';
/** The generated set's prompts alternate between the halves, per kind, in file order. */
const factPrompts = read<JudgedPrompt[]>('prompts.json').map((prompt, _, all) => ({
  ...prompt,
  set: (all.filter((other) => other.kind === prompt.kind).indexOf(prompt) % 2 === 0 ? 'tuning' : 'held-out') as Split,
}));
const hand = await readHandSet();
const robustness = args.robustness ? await readRobustnessSet() : { talents: [], prompts: [] };

// 1. The corpus: generated (with its facts), fact-labelled decoys, and the hand-written set.
const generatedCompanies = generateCompanies(Number(args.companies), 7);
const generatedTalents = generateTalentsWithFacts(Number(args.talents), generatedCompanies, 11);
const talentFacts = new Map<string, { key: string; facts: TalentFacts }>();
const talents: TalentImport[] = generatedTalents.map(({ talent, facts }) => {
  talentFacts.set(talent.id!, { key: talent.name, facts });
  return talent;
});
for (const decoy of read<FactTalent[]>('talents.json')) {
  const id = createRandom([...decoy.key].reduce((hash, c) => Math.imul(hash, 31) + c.charCodeAt(0), 7)).uuid();
  talentFacts.set(id, { key: decoy.key, facts: completeTalentFacts(decoy.facts) });
  talents.push({
    id,
    name: decoy.name,
    headline: decoy.headline,
    email: null,
    linkedInURL: `https://www.linkedin.com/in/${decoy.key}`,
    experiences: decoy.experiences.map((job) => ({ ...job, company_id: null, is_ai: false })),
    education: decoy.education,
    github_projects: [],
  });
}
const companyFacts = new Map<string, { key: string; facts: CompanyFacts }>();
const companies: CompanyImport[] = generatedCompanies.map(({ slug: _slug, isAi: _isAi, facts, ...company }) => {
  companyFacts.set(company.linkedin_url, { key: company.name ?? company.linkedin_url, facts });
  return company;
});
for (const { key, facts, ...decoy } of read<FactCompany[]>('companies.json')) {
  const url = `https://www.linkedin.com/company/${key}`;
  companyFacts.set(url, { key, facts });
  companies.push({ ...decoy, linkedin_url: url, social_links: {}, is_tracked: false });
}

// 2. A fresh database with the corpus, embedded (from the cache where the texts were seen before).
const started = performance.now();
const database = await openDatabase({ inMemory: true });
const hasVector = database.hasVector && !args['full-text'];
await writeSearchData({
  db: database.db,
  talents: [...talents, ...hand.talents, ...robustness.talents],
  companies: [...companies, ...hand.companies],
});
const embedder = cachedEmbedder(createLocalEmbedder({ threads: os.availableParallelism() }));
if (hasVector) await embedPending({ db: database.db, embedder, batchSize: 512 });
embedder.save();
const handTalents = new Set([...hand.talents, ...robustness.talents].map(talentKey));
const talentKeys = new Map<string, string>();
for (const row of await database.db.select({ id: users.id, url: users.linkedinUrl, name: users.name }).from(users)) {
  const key = row.url?.split('/in/')[1];
  talentKeys.set(row.id, key && handTalents.has(key) ? key : (talentFacts.get(row.id)?.key ?? row.name));
}
const [admin] = await database.db
  .insert(users)
  .values({ email: 'relevance@hearth.local', name: 'Relevance Bench', headline: '', role: 'admin' })
  .returning({ id: users.id });
const actor = { userId: admin!.id, email: 'relevance@hearth.local', role: 'admin' as const, sessionId: null, apiKeyId: null };
console.log(
  `corpus: ${talents.length} generated and ${hand.talents.length + robustness.talents.length} hand-written talents, ` +
    `${companies.length} generated and ${hand.companies.length} hand-written companies; ` +
    `${hasVector ? 'hybrid' : 'full-text'} search; ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// 3. Every prompt, judged.
type Row = {
  id: string;
  set: 'generated' | 'hand-written';
  kind: string;
  split: Split;
  ndcg: number;
  recall: number;
  best: number | null;
  ms: number;
};
const rows: Row[] = [];
const context = { db: database.db, hasVector, embedder };

async function ranked(kind: 'talents' | 'companies', prompt: string) {
  const before = performance.now();
  const { id: sessionId } = await search({ context, actor, kind, prompt });
  const ms = performance.now() - before;
  const [session] = await database.db
    .select({ rankedIds: searchSessions.rankedIds, scores: searchSessions.scores })
    .from(searchSessions)
    .where(eq(searchSessions.id, sessionId));
  const ids = session!.rankedIds as string[];
  return { ms, ids: kind === 'talents' ? ids : await companyUrls(ids), scores: session!.scores };
}

/** The first results of a prompt, each with its grade and its scores (text reading, similarity). */
function show(
  id: string,
  prompt: string,
  results: { key: string; grade: number | null }[],
  scores: { text: number; semantic: number | null }[],
) {
  if (!args.show.includes(id) && !args.show.includes('all')) return;
  console.log(`\n${id}: "${prompt}"`);
  results.slice(0, 2 * CUTOFF).forEach((result, index) => {
    const score = scores[index];
    const why = score ? `  (text ${score.text}, similarity ${score.semantic ?? '—'})` : '';
    console.log(`  ${index + 1}. [${result.grade ?? '·'}] ${result.key}${why}`);
  });
}

if (args.robustness) {
  // Each best fit's place among the generated talents: the other hand-written profiles are left out.
  let inTop = 0;
  const fits = robustness.prompts.flatMap(({ prompt, fits }) => fits.map((key) => ({ prompt, key })));
  for (const { prompt, fits: keys } of robustness.prompts) {
    const { ids, scores } = await ranked('talents', prompt);
    const order = ids.map((id) => talentKeys.get(id) ?? id);
    const shown = keys.find((key) => args.show.includes(key)) ?? (args.show.includes('all') ? keys[0] : undefined);
    if (shown) {
      // The best fits and the generated talents, each with its own scores.
      const kept = order.flatMap((key, index) =>
        keys.includes(key) || !handTalents.has(key) ? [{ key, grade: keys.includes(key) ? 3 : null, score: scores[index]! }] : [],
      );
      show(
        shown,
        prompt,
        kept,
        kept.map((result) => result.score),
      );
      const at = kept.findIndex((result) => result.key === shown);
      if (at >= 2 * CUTOFF)
        console.log(`  ${at + 1}. [3] ${shown}  (text ${kept[at]!.score.text}, similarity ${kept[at]!.score.semantic ?? '—'})`);
    }
    for (const key of keys) {
      const at = order.indexOf(key);
      const place = at < 0 ? null : order.slice(0, at).filter((other) => !handTalents.has(other)).length + 1;
      if (place !== null && place <= BEST_AT) inTop++;
      console.log(`${String(place ?? '—').padEnd(4)} ${key.padEnd(28)} "${prompt}"`);
    }
  }
  console.log(`\nbest fits in the top ${BEST_AT} among the generated talents: ${inTop}/${fits.length}`);
  await embedder.close?.();
  await database.close();
  process.exit(0);
}

for (const judged of factPrompts) {
  if (args.tuning && judged.set !== 'tuning') continue;
  const { ms, ids, scores } = await ranked(judged.kind, judged.prompt);
  // Only profiles written from facts are judged (generated ones and their decoys); the hand-written
  // ones among the results are left out of nDCG@10, as the hand-written set leaves out generated ones.
  const grade = (id: string) => {
    const known = judged.kind === 'talents' ? talentFacts.get(id) : companyFacts.get(id);
    if (!known) return null;
    return judged.kind === 'talents' ? gradeTalent(judged.grades, known.facts) : gradeCompany(judged.grades, known.facts);
  };
  const all =
    judged.kind === 'talents'
      ? [...talentFacts.values()].map(({ facts }) => gradeTalent(judged.grades, facts))
      : [...companyFacts.values()].map(({ facts }) => gradeCompany(judged.grades, facts));
  const grades = ids.map(grade);
  const top = Math.max(...all);
  const bestIndex = grades.findIndex((value) => value === top);
  rows.push({
    id: judged.id,
    set: 'generated',
    kind: judged.kind,
    split: judged.set,
    ...judgedMetrics(grades, all),
    best: bestIndex >= 0 ? bestIndex + 1 : null,
    ms,
  });
  const keyOf = (id: string) => (judged.kind === 'talents' ? talentKeys.get(id) : companyFacts.get(id)?.key) ?? id;
  show(
    judged.id,
    judged.prompt,
    ids.map((id, index) => ({ key: keyOf(id), grade: grades[index] ?? null })),
    scores,
  );
}

const handCompanies = new Set(hand.companies.map((company) => companyKey(company.linkedin_url)));
for (const judged of hand.prompts) {
  if (args.tuning && judged.set !== 'tuning') continue;
  const { ms, ids, scores } = await ranked(judged.kind, judged.prompt);
  const isHand = judged.kind === 'talents' ? handTalents : handCompanies;
  const keys = ids.map((id) => (judged.kind === 'talents' ? (talentKeys.get(id) ?? id) : (companyKey(id) ?? id)));
  // Only hand-written profiles are judged: nDCG@10 reads them in the order ranked (the generated ones
  // between them left out); recall@20 and the best fit's rank count every result.
  const grades = keys.map((key) => (isHand.has(key) ? (judged.grades[key] ?? 0) : null));
  const all = [...isHand].map((key) => judged.grades[key] ?? 0);
  const bestIndex = keys.indexOf(judged.best);
  rows.push({
    id: judged.id,
    set: 'hand-written',
    kind: judged.kind,
    split: judged.set,
    ...judgedMetrics(grades, all),
    best: bestIndex >= 0 ? bestIndex + 1 : null,
    ms,
  });
  show(
    judged.id,
    judged.prompt,
    keys.map((key, index) => ({ key, grade: grades[index]! })),
    scores,
  );
  // Where the graded profiles ranked beyond those shown, or that they were not found.
  if (args.show.includes(judged.id) || args.show.includes('all'))
    for (const [key, grade] of Object.entries(judged.grades)) {
      const at = keys.indexOf(key);
      if (at >= 2 * CUTOFF || at < 0)
        console.log(
          `  ${at < 0 ? 'not found' : `${at + 1}.`} [${grade}] ${key}${at < 0 ? '' : `  (text ${scores[at]!.text}, similarity ${scores[at]!.semantic ?? '—'})`}`,
        );
    }
}

async function companyUrls(ids: string[]): Promise<string[]> {
  const { rows: found } = (await database.executeSql('SELECT id, linkedin_url FROM companies WHERE id = ANY($1::uuid[])', [
    `{${ids.join(',')}}`,
  ])) as { rows: { id: string; linkedin_url: string }[] };
  const byId = new Map(found.map((row) => [row.id, row.linkedin_url]));
  return ids.map((id) => byId.get(id) ?? id);
}

// 4. Per prompt, then per slice.
const pad = (text: string, width: number) => text.padEnd(width);
const fixed = (value: number) => value.toFixed(3);
console.log(`\n${pad('prompt', 36)} ${pad('half', 9)} ${pad('nDCG@10', 8)} ${pad('R@20', 6)} best fit at`);
for (const row of rows)
  console.log(
    `${pad(row.id, 36)} ${pad(row.split, 9)} ${pad(fixed(row.ndcg), 8)} ${pad(row.recall.toFixed(2), 6)} ${row.best ?? '—'}`,
  );
console.log(`\n${pad('slice', 36)} ${pad('prompts', 8)} ${pad('nDCG@10', 8)} ${pad('R@20', 6)} best fit in top ${BEST_AT}`);
for (const set of ['generated', 'hand-written'] as const)
  for (const kind of ['talents', 'companies'])
    for (const split of ['tuning', 'held-out'] as const) {
      const subset = rows.filter((row) => row.set === set && row.kind === kind && row.split === split);
      if (subset.length === 0) continue;
      const inTop = subset.filter((row) => row.best !== null && row.best <= BEST_AT).length;
      console.log(
        `${pad(`${set}, ${kind}, ${split}`, 36)} ${pad(String(subset.length), 8)} ${pad(fixed(mean(subset.map((row) => row.ndcg))), 8)} ` +
          `${pad(fixed(mean(subset.map((row) => row.recall))), 6)} ${inTop}/${subset.length} (${Math.round((100 * inTop) / subset.length)}%)`,
      );
    }
console.log(
  `\nmean search ${mean(rows.map((row) => row.ms)).toFixed(0)} ms (in process, with the benchmark's own work beside it)`,
);
if (args.json) fs.writeFileSync(args.json, JSON.stringify(rows, null, 2));
await embedder.close?.();
await database.close();
process.exit(0);
