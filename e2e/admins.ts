/**
 * Specs run on WORKERS Playwright workers against one server. Each worker signs in as its own site
 * admin (the server's ADMIN_EMAILS lists them all): two workers signing in as one address would read,
 * and use up, each other's e-mailed links.
 */
// Three, on a 2-core machine. The specs mostly wait on the app, so more workers than cores pay off
// (on one machine four took 4.8 min against 7 for two), but on a slower machine four kept both cores
// saturated (load average 18-20) and the longest stories ran past their budgets.
export const WORKERS = 3;

export const adminEmail = (parallelIndex: number) => `admin-${parallelIndex}@e2e.test`;
