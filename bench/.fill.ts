// One-off (not committed): completes the 100k set's vectors for the latency benchmark. Real
// embeddings exist for a part; every other profile gets a real one of another profile plus noise.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client.ts';
import { createLocalEmbedder } from '../server/src/search/embeddings/local.ts';
import { companyEmbeddingText, storedModel } from '../server/src/search/indexing.ts';
import { run, setupSearch, statement, toVectorLiteral } from '../server/src/search/sql.ts';
const database = await openDatabase({ dataDir: '/tmp/hearth-100k' });
const db = database.db;
await setupSearch(db, { hasVector: true });
const rows = async <T>(text: string) => ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
const embedder = createLocalEmbedder({ threads: 2 });
const model = storedModel(embedder);
// 1. 500 companies embedded for real.
const companies = await rows<{ id: string; name: string | null; tagline: string | null; industry: string | null; description: string | null; research: unknown }>(
  `SELECT c.id, c.name, c.tagline, c.industry, c.description, c.research FROM companies c LEFT JOIN company_embeddings e ON e.company_id = c.id WHERE e.company_id IS NULL ORDER BY c.id LIMIT 500`);
const vectors = await embedder.embed(companies.map((c) => companyEmbeddingText(c).trim() || 'unknown'));
for (let i = 0; i < companies.length; i += 100)
  await db.execute(sql`INSERT INTO company_embeddings (company_id, model, embedding) VALUES ${sql.join(companies.slice(i, i + 100).map((c, j) => sql`(${c.id}::uuid, ${model}, ${toVectorLiteral(vectors[i + j]!)}::vector)`), sql`, `)} ON CONFLICT DO NOTHING`);
await embedder.close();
console.log('companies embedded', companies.length);
// 2. The rest: a real vector of another profile, with noise, normalised.
let seed = 1;
const noise = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return (seed / 2147483648 - 0.5) * 0.06; };
for (const [table, key, source] of [['talent_embeddings', 'user_id', 'talent_profiles'], ['company_embeddings', 'company_id', 'companies']] as const) {
  await db.execute(sql.raw(`DROP INDEX IF EXISTS ${table === 'talent_embeddings' ? 'talent_embeddings_hnsw_idx' : 'company_embeddings_hnsw_idx'}`));
  const real = (await rows<{ embedding: string }>(`SELECT embedding::text FROM ${table} WHERE model = '${model}'`)).map((r) => JSON.parse(r.embedding) as number[]);
  const missing = (await rows<{ id: string }>(`SELECT s.${source === 'companies' ? 'id' : 'user_id'} AS id FROM ${source} s LEFT JOIN ${table} e ON e.${key} = s.${source === 'companies' ? 'id' : 'user_id'} WHERE e.${key} IS NULL`)).map((r) => r.id);
  for (let i = 0; i < missing.length; i += 500) {
    const values = missing.slice(i, i + 500).map((id, j) => {
      const base = real[(i + j) % real.length]!;
      const v = base.map((x) => x + noise());
      const norm = Math.hypot(...v);
      return sql`(${id}::uuid, ${model}, ${toVectorLiteral(v.map((x) => x / norm))}::vector)`;
    });
    await db.execute(sql`INSERT INTO ${sql.raw(table)} (${sql.raw(key)}, model, embedding) VALUES ${sql.join(values, sql`, `)}`);
  }
  console.log(table, 'real', real.length, 'filled', missing.length);
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL maintenance_work_mem = '512MB'`));
    await tx.execute(sql.raw(statement(table === 'talent_embeddings' ? 'vector/talent-index' : 'vector/company-index')));
  });
  console.log(table, 'index built');
}
console.log(await run(db, 'talents-pending-count', [model]), await run(db, 'companies-pending-count', [model]));
await database.close();
process.exit(0);
