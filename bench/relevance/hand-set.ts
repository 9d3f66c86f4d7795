import path from 'node:path';
import fs from 'node:fs';
import type { CompanyImport, TalentImport } from '@hearth/contract/search';
import { readCompanies, readTalents } from '../../server/src/search/import/bulk-import.ts';

/**
 * The hand-written set (relevance/hand/): profiles in the `npm run db:import` JSONL format, read by
 * the same reader a user's import goes through, and prompts judged by hand over those profiles
 * (written before any result was seen). A profile's key is the last part of its page URL.
 */
export type HandPrompt = {
  id: string;
  kind: 'talents' | 'companies';
  /** Tuning prompts may guide ranking changes; held-out prompts are only run to report. */
  set: 'tuning' | 'held-out';
  prompt: string;
  /** The profile that fits the prompt best (graded 3). */
  best: string;
  /** Grades 0–3 of hand-written profiles; any other profile is not judged. */
  grades: Record<string, number>;
};

const folder = path.join(import.meta.dirname, 'hand');

export const talentKey = (talent: Pick<TalentImport, 'linkedInURL'>) => talent.linkedInURL!.split('/in/')[1]!;
export const companyKey = (url: string) => url.split('/company/')[1]!;

export async function readHandSet(): Promise<{ talents: TalentImport[]; companies: CompanyImport[]; prompts: HandPrompt[] }> {
  return {
    talents: await readTalents(path.join(folder, 'talents.jsonl')),
    companies: await readCompanies(path.join(folder, 'companies.jsonl')),
    prompts: JSON.parse(fs.readFileSync(path.join(folder, 'prompts.json'), 'utf8')) as HandPrompt[],
  };
}
