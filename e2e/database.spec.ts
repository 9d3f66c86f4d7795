import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Page } from '@playwright/test';
import { ADMIN_EMAIL, expect, expectNoAxeViolations, signIn, uniqueEmail, test } from './fixtures.ts';
import { capture } from './screenshots.ts';

/**
 * The database needs talents and companies, which only the demo data (or an import) makes; the
 * shared test server runs without demo data, so this file starts its own server with it.
 */
const port = 5200 + Math.floor(Math.random() * 700);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-e2e-database-'));
let server: ChildProcess;
let sharedDataDir: string | undefined;

test.use({ baseURL });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = spawn('node', ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: baseURL,
      DATA_DIR: dataDir,
      DEMO_DATA: 'on',
      ADMIN_EMAILS: ADMIN_EMAIL,
      AUTH_IP_LIMIT: '10000',
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  // Never leave the server behind, even when the run is interrupted.
  process.once('exit', () => server.kill('SIGTERM'));
  const deadline = Date.now() + 170_000;
  for (;;) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the database test server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // The fixtures read sign-in mail from the outbox of E2E_DATA_DIR.
  sharedDataDir = process.env.E2E_DATA_DIR;
  process.env.E2E_DATA_DIR = dataDir;
});

test.afterAll(() => {
  process.env.E2E_DATA_DIR = sharedDataDir;
  server?.kill('SIGTERM');
});

/** Records every status line the page shows, however briefly ('' when it clears). */
async function recordStatuses(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { statuses: string[] }).statuses = seen;
    const record = () => {
      for (const node of Array.from(document.querySelectorAll('[data-testid="search-status"]'))) {
        const text = node.textContent ?? '';
        if ((seen.length > 0 || text) && seen.at(-1) !== text) seen.push(text);
      }
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { statuses: string[] }).statuses);
}

test('non-admins are sent from /database to /events', async ({ page }) => {
  await signIn(page, uniqueEmail('guest'));
  await page.goto('/database');
  await expect(page).toHaveURL(/\/events$/);
});

