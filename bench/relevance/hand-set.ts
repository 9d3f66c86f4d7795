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

/** A prompt of the robustness set with its best fits, each written in another style (decision 064). */
type RobustnessPrompt = { prompt: string; fits: string[] };

/** relevance/robustness/: more best fits for prompts like the issue's, ranked apart from the judged set (bench:relevance --robustness). */
export async function readRobustnessSet(): Promise<{ talents: TalentImport[]; prompts: RobustnessPrompt[] }> {
  const robustness = path.join(import.meta.dirname, 'robustness');
  return {
    talents: await readTalents(path.join(robustness, 'talents.jsonl')),
    prompts: JSON.parse(fs.readFileSync(path.join(robustness, 'prompts.json'), 'utf8')) as RobustnessPrompt[],
  };
}
