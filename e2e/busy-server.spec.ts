import { type Page, type Route } from '@playwright/test';
import { adminEvent, publicEventInput } from './api-setup.ts';
import { expect, expectNoAxeViolations, signInWithProfile, test, uniqueEmail } from './fixtures.ts';
import { capture } from './screenshots.ts';

const BUSY = { status: 503, headers: { 'retry-after': '1' }, json: { message: 'The server is busy. Please try again shortly.' } };
const REQUEST_PATH = /\/api\/application\/new$/;

/**
 * The text of every toast the page shows from now on, kept after it fades: on a loaded machine the
 * request the story holds may go through, and its 3-second toast come and go, while axe still runs.
 */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { hearthToasts: string[] }).hearthToasts = seen;
    new MutationObserver(() => {
      for (const toast of Array.from(document.querySelectorAll('[data-sonner-toast]'))) {
        const text = toast.textContent ?? '';
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { hearthToasts: string[] }).hearthToasts);
}

/**
 * The page of a new public event without questions, open for a signed-in guest with a complete
 * profile. The browser logs each 503 answer to a request to attend itself: those lines are expected.
 */
const busyTest = test.extend<{ guestPage: Page }>({
  guestPage: async ({ page, request, consoleGuard }, use) => {
    consoleGuard.allow({ text: /status of 503/, url: REQUEST_PATH });
    const { event } = await adminEvent(request, publicEventInput('E2E Busy Server', 'e2e-busy', 7));
    await signInWithProfile(page, uniqueEmail('busy-guest'), { name: 'Bea Busy' });
    await page.goto(`/events/${event.slug}`);
    await use(page);
  },
});

busyTest('a request answered busy is sent again while the page says so, and goes through', async ({ guestPage: page }) => {
  // The first request is shed; the second waits here until the busy state has been looked at, or at
  // most 6 s from its arrival: the web gives up on a request after 20 s, and on a loaded machine axe
  // can outlast the hold and the shared server take many seconds to answer once it is let through
  // (held 12 s from the start, a full CI run on a slow host timed the request out: "Failed!").
  const sent: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(REQUEST_PATH, async (route: Route) => {
    sent.push(route.request().postData() ?? '');
    if (sent.length === 1) return route.fulfill(BUSY);
    await Promise.race([released, new Promise<void>((resolve) => setTimeout(resolve, 6_000))]);
    return route.continue();
  });

  const toasts = await recordToasts(page);
  // A polite live region (aria-live), so screen readers hear it too.
  const status = page.locator('[aria-live="polite"]').filter({ hasText: 'The server is busy. Retrying…' });
  await page.getByRole('button', { name: 'Request to Attend' }).click();
  await expect(status).toBeVisible();
  await expect(page.getByRole('button', { name: 'Requesting…' })).toBeDisabled();
  await expect.poll(() => sent.length).toBe(2);
  await expectNoAxeViolations(page);
  await capture(page, process.env.BUSY_SHOTS_DIR, 'busy-notice');
  release();

  await expect.poll(toasts).toContainEqual(expect.stringContaining('Request sent'));
  await expect(page.getByRole('heading', { name: 'Pending approval' })).toBeVisible();
  await expect(status).toHaveCount(0);
  // The same request both times, and it was made once.
  expect(sent[1]).toBe(sent[0]);
});

busyTest(
  'a server still busy after three more tries gets the usual error toast, and the click can be made again',
  async ({ guestPage: page }) => {
    let sent = 0;
    await page.route(REQUEST_PATH, (route) => {
      sent += 1;
      return route.fulfill(BUSY);
    });

    await page.getByRole('button', { name: 'Request to Attend' }).click();
    await expect(page.getByText('The server is busy. Retrying…')).toBeVisible();
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: 'The server is busy. Please try again shortly.' }),
    ).toBeVisible();
    expect(sent).toBe(4);
    await expect(page.getByText('The server is busy. Retrying…')).toHaveCount(0);

    await page.unroute(REQUEST_PATH);
    await page.getByRole('button', { name: 'Request to Attend' }).click();
    await expect(page.getByRole('heading', { name: 'Pending approval' })).toBeVisible();
  },
);
