/**
 * Specs run on WORKERS Playwright workers against one server. Each worker signs in as its own site
 * admin (the server's ADMIN_EMAILS lists them all): two workers signing in as one address would read,
 * and use up, each other's e-mailed links.
 */
// Four, on a 2-core machine: the specs wait on the app far more than they use the CPU (with two
// workers the whole run used under half a core); 4.8 min instead of 7.
export const WORKERS = 4;

export const adminEmail = (parallelIndex: number) => `admin-${parallelIndex}@e2e.test`;
