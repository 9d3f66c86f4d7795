import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { adminEmail } from './admins.ts';
import { ConsoleGuard } from './console-guard.ts';

export { expect };

/**
 * Every spec's `test`: it fails when a page logs a console error or warning or throws. A test that
 * provokes one on purpose declares it with `consoleGuard.allow({ text, url })`.
 */
export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ browser, context }, use) => {
      const guard = new ConsoleGuard();
      guard.watch(context);
      const stopWatching = guard.watchNewContexts(browser);
      await use(guard);
      stopWatching();
      expect(guard.report(), 'console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (run through e2e/playwright.config.ts)');
  return dir;
};

/** A fresh, unique address for a test's own user. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.test`;
}

/** This worker's site admin (admins.ts). */
export const ADMIN_EMAIL = adminEmail(Number(process.env.TEST_PARALLEL_INDEX ?? 0));

/** The newest e-mail in the test server's outbox addressed to `email`, decoded. */
export async function readLatestMail(email: string, options: { after?: number; timeoutMs?: number } = {}): Promise<string> {
  const outbox = path.join(dataDir(), 'outbox');
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  while (Date.now() < deadline) {
    if (fs.existsSync(outbox)) {
      const files = fs.readdirSync(outbox).sort().reverse();
      for (const file of files) {
        if (options.after && Number(file.split('-')[0]) < options.after) continue;
        const raw = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, file), 'utf8'));
        if (new RegExp(`^To: .*${escapeRegExp(email)}`, 'mi').test(raw)) return raw;
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${email} in ${outbox}`);
}

/** The first link in an e-mail whose path starts with `pathPrefix`. */
export function linkIn(mail: string, pathPrefix: string): string {
  const match = mail.match(new RegExp(`https?://[^\\s"<>]*${escapeRegExp(pathPrefix)}[^\\s"<>]*`));
  if (!match) throw new Error(`no ${pathPrefix} link in mail`);
  return match[0].replace(/&amp;/g, '&');
}

/**
 * Signs in through a real e-mailed link: asks the API for a link, reads it from the outbox and opens
 * it in the page. Lands wherever the app sends a user after sign-in.
 */
export async function signIn(page: Page, email: string, redirectUrl?: string): Promise<void> {
  const before = Date.now() - 1;
  const response = await page.request.post('/api/auth/magic-link', { data: { email, redirectUrl } });
  expect(response.status()).toBe(204);
  const mail = await readLatestMail(email, { after: before });
  await page.goto(linkIn(mail, '/login-confirm'));
  await page.waitForURL((url) => url.pathname !== '/login-confirm');
}

/** Signs in and completes the profile through the API, for tests about other features. */
export async function signInWithProfile(page: Page, email: string, profile: { name: string; headline?: string }): Promise<void> {
  await signIn(page, email);
  const token = await page.evaluate(() => localStorage.getItem('hearth.token'));
  const response = await page.request.post('/api/user/update', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: profile.name,
      headline: profile.headline ?? 'Builder',
      linkedInURL: `https://www.linkedin.com/in/${profile.name.toLowerCase().replace(/\W+/g, '-')}`,
    },
  });
  expect(response.ok()).toBe(true);
  await page.reload();
}

/** Fills the Complete Your Profile dialog (shown after a first sign-in) as a person would, and saves it. */
export async function completeProfileDialog(page: Page, profile: { name: string; headline: string; linkedInURL: string }) {
  const dialog = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await dialog.getByLabel('Name*').fill(profile.name);
  await dialog.getByLabel('Headline (One-line bio)*').fill(profile.headline);
  await dialog.getByLabel('LinkedIn URL*').fill(profile.linkedInURL);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
}

/** A bearer token for API calls from a test, made through the same e-mailed link a person uses. */
export async function apiToken(request: APIRequestContext, email: string): Promise<string> {
  const before = Date.now() - 1;
  await request.post('/api/auth/magic-link', { data: { email } });
  const url = new URL(linkIn(await readLatestMail(email, { after: before }), '/login-confirm'));
  const response = await request.post('/api/auth/verify', { data: { email, token: url.searchParams.get('token') } });
  expect(response.ok()).toBe(true);
  return (await response.json()).token as string;
}

/** Accessible by default (docs/style.md#web): axe-core allows no serious or critical violation on any screen. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(
    bad.map(
      (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    ),
  ).toEqual([]);
}

/** Axe as above, once the toasts are gone: they fade in and out, and axe must never measure a half-transparent one. */
export async function checkAccessibility(page: Page): Promise<void> {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(page);
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
