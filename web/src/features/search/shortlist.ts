import { useSyncExternalStore } from 'react';
import { shortlistFileName, type ShortlistCsvRow } from '@hearth/contract/search';
import type { Talent } from '@hearth/contract/search';
import { downloadText, toCsv } from '../../lib/csv.ts';

/** docs/product/search.md#shortlist, kept across reloads in this browser. */
export type ShortlistEntry = {
  id: string;
  name: string;
  email: string | null;
  headline: string;
  linkedin: string | null;
  twitter: string | null;
  github: string | null;
};
export type Shortlist = { name: string; entries: ShortlistEntry[] };

const KEY = 'hearth.shortlist';
const EMPTY: Shortlist = { name: '', entries: [] };
const listeners = new Set<() => void>();
let cache: { raw: string | null; value: Shortlist } = { raw: null, value: EMPTY };

function read(): Shortlist {
  const raw = localStorage.getItem(KEY);
  if (raw === cache.raw) return cache.value;
  let value = EMPTY;
  try {
    const parsed = raw ? (JSON.parse(raw) as Shortlist) : EMPTY;
    value = {
      name: typeof parsed.name === 'string' ? parsed.name : '',
      entries: Array.isArray(parsed.entries) ? parsed.entries : [],
    };
  } catch {
    value = EMPTY;
  }
  cache = { raw, value };
  return value;
}

function write(next: Shortlist) {
  localStorage.setItem(KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function toEntry(talent: Talent): ShortlistEntry {
  return {
    id: talent.id,
    name: talent.name,
    email: talent.email ?? null,
    headline: talent.headline,
    linkedin: talent.linkedInURL,
    twitter: talent.twitterURL,
    github: talent.githubURL,
  };
}

export const shortlistActions = {
  add: (entry: ShortlistEntry) => {
    const current = read();
    if (current.entries.some((item) => item.id === entry.id)) return;
    write({ ...current, entries: [...current.entries, entry] });
  },
  remove: (id: string) => {
    const current = read();
    write({ ...current, entries: current.entries.filter((item) => item.id !== id) });
  },
  rename: (name: string) => write({ ...read(), name }),
  /** Empties the shortlist and returns what it held, for Undo (`restore`). */
  clear: (): Shortlist => {
    const current = read();
    write({ ...current, entries: [] });
    return current;
  },
  /** Undo of `clear`: the entries come back first, followed by any added since. */
  restore: (previous: Shortlist) => {
    const current = read();
    const kept = new Set(previous.entries.map((entry) => entry.id));
    write({ name: current.name, entries: [...previous.entries, ...current.entries.filter((entry) => !kept.has(entry.id))] });
  },
};

export function useShortlist(): Shortlist {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}

const SHORTLIST_COLUMNS = [
  'name',
  'email',
  'status',
  'headline',
  'linkedin',
  'twitter',
  'github',
] as const satisfies readonly (keyof ShortlistCsvRow)[];

/** docs/product/search.md#shortlist CSV row; cells a spreadsheet would run as formulas are escaped (lib/csv.ts). */
export function shortlistCsv(entries: ShortlistEntry[]): string {
  const rows = entries.map((entry) => {
    const row: ShortlistCsvRow = {
      name: entry.name,
      email: entry.email ?? '',
      status: '',
      headline: entry.headline,
      linkedin: entry.linkedin ?? '',
      twitter: entry.twitter ?? '',
      github: entry.github ?? '',
    };
    return SHORTLIST_COLUMNS.map((column) => row[column]);
  });
  return toCsv(SHORTLIST_COLUMNS, rows);
}

export const downloadShortlist = (shortlist: Shortlist) =>
  downloadText(shortlistFileName(shortlist.name), shortlistCsv(shortlist.entries));
