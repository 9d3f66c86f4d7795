import { z } from 'zod';
import { pickable, readVocabulary } from './vocabulary.ts';
import roles from './vocabulary/roles.json' with { type: 'json' };

/**
 * Job families of the generated people: the titles of each level (0 junior … 5 head, director or
 * VP), the work they do (topics of work.ts) and the degrees they tend to hold.
 */
export type Family = {
  id: string;
  ai: boolean;
  /** Share of the generated people whose career is mostly in this family. */
  weight: number;
  titles: readonly (readonly string[])[];
  topics: readonly string[];
  degrees: readonly string[];
};

const LEVEL_PREFIXES = ['', '', 'Senior ', 'Staff ', 'Principal '];

/** Titles by level from base titles: "X I" or "Junior X", "X", "Senior X", "Staff X", "Principal X", then the heads. */
function ladder(bases: readonly string[], heads: readonly string[]): string[][] {
  return [
    bases.flatMap((base) => [`Junior ${base}`, `${base} I`]),
    [...bases],
    ...LEVEL_PREFIXES.slice(2).map((prefix) => bases.map((base) => `${prefix}${base}`)),
    [...heads],
  ];
}

const RolesSchema = z.strictObject({
  /** Degree lists several families share, named by their key. */
  degreeLists: z.record(z.string(), pickable),
  families: z.array(
    z.strictObject({
      id: z.string(),
      ai: z.boolean(),
      weight: z.number().positive(),
      /** Each level's titles, or the bases and heads of a ladder. */
      titles: z.union([z.array(pickable).length(6), z.strictObject({ bases: pickable, heads: pickable })]),
      topics: pickable,
      /** The degrees, or the name of a shared list. */
      degrees: z.union([pickable, z.string()]),
    }),
  ),
  /** Where a career can go next: mostly the same family, sometimes a neighbour. */
  neighbours: z.record(z.string(), pickable),
});

const vocabulary = readVocabulary('roles.json', RolesSchema, roles);

const degreeList = (name: string) => {
  const list = vocabulary.degreeLists[name];
  if (!list) throw new Error(`synthetic-data/vocabulary/roles.json: no degree list ${name}`);
  return list;
};

export const FAMILIES: readonly Family[] = vocabulary.families.map((entry) => ({
  ...entry,
  titles: Array.isArray(entry.titles) ? entry.titles : ladder(entry.titles.bases, entry.titles.heads),
  degrees: typeof entry.degrees === 'string' ? degreeList(entry.degrees) : entry.degrees,
}));

export const family = (id: string): Family => {
  const found = FAMILIES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no family ${id}`);
  return found;
};

export const NEIGHBOURS: Readonly<Record<string, readonly string[]>> = vocabulary.neighbours;
