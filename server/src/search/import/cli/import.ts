import { ImportError, readCompanies, readTalents } from '../bulk-import.ts';
import { progress, writeAndEmbed } from './common.ts';

/**
 * `npm run db:import -- talents.jsonl [companies.jsonl] [--no-embed]`: validates every line first
 * (a bad one is reported with its number and nothing is written), writes everything in one
 * transaction, then embeds (resumable; search answers full-text meanwhile).
 */
const args = process.argv.slice(2);
const files = args.filter((arg) => !arg.startsWith('--'));
if (files.length === 0 || files.length > 2) {
  console.error('usage: npm run db:import -- talents.jsonl [companies.jsonl] [--no-embed]');
  process.exit(2);
}
try {
  const report = progress('import');
  const talents = await readTalents(files[0]!);
  const companies = files[1] ? await readCompanies(files[1]) : [];
  report(`${talents.length} talents and ${companies.length} companies valid`, true);
  await writeAndEmbed({ talents, companies, args, report });
} catch (error) {
  if (error instanceof ImportError) {
    console.error(`import: ${error.message}; nothing was written`);
    process.exit(1);
  }
  throw error;
}
// Nothing may keep the process (and the embedded database) open after the work is done.
process.exit(process.exitCode ?? 0);
