import { z } from 'zod';
import { pickable, readVocabulary } from './vocabulary.ts';
import work from './vocabulary/work.json' with { type: 'json' };

/**
 * What people did: each topic is a kind of work with several ways of writing it up, and the skills
 * such write-ups name. `{skill}` and `{skill2}` become two of the topic's skills; `{n}`, `{pct}`,
 * `{gpus}`, `{size}` and `{domain}` numbers and settings.
 */
const TopicSchema = z.strictObject({ id: z.string(), skills: pickable, texts: pickable });
export type Topic = z.infer<typeof TopicSchema>;

const WorkSchema = z.strictObject({
  topics: z.array(TopicSchema),
  /** Settings that fill `{domain}` and `{cvdomain}`. */
  domains: pickable,
  cvDomains: pickable,
  /** How a topic reads in a thesis or a summary. */
  topicLabels: z.record(z.string(), z.string()),
});

const vocabulary = readVocabulary('work.json', WorkSchema, work);
export const TOPICS: readonly Topic[] = vocabulary.topics;
export const DOMAINS: readonly string[] = vocabulary.domains;
export const CV_DOMAINS: readonly string[] = vocabulary.cvDomains;
export const TOPIC_LABELS: Readonly<Record<string, string>> = vocabulary.topicLabels;

export const topic = (id: string): Topic => {
  const found = TOPICS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no topic ${id}`);
  return found;
};
