import { type Page, type Route } from '@playwright/test';
import { adminEvent, publicEventInput } from './api-setup.ts';
import { expect, expectNoAxeViolations, signInWithProfile, test, uniqueEmail } from './fixtures.ts';
import { capture } from './screenshots.ts';

const BUSY = { status: 503, headers: { 'retry-after': '1' }, json: { message: 'The server is busy. Please try again shortly.' } };
const REQUEST_PATH = /\/api\/application\/new$/;

/** A signed-in guest with a complete profile on the page of a new public event without questions. */
async function guestOnNewEvent(page: Page, request: Parameters<typeof adminEvent>[0], name: string) {
  const { event } = await adminEvent(request, publicEventInput(name, 'e2e-busy', 7));
  await signInWithProfile(page, uniqueEmail('busy-guest'), { name: 'Bea Busy' });
  await page.goto(`/events/${event.slug}`);
  return event;
}

test('a request answered busy is sent again while the page says so, and goes through', async ({
  page,
  request,
  consoleGuard,
}) => {
  // The browser logs each 503 itself.
  consoleGuard.allow({ text: /status of 503/, url: REQUEST_PATH });
  await guestOnNewEvent(page, request, 'E2E Launch Burst');

  // The first request is shed; the second waits here until the busy state has been looked at.
  const sent: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(REQUEST_PATH, async (route: Route) => {
    sent.push(route.request().postData() ?? '');
    if (sent.length === 1) return route.fulfill(BUSY);
    await released;
    return route.continue();
  });

  // A polite live region (aria-live), so screen readers hear it too.
  const status = page.locator('[aria-live="polite"]').filter({ hasText: 'The server is busy. Retrying…' });
  await page.getByRole('button', { name: 'Request to Attend' }).click();
  await expect(status).toBeVisible();
  await expect(page.getByRole('button', { name: 'Requesting…' })).toBeDisabled();
  await expect.poll(() => sent.length).toBe(2);
  await expectNoAxeViolations(page);
  await capture(page, process.env.BUSY_SHOTS_DIR, 'busy-notice');
  release();

  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Request sent' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pending approval' })).toBeVisible();
  await expect(status).toHaveCount(0);
  // The same request both times, and it was made once.
  expect(sent[1]).toBe(sent[0]);
});

test('a server still busy after three more tries gets the usual error toast, and the click can be made again', async ({
  page,
  request,
  consoleGuard,
}) => {
  consoleGuard.allow({ text: /status of 503/, url: REQUEST_PATH });
  await guestOnNewEvent(page, request, 'E2E Launch Overload');
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
});
