import type { GithubProject } from '@hearth/contract/user';

/** docs/product/registrations.md#applicant-profile: up to 3 AI GitHub project chips, sorted by stars descending. */
export function aiProjectChips(projects: readonly GithubProject[], limit = 3): GithubProject[] {
  return projects
    .filter((project) => project.is_ai)
    .sort((a, b) => b.stars - a.stars)
    .slice(0, limit);
}

/**
 * docs/product/registrations.md#applicant-profile: an AI-only filter defaults on and switches off when no item is marked AI (so the list is
 * never hidden behind a filter that can only show nothing).
 */
export function initialAiOnly(items: readonly { is_ai?: boolean }[]): boolean {
  return items.some((item) => item.is_ai === true);
}

/** Items the AI-only filter lets through. */
export function filterAi<T extends { is_ai?: boolean }>(items: readonly T[], aiOnly: boolean): T[] {
  return aiOnly ? items.filter((item) => item.is_ai === true) : [...items];
}

/** Case-insensitive match of the search box against name, e-mail and headline. */
export function matchesSearch(item: { name: string; email: string | null; headline: string }, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return (
    item.name.toLowerCase().includes(needle) ||
    (item.email ?? '').toLowerCase().includes(needle) ||
    item.headline.toLowerCase().includes(needle)
  );
}
