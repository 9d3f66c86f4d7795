/**
 * Specs run on WORKERS Playwright workers against one server. Each worker signs in as its own site
 * admin (the server's ADMIN_EMAILS lists them all): two workers signing in as one address would read,
 * and use up, each other's e-mailed links.
 */
export const WORKERS = 2;

export const adminEmail = (parallelIndex: number) => `admin-${parallelIndex}@e2e.test`;
