import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useMemo, useState } from 'react';
import type { RegistrationsFilter } from '@hearth/contract/decisions';
import { registrationsQuery, type Registration } from './api.ts';
import { matchesSearch } from './applicant-view.ts';

/**
 * The applicants as the manager shows them: the server's filters and sort, then the search box.
 * The route owns it, so the list and the profile agree on who comes next.
 */
export function useApplicantList(slug: string, enabled = true) {
  const [filter, setFilter] = useState<RegistrationsFilter>({});
  const query = useQuery({ ...registrationsQuery(slug, filter), enabled });
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const data = query.data;

  const lists = useMemo(() => {
    if (!data) return { pending: [], reviewed: [], waitlist: null };
    const keep = (item: Registration) => matchesSearch(item, deferredSearch);
    // Places in line are counted before the search filters the list.
    const waitlist = data.waitlisted_requests.map((item, index) => ({ item, position: index + 1 }));
    const showWaitlist = data.event.capacity !== null || waitlist.length > 0;
    return {
      pending: data.pending_requests.filter(keep),
      reviewed: data.reviewed_requests.filter(keep),
      waitlist: showWaitlist ? waitlist.filter((entry) => keep(entry.item)) : null,
    };
  }, [data, deferredSearch]);

  // The applicants in the order shown: what j/k walk through and shift-click ranges over.
  const shown = useMemo(
    () => [...lists.pending, ...(lists.waitlist ?? []).map((entry) => entry.item), ...lists.reviewed],
    [lists],
  );
  const filtered = deferredSearch.trim() !== '' || Object.values(filter).some((value) => value !== undefined);
  return { query, filter, setFilter, search, setSearch, lists, shown, filtered };
}

export type ApplicantList = ReturnType<typeof useApplicantList>;

/** Who the profile shows after a decision on `current`: the next applicant shown, else the one before. */
export function nextApplicant(shown: readonly Registration[], current: string): Registration | null {
  const index = shown.findIndex((item) => item.userId === current);
  if (index < 0) return null;
  return shown[index + 1] ?? shown[index - 1] ?? null;
}
