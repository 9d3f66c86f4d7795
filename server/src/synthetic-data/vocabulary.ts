import { z } from 'zod';

/** A list the generator picks from: empty, it would pick nothing. */
export const pickable = z.array(z.string()).min(1);

/**
 * The vocabulary file `file` (vocabulary/*.json) checked against its schema, so a malformed entry stops
 * the generator as it loads, naming the file and the entry.
 */
export function readVocabulary<Schema extends z.ZodType>(file: string, schema: Schema, data: unknown): z.output<Schema> {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new Error(`synthetic-data/vocabulary/${file}:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