test('an admin searches talents, loads more, opens a company, uses shortcuts and downloads a shortlist', async ({
  page,
  context,
}) => {
  await context.route(/^https:\/\/(www\.)?(linkedin\.com|github\.com|x\.com)\//, (route) =>
    route.fulfill({ body: 'outside link' }),
  );
  await signIn(page, ADMIN_EMAIL);
  await page.goto('/database');
  await expect(page.getByRole('heading', { name: 'Database' })).toBeVisible();
  // A pointer that hovers gets the keyboard hints.
  await expect(page.getByText(/Enter searches, Shift\+Enter adds a line/).first()).toBeVisible();

  const statuses = await recordStatuses(page);

  // An empty query does nothing.
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  expect(await statuses()).toEqual([]);

  await page.getByLabel('Search talents').fill('machine learning engineer');
  await page.getByLabel('Search talents').press('Enter');
  const results = page.getByRole('list', { name: 'Results' }).getByRole('listitem');
  await expect(results).toHaveCount(20);
  await expect.poll(statuses).toEqual(expect.arrayContaining(['Searching...', 'Building 20 Profiles...']));
  // The first result is selected and shown.
  const firstName = (await results.first().locator('span.font-medium').textContent())!;
  await expect(page.getByRole('article', { name: `Profile of ${firstName}` })).toBeVisible();
  const why = page.getByRole('region', { name: 'Why this matched' });
  await expect(why).toContainText('Terms hit:');
  // The prompt's words are marked in the snippets ("engineer" also marks "Engineering").
  await expect(why.locator('mark').first()).toHaveText(/machine|learning|engineer/i);
  await capture(page, process.env.DATABASE_SHOTS_DIR, 'database-results');

  await page.getByRole('button', { name: 'Load More Talents' }).click();
  await expect(results).toHaveCount(40);
  await expect.poll(statuses).toContain('Attempting load more profiles...');

  // Hovering selects.
  const secondName = (await results.nth(1).locator('span.font-medium').textContent())!;
  await results.nth(1).hover();
  await expect(page.getByRole('article', { name: `Profile of ${secondName}` })).toBeVisible();
  // Park the pointer on the header, away from the list, before the page scrolls.
  await page.mouse.move(640, 10);

  // A linked company opens in the overlay; Esc closes it.
  const profile = page.getByRole('article', { name: `Profile of ${secondName}` });
  await profile.locator('button.text-accent-700').first().click();
  const overlay = page.getByRole('dialog', { name: 'Company' });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('tab', { name: 'People' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();

  // '!' opens the shown profile's LinkedIn (not while typing).
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  const popup = page.waitForEvent('popup');
  await page.keyboard.press('!');
  await expect.poll(async () => (await popup).url()).toMatch(/^https:\/\/www\.linkedin\.com\/in\//);
  await (await popup).close();

  // Shortlist two people, rename the group, download the CSV.
  await profile.getByRole('button', { name: 'Add to shortlist' }).click();
  await results.nth(0).hover();
  await page.mouse.move(640, 10);
  await page
    .getByRole('article', { name: `Profile of ${firstName}` })
    .getByRole('button', { name: 'Add to shortlist' })
    .click();
  const shortlist = page.getByRole('complementary', { name: 'Shortlist' });
  await expect(shortlist.getByRole('listitem')).toHaveCount(2);
  await shortlist.getByLabel('Group name').fill('ML Hires');
  const downloading = page.waitForEvent('download');
  await shortlist.getByRole('button', { name: 'Download shortlist CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('ML Hires.csv');
  const csv = fs
    .readFileSync((await download.path())!, 'utf8')
    .trim()
    .split(/\r?\n/);
  expect(csv[0]).toBe('name,email,status,headline,linkedin,twitter,github');
  expect(csv).toHaveLength(3);
  expect(csv[1]).toContain(secondName);
  expect(csv[2]).toContain(firstName);

  // Kept across reloads.
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Shortlist' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByLabel('Group name')).toHaveValue('ML Hires');
  await expectNoAxeViolations(page);

  // Clear is one click beside Download, so it can be undone.
  await page.getByRole('button', { name: 'Clear shortlist' }).click();
  await expect(page.getByRole('complementary', { name: 'Shortlist' })).toBeHidden();
  const cleared = page.locator('[data-sonner-toast]').filter({ hasText: 'Shortlist cleared (2 people)' });
  await cleared.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('complementary', { name: 'Shortlist' }).getByRole('listitem')).toHaveCount(2);
});

test('company search shows its status lines, tracked toggles, and People lists current staff', async ({ page }) => {
  await signIn(page, ADMIN_EMAIL);
  await page.goto('/database');
  await page.getByRole('tab', { name: 'Companies' }).click();
  const statuses = await recordStatuses(page);
  await page.getByLabel('Search companies').fill('AI');
  await page.getByLabel('Search companies').press('Enter');
  const results = page.getByRole('list', { name: 'Results' }).getByRole('listitem');
  await expect(results).toHaveCount(20);
  await expect.poll(statuses).toEqual(expect.arrayContaining(['Searching companies...', 'Building 20 company profiles...']));
  const company = page.getByRole('article').first();
  const track = company.getByRole('button', { name: /^Track/ });
  const before = await track.getAttribute('aria-pressed');
  await track.click();
  await expect(track).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
  await company.getByRole('tab', { name: 'People' }).click();
  await expect(company.getByRole('checkbox', { name: 'Current' })).toBeChecked();
  await expect(company.getByRole('checkbox', { name: 'Past' })).not.toBeChecked();
  // The demo set has fewer than 40 AI companies: load more until 'No more results.'.
  await page.getByRole('button', { name: 'Load More Companies' }).click();
  await expect.poll(() => results.count()).toBeGreaterThan(20);
  await expect.poll(statuses).toContain('Attempting load more companies...');
  while (!(await statuses()).includes('No more results.')) {
    await page.getByRole('button', { name: 'Load More Companies' }).click();
    await expect.poll(async () => (await statuses()).at(-1)).not.toBe('Attempting load more companies...');
    await expect(page.getByRole('button', { name: 'Load More Companies' }).or(page.getByText('No more results.'))).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Load More Companies' })).toBeHidden();
  await expectNoAxeViolations(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the prompt shows whole, a tapped result opens over the list and Back returns to the same place; evidence shows', async ({
    page,
  }) => {
    await signIn(page, ADMIN_EMAIL);
    await page.goto('/database');
    const box = page.getByRole('textbox', { name: 'Search talents' });
    await box.fill(
      'machine learning engineer who built LLM inference at a seed-stage startup: vLLM serving, speculative decoding, a paged KV cache',
    );
    // The box grew to its text: nothing of the prompt is scrolled out of sight.
    expect(await box.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
    expect(await box.evaluate((element) => element.clientHeight)).toBeGreaterThan(60);
    // A touch screen gets no keyboard hints.
    await expect(page.getByText(/Enter searches, Shift\+Enter adds a line/).first()).toBeHidden();
    await box.press('Enter');
    const results = page.getByRole('list', { name: 'Results' }).getByRole('listitem');
    await expect(results).toHaveCount(20);
    // No profile pane under the list to jump to.
    await expect(page.getByRole('article')).toHaveCount(0);

    const tapped = results.nth(11).getByRole('button');
    await tapped.scrollIntoViewIfNeeded();
    const name = (await tapped.locator('span.font-medium').textContent())!;
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await tapped.tap();
    const sheet = page.getByRole('dialog', { name: 'Talent' });
    await expect(sheet.getByRole('article', { name: `Profile of ${name}` })).toBeVisible();
    const back = sheet.getByRole('button', { name: 'Back to results', exact: true });
    await expect(back).toBeVisible();
    await expectNoAxeViolations(page);
    if (process.env.DATABASE_SHOTS_DIR)
      await page.screenshot({ path: `${process.env.DATABASE_SHOTS_DIR}/database-sheet-390.png` });

    await back.tap();
    await expect(sheet).toBeHidden();
    await expect(tapped).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    // What people did on Hearth shows on the result and in its profile (the demo's awarded project).
    await page.evaluate(() => window.scrollTo(0, 0));
    await box.fill('won an award for TinyAgents');
    await box.press('Enter');
    const award = /^Won the Crowd Favourite and Best Open Source awards at Open Source AI Meetup/;
    await expect(results.first()).toContainText('Won the Crowd Favourite and Best Open Source awards');
    await results.first().getByRole('button').tap();
    await expect(sheet.getByRole('region', { name: 'On Hearth' }).getByText(award)).toBeVisible();
    await expectNoAxeViolations(page);
    if (process.env.DATABASE_SHOTS_DIR)
      await page.screenshot({ path: `${process.env.DATABASE_SHOTS_DIR}/database-evidence-390.png` });
  });
});
