import { z } from 'zod';
import { pickable, readVocabulary } from './vocabulary.ts';
import companies from './vocabulary/companies.json' with { type: 'json' };

/**
 * What generated companies are and do. A company's name suffix gives its industry label (coarse,
 * as on LinkedIn); what it does is an activity compatible with that suffix, written into its
 * tagline, description, products and tags.
 */
const ActivitySchema = z.strictObject({
  id: z.string(),
  ai: z.boolean(),
  /** The work (work.ts) its people do on it. */
  topic: z.string().nullable(),
  product: z.string(),
  does: pickable,
  tags: z.array(z.string()),
  customers: pickable,
});
export type Activity = z.infer<typeof ActivitySchema>;

/** Name suffix → industry label and the activities such a company has. */
const SuffixSchema = z.strictObject({ suffix: z.string(), industry: z.string(), activities: pickable });

const CompaniesSchema = z.strictObject({
  activities: z.array(ActivitySchema),
  suffixes: z.array(SuffixSchema),
  /** The words a name is made of: [middle] prefix suffix. */
  prefixes: pickable,
  middles: pickable,
  cities: pickable,
});

const vocabulary = readVocabulary('companies.json', CompaniesSchema, companies);
export const ACTIVITIES: readonly Activity[] = vocabulary.activities;
export const SUFFIXES: readonly z.infer<typeof SuffixSchema>[] = vocabulary.suffixes;

export const activity = (id: string): Activity => {
  const found = ACTIVITIES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no activity ${id}`);
  return found;
};

export const PREFIXES: readonly string[] = vocabulary.prefixes;
// The empty middle: a name without one is as likely as a name with any one middle word.
export const MIDDLES: readonly string[] = ['', ...vocabulary.middles];
export const CITIES: readonly string[] = vocabulary.cities;
