import { embedWithProgress, openSearchDatabase } from './common.ts';

/** `npm run db:embed`: embeds every talent and company that has no current embedding (resumable). */
const database = await openSearchDatabase();
try {
  await embedWithProgress(database);
} finally {
  await database.close();
}
// Nothing may keep the process (and the embedded database) open after the work is done.
process.exit(process.exitCode ?? 0);
