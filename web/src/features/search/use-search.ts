import { useRef, useState } from 'react';
import type { CompanyResult, TalentResult } from '@hearth/contract/search';
import { loadMore, withCompanyDefaults, searchCompanies, searchTalents } from './api.ts';

export type SearchKind = 'talents' | 'companies';
type Item<K extends SearchKind> = K extends 'talents' ? TalentResult : CompanyResult;

/** docs/product/search.md#status-lines search status lines, word for word. */
const texts = {
  talents: {
    searching: 'Searching...',
    building: (n: number) => `Building ${n} Profiles...`,
    loadingMore: 'Attempting load more profiles...',
  },
  companies: {
    searching: 'Searching companies...',
    building: (n: number) => `Building ${n} company profiles...`,
    loadingMore: 'Attempting load more companies...',
  },
};

const errorMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Unknown error');
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

export const idOf = (item: TalentResult | CompanyResult) => ('user' in item ? item.user.id : item.id);

/** The answer's list as the screen shows it; throws on anything that is not a list of results. */
function mapResults<K extends SearchKind>(kind: K, list: unknown): Item<K>[] {
  if (!Array.isArray(list)) throw new Error('The search answered no list.');
  return list.map((item: unknown) => {
    if (kind === 'talents') {
      if (!isObject(item) || !isObject(item.user) || typeof item.user.id !== 'string') throw new Error('Not a talent.');
      return item as Item<K>;
    }
    if (!isObject(item) || typeof item.id !== 'string') throw new Error('Not a company.');
    return withCompanyDefaults(item as CompanyResult) as Item<K>;
  });
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** One tab's search: the status line, results, the session for load more, and the selection. */
export function useSearch<K extends SearchKind>(kind: K) {
  const [status, setStatus] = useState('');
  const [results, setResults] = useState<Item<K>[]>([]);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [busy, setBusy] = useState<'idle' | 'searching' | 'loadingMore'>('idle');
  const busyRef = useRef(false);

  async function search(prompt: string) {
    // docs/product/search.md#status-lines: an empty query does nothing; a new search is ignored while searching.
    if (!prompt.trim() || busyRef.current) return;
    busyRef.current = true;
    setBusy('searching');
    setStatus(texts[kind].searching);
    try {
      // docs/product/search.md#errors names each step of a company search that can fail: asking, mapping, showing.
      let response: { id: string; list: unknown };
      try {
        response = kind === 'talents' ? await searchTalents(prompt.trim()) : await searchCompanies(prompt.trim());
      } catch (error) {
        return failed(`Error searching companies: ${errorMessage(error)}`, 'talent search failed', error);
      }
      let list: Item<K>[];
      try {
        list = mapResults(kind, response.list);
      } catch (error) {
        return failed('Error mapping companies', 'talent search answered an unreadable list', error);
      }
      try {
        setStatus(texts[kind].building(list.length));
        setResults(list);
        setSessionId(response.id);
        setSelectedId(list[0] ? idOf(list[0]) : null);
        await nextFrame();
        setStatus(list.length === 0 ? 'No results.' : '');
      } catch (error) {
        return failed('Error updating UI', 'showing the talent results failed', error);
      }
    } finally {
      busyRef.current = false;
      setBusy('idle');
    }
  }

  async function more() {
    if (!sessionId || busyRef.current) return;
    busyRef.current = true;
    setBusy('loadingMore');
    setStatus(texts[kind].loadingMore);
    try {
      let response: { list: unknown };
      try {
        response = await loadMore(sessionId);
      } catch (error) {
        return failed(`Error loading more companies: ${errorMessage(error)}`, 'load more failed', error);
      }
      let list: Item<K>[];
      try {
        list = mapResults(kind, response.list);
      } catch (error) {
        return failed('Error mapping additional companies', 'load more answered an unreadable list', error);
      }
      setResults((current) => {
        const seen = new Set(current.map(idOf));
        return [...current, ...list.filter((item) => !seen.has(idOf(item)))];
      });
      setStatus(list.length === 0 ? 'No more results.' : '');
    } finally {
      busyRef.current = false;
      setBusy('idle');
    }
  }

  /** docs/product/search.md#errors: a company failure is shown in the status line; a talent failure is logged only. */
  function failed(companyStatus: string, talentLog: string, error: unknown) {
    if (kind === 'companies') setStatus(companyStatus);
    else {
      console.error(talentLog, error);
      setStatus('');
    }
  }

  const selected = results.find((item) => idOf(item) === selectedId) ?? null;
  return { status, results, sessionId, selected, selectedId, setSelectedId, busy, search, more };
}
