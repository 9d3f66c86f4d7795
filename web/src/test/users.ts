import type { User } from '@hearth/contract/user';

/** A signed-in user with a complete profile, for component tests; `overrides` change what a test is about. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: '0193a4b2-0000-7000-8000-000000000001',
    name: 'Ada Lovelace',
    headline: 'Analyst @ Engines',
    email: 'ada@example.test',
    photoURL: null,
    linkedInURL: 'https://www.linkedin.com/in/ada',
    githubURL: null,
    twitterURL: null,
    role: 'user',
    ai_project: null,
    experiences: [],
    education: [],
    github_projects: [],
    events: [],
    ...overrides,
  };
}

/** `user` as a visitor receives it: the server leaves the e-mail, the role and the settings out (docs/decisions/002, 035). */
export function asSeenByVisitor(user: User): User {
  const { email: _email, role: _role, show_upcoming_events: _shown, ...seen } = user;
  return seen;
}
