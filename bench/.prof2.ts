import { openDatabase } from '../server/src/db/client.ts';
import { users } from '../server/src/db/schema.ts';
import { generateCompanies, generateTalents } from '../server/src/search/generate.ts';
import { writeSearchData } from '../server/src/search/import.ts';
import { search } from '../server/src/search/service.ts';
import { setupSearch } from '../server/src/search/sql.ts';
import { Session } from 'node:inspector/promises';
const database = await openDatabase({ inMemory: true });
await setupSearch(database.db, { hasVector: database.hasVector });
const companies = generateCompanies(300, 7);
await writeSearchData({ db: database.db, talents: generateTalents(3000, companies, 11), companies });
const [admin] = await database.db.insert(users).values({ email: 'p@x', name: 'P', headline: '', role: 'admin' }).returning({ id: users.id });
const actor = { userId: admin!.id, email: 'p@x', role: 'admin' as const, sessionId: null, apiKeyId: null };
const context = { db: database.db, hasVector: false, embedder: { model: 'x', embed: async () => [] as number[][] } };
const prompts = ['staff engineer who scaled distributed training', 'computer vision founder', 'Rust systems engineer', 'ML engineer who worked on LLM inference at a startup', 'machine learning engineer'];
for (const prompt of prompts) await search({ context, actor, kind: 'talents', prompt });
const session = new Session(); session.connect();
await session.post('Profiler.enable'); await session.post('Profiler.setSamplingInterval', { interval: 100 }); await session.post('Profiler.start');
for (let round = 0; round < 10; round++) for (const prompt of prompts) await search({ context, actor, kind: 'talents', prompt });
const { profile } = await session.post('Profiler.stop');
// self time per function
const self = new Map<string, number>();
const dt = profile.timeDeltas!; const samples = profile.samples!;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
for (let i = 0; i < samples.length; i++) { const n = byId.get(samples[i]!)!; const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`; self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0)); }
const total = [...self.values()].reduce((a, b) => a + b, 0);
console.log('total ms', (total / 1000).toFixed(0), 'per search', (total / 1000 / 50).toFixed(1));
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 1000).toFixed(1).padStart(8), k);
process.exit(0);
