import { useRef, useState } from 'react';
import type { CompanyResult, TalentResult } from '@hearth/contract/search';
import { loadMore, searchCompanies, searchTalents } from './api.ts';

export type SearchKind = 'talents' | 'companies';
type Item<K extends SearchKind> = K extends 'talents' ? TalentResult : CompanyResult;

/** SPEC §4 search status lines, word for word. */
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

/** One tab's search: the status line, results, the session for load more, and the selection. */
export function useDatabaseSearch<K extends SearchKind>(kind: K) {
  const [status, setStatus] = useState('');
  const [results, setResults] = useState<Item<K>[]>([]);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [busy, setBusy] = useState<'idle' | 'searching' | 'loadingMore'>('idle');
  const busyRef = useRef(false);

  async function search(prompt: string) {
    // SPEC §4/§5: an empty query does nothing; a new search is ignored while searching.
    if (!prompt.trim() || busyRef.current) return;
    busyRef.current = true;
    setBusy('searching');
    setStatus(texts[kind].searching);
    try {
      const response = kind === 'talents' ? await searchTalents(prompt.trim()) : await searchCompanies(prompt.trim());
      const list = response.list as Item<K>[];
      setStatus(texts[kind].building(list.length));
      setResults(list);
      setSessionId(response.id);
      setSelectedId(list[0] ? idOf(list[0]) : null);
      await nextFrame();
      setStatus(list.length === 0 ? 'No results.' : '');
    } catch (error) {
      // SPEC §8: a company search failure is shown; a talent search failure is logged only.
      if (kind === 'companies') setStatus(`Error searching companies: ${errorMessage(error)}`);
      else {
        console.error('talent search failed', error);
        setStatus('');
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
      const response = await loadMore(sessionId);
      const list = response.list as Item<K>[];
      setResults((current) => {
        const seen = new Set(current.map(idOf));
        return [...current, ...list.filter((item) => !seen.has(idOf(item)))];
      });
      setStatus(list.length === 0 ? 'No more results.' : '');
    } catch (error) {
      if (kind === 'companies') setStatus(`Error loading more companies: ${errorMessage(error)}`);
      else {
        console.error('load more failed', error);
        setStatus('');
      }
    } finally {
      busyRef.current = false;
      setBusy('idle');
    }
  }

  const selected = results.find((item) => idOf(item) === selectedId) ?? null;
  return { status, results, sessionId, selected, selectedId, setSelectedId, busy, search, more };
}
