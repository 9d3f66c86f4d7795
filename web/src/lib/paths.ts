/** Every URL of the docs/product/site-and-layout.md#routes route table, built in one place. */
export const paths = {
  home: () => '/',
  login: (redirectUrl?: string) => (redirectUrl ? `/login?redirectUrl=${encodeURIComponent(redirectUrl)}` : '/login'),
  loginConfirm: () => '/login-confirm',
  events: () => '/events',
  event: (slug: string) => `/events/${encodeURIComponent(slug)}`,
  eventManager: (slug: string) => `/events/${encodeURIComponent(slug)}/manager`,
  eventCheckIn: (slug: string) => `/events/${encodeURIComponent(slug)}/check-in`,
  eventJudging: (slug: string) => `/events/${encodeURIComponent(slug)}/judging`,
  eventProjects: (slug: string) => `/events/${encodeURIComponent(slug)}/projects`,
  project: (id: string) => `/projects/${encodeURIComponent(id)}`,
  eventInvite: (slug: string, token: string) => `/events/${encodeURIComponent(slug)}/invite?token=${encodeURIComponent(token)}`,
  profile: (redirectUrl?: string) => (redirectUrl ? `/profile?redirectUrl=${encodeURIComponent(redirectUrl)}` : '/profile'),
  user: (userId: string) => `/user/${encodeURIComponent(userId)}`,
  database: () => '/database',
  apiKeys: () => '/api-keys',
  admin: (tab?: 'jobs') => (tab ? `/admin?tab=${tab}` : '/admin'),
};

/** The current path and search, for the return trips of docs/product/site-and-layout.md#protected-pages (login, profile). */
export function currentPath(location: { pathname: string; search: string }): string {
  return `${location.pathname}${location.search}`;
}
