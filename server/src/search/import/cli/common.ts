import os from 'node:os';
import { loadConfig } from '../../../config.ts';
import { openDatabase, type Database } from '../../../db/client.ts';
import { createEmbedder } from '../../indexing/embeddings/create.ts';
import { embedPending, restoreVectorIndexes } from '../../indexing/embed-pending.ts';
import { writeSearchData } from '../bulk-import.ts';
import type { CompanyImport, TalentImport } from '@hearth/contract/search';

/** The app's database (DATA_DIR or DATABASE_URL), migrated, with its vector indexes where pgvector is. */
export async function openSearchDatabase(): Promise<Database> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (database.hasVector) await restoreVectorIndexes(database.db);
  return database;
}

export function progress(label: string) {
  const started = performance.now();
  let last = 0;
  return (message: string, force = false) => {
    const now = performance.now();
    if (!force && now - last < 1000) return;
    last = now;
    console.log(`${label}: ${message} (${((now - started) / 1000).toFixed(1)} s)`);
  };
}

/** From this many pending profiles on, the vector index is built once at the end instead of row by row. */
const BULK_FROM = 10_000;

/** Embeds what is missing, with progress; resumable (stop it any time and run it again). */
export async function embedWithProgress(database: Database) {
  if (!database.hasVector) {
    console.log('embed: pgvector is not available here; search will be full-text only');
    return;
  }
  const report = progress('embed');
  const controller = new AbortController();
  process.once('SIGINT', () => {
    console.log('embed: stopping after this batch; run `npm run db:embed` to carry on');
    controller.abort();
  });
  // Nothing else runs here: one encoder thread per core, each taking its share of a batch. Big
  // batches let the local encoder group texts of similar length (see local.ts); an endpoint gets
  // modest requests, as some OpenAI-compatible servers take few inputs at a time.
  const config = loadConfig();
  const threads = os.availableParallelism();
  const embedder = createEmbedder(config, { threads });
  const count = await embedPending({
    db: database.db,
    embedder,
    batchSize: config.embeddings.url ? 64 : 256 * threads,
    bulkFrom: BULK_FROM,
    signal: controller.signal,
    onProgress: ({ kind, done, total }) => report(`${kind} ${done}/${total}`, done === total),
    onIndex: (kind, phase) =>
      report(
        phase === 'dropped' ? `${kind}: vector index set aside, built again at the end` : `${kind}: vector index built`,
        true,
      ),
  });
  await embedder.close?.();
  console.log(`embed: ${count} embedded`);
}

export function flag(args: string[], name: string): string | undefined {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}

/**
 * Writes talents and companies to the app's database in one transaction, then embeds them unless
 * `--no-embed` is among `args` (db:import and db:generate).
 */
export async function writeAndEmbed(options: {
  talents: TalentImport[];
  companies: CompanyImport[];
  args: string[];
  report: ReturnType<typeof progress>;
}) {
  const { talents, companies, args, report } = options;
  const database = await openSearchDatabase();
  try {
    const result = await writeSearchData({ db: database.db, talents, companies, onProgress: (message) => report(message) });
    report(`done: ${result.talents} talents, ${result.companies} companies, ${result.people} company people`, true);
    if (!args.includes('--no-embed')) await embedWithProgress(database);
  } finally {
    await database.close();
  }
}
