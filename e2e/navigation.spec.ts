import { type APIRequestContext, type Page } from '@playwright/test';
import { localDateAndTime } from '@hearth/contract/event-dates';
import { ADMIN_EMAIL, apiToken, expect, expectNoAxeViolations, signInWithProfile, test, uniqueEmail } from './fixtures.ts';

const DAY = 24 * 60 * 60 * 1000;
const noindex = (page: Page) => page.locator('meta[name="robots"][content="noindex"]');

async function createEvent(request: APIRequestContext, questions: string[] = []) {
  const admin = await apiToken(request, ADMIN_EMAIL);
  const { date } = localDateAndTime(Date.now() + 9 * DAY);
  const created = await request.post('/api/event/new', {
    headers: { authorization: `Bearer ${admin}` },
    data: {
      name: 'Focus Night',
      slug: `focus-night-${Date.now().toString(36)}`,
      date,
      start_time: '18:00',
      access: 'public',
      location: 'Pier 48, San Francisco',
      requireDefaultQuestions: false,
      questions,
    },
  });
  expect(created.ok()).toBe(true);
  return (await created.json()) as { slug: string };
}

test('signed out on a phone, the menu reaches Events and Log in by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A slow connection: the menu's code arrives after the key is pressed, which must not be lost. It is
  // held until then (a fixed delay raced the steps before the key press on a busy machine).
  let sendMenuCode = () => {};
  const menuCodeHeld = new Promise<void>((resolve) => (sendMenuCode = resolve));
  await page.route(/\/assets\/phone-menu-[\w-]+\.js$/, async (route) => {
    await menuCodeHeld;
    await route.continue();
  });
  // The login screen's code arrives after the header: its e-mail field must not take the focus away.
  let sendLoginCode = () => {};
  const loginCodeHeld = new Promise<void>((resolve) => (sendLoginCode = resolve));
  await page.route(/\/assets\/login-[\w-]{8}\.js$/, async (route) => {
    await loginCodeHeld;
    await route.continue();
  });
  await page.goto('/login');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).focus();
  sendLoginCode();
  await expect(page.getByRole('heading', { name: 'Sign In or Sign Up with Email Link' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toHaveCount(0);
  sendMenuCode();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Events', 'Log in']);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('phone-menu-signed-out-390.png') });
  await expect(menu.getByRole('menuitem', { name: 'Events' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/events$/);
  await expect(menu).toHaveCount(0);
});

test('unknown events and users answer 404 with noindex and a not-found screen; real ones 200', async ({
  page,
  request,
  consoleGuard,
}) => {
  test.setTimeout(300_000);
  const unknownUser = '0193a4b2-0000-7000-8000-000000000000';
  // The browser logs each 404 it gets (the page, then the API answers the screen asks for).
  consoleGuard.allow({ text: /status of 404/, url: /\/events\/no-such-event$|\/api\/event\/no-such-event$/ });
  consoleGuard.allow({ text: /status of 404/, url: new RegExp(`/user/${unknownUser}(/event|/projects)?$`) });
  consoleGuard.allow({ text: /status of 404/, url: /\/user\/does-not-exist$/ });
  const apiCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/user/')) apiCalls.push(sent.url());
  });

  for (const [path, heading] of [
    ['/events/no-such-event', 'Event not found'],
    [`/user/${unknownUser}`, 'User not found'],
    ['/user/does-not-exist', 'User not found'],
  ] as const) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(noindex(page).first()).toBeAttached();
    await expect(page.getByRole('status')).toHaveCount(0);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Explore events' })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  // A malformed id names nobody: the screen asks the API nothing about it.
  expect(apiCalls.filter((url) => url.includes('does-not-exist'))).toEqual([]);

  const event = await createEvent(request);
  const eventPage = await page.goto(`/events/${event.slug}`);
  expect(eventPage?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Focus Night', level: 1 })).toBeVisible();
  await expect(noindex(page)).toHaveCount(0);
});

test('closing a dialog gives focus back to what opened it', async ({ page, request }) => {
  test.setTimeout(300_000);
  // Report an Issue: Esc, then the close button.
  await page.goto('/events');
  const report = page.getByRole('button', { name: /Report an Issue/ });
  await report.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Report an Issue' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(report).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: 'Report an Issue' }).getByRole('button', { name: 'Close' }).click();
  await expect(report).toBeFocused();

  // The request dialog and its cancel confirmation, then the submit and the cancellation.
  const event = await createEvent(request, ['What will you build?*']);
  await signInWithProfile(page, uniqueEmail('focus'), { name: 'Fay Focus' });
  await page.goto(`/events/${event.slug}`);
  const requestButton = page.getByRole('button', { name: 'Request to Attend' });
  await requestButton.click();
  const questions = page.getByRole('dialog', { name: 'Request to join Focus Night' });
  const answer = questions.getByLabel('What will you build?*');
  await expect(answer).toBeFocused();
  await page.keyboard.press('Escape');
  const confirmCancel = page.getByRole('dialog', { name: 'Are you sure you want to cancel?' });
  await confirmCancel.getByRole('button', { name: 'Keep editing' }).click();
  await expect(confirmCancel).toHaveCount(0);
  await expect(answer).toBeFocused();
  await questions.getByRole('button', { name: 'Cancel' }).click();
  await confirmCancel.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(requestButton).toBeFocused();

  await requestButton.click();
  await answer.fill('An agent that books rooms');
  await questions.getByRole('button', { name: 'Submit' }).click();
  await expect(questions).toHaveCount(0);
  // 'Request to Attend' gave way to 'Cancel registration': focus goes there, not to <body>.
  const cancelRegistration = page.getByRole('button', { name: 'Cancel registration' });
  await expect(cancelRegistration).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Cancel your registration?' });
  await confirm.getByRole('button', { name: 'Keep it' }).click();
  await expect(cancelRegistration).toBeFocused();
  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: 'Cancel registration' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Request to Attend' })).toBeFocused();
});

// A 1×1 PNG, served for a photo on an image host outside Hearth.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z/C/HwAFAAH/ZQ2kZQAAAABJRU5ErkJggg==',
  'base64',
);

test('the guest stack shows photos first and names a guest on hover and on keyboard focus', async ({ page, request }) => {
  const admin = await apiToken(request, ADMIN_EMAIL);
  const event = (await createEvent(request)) as { slug: string; id: string };
  await page.route('https://photos.e2e.test/**', (route) => route.fulfill({ contentType: 'image/png', body: PHOTO }));
  const guests = [
    { name: 'Nia Nophoto', photoURL: null },
    { name: 'Pia Photo', photoURL: 'https://photos.e2e.test/pia.png' },
  ];
  for (const guest of guests) {
    const token = await apiToken(request, uniqueEmail('guest'));
    const headers = { authorization: `Bearer ${token}` };
    const saved = await request.post('/api/user/update', {
      headers,
      data: { ...guest, headline: 'Builds agents', linkedInURL: 'https://www.linkedin.com/in/guest' },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    expect((await request.post('/api/application/new', { headers, data: { slug: event.slug } })).ok()).toBe(true);
    const { id } = await (await request.get('/api/user', { headers })).json();
    const approved = await request.post('/api/application/status', {
      headers: { authorization: `Bearer ${admin}` },
      params: { event_id: event.id, user_id: id, new_status: 'approved' },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
  }

  await signInWithProfile(page, ADMIN_EMAIL, { name: 'Ada Admin' });
  await page.goto(`/events/${event.slug}`);
  const faces = page.getByRole('list', { name: 'Guests' }).getByRole('link');
  await expect(faces).toHaveCount(2);
  // Pia, who has a photo, comes first although she was approved second.
  await expect(faces.nth(0)).toHaveAccessibleName('Pia Photo');
  await expect(faces.nth(0).locator('img')).toHaveAttribute('src', 'https://photos.e2e.test/pia.png');
  await expect(faces.nth(1)).toHaveAccessibleName('Nia Nophoto');

  const niaLabel = page.getByText('Nia Nophoto', { exact: true });
  await expect(niaLabel).toBeHidden();
  await faces.nth(1).hover();
  await expect(niaLabel).toBeVisible();
  await page.mouse.move(0, 0);
  await expect(niaLabel).toBeHidden();
  await faces.nth(0).focus();
  await page.keyboard.press('Tab');
  await expect(faces.nth(1)).toBeFocused();
  await expect(niaLabel).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the page stays while the next screen’s code downloads; code that fails to load shows the error screen', async ({
  page,
  request,
  consoleGuard,
}) => {
  const event = await createEvent(request);
  let sendEventCode = () => {};
  const eventCodeHeld = new Promise<void>((resolve) => (sendEventCode = resolve));
  await page.route(/\/assets\/event-detail-[\w-]+\.js$/, async (route) => {
    await eventCodeHeld;
    await route.continue();
  });
  await page.goto('/events');
  const card = page.locator(`a[href="/events/${event.slug}"]`);
  await card.click();
  // Time for a loading screen to (wrongly) appear: the list must stay until the event screen can show.
  await page.waitForTimeout(500);
  await expect(card).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  sendEventCode();
  await expect(page.getByRole('heading', { name: 'Focus Night', level: 1 })).toBeVisible();

  // A screen whose code is gone (a deploy replaced it): the error screen, and Back still works.
  consoleGuard.allow({ text: /Failed to load resource/ });
  consoleGuard.allow({ text: /Failed to fetch dynamically imported module/ });
  await page.route(/\/assets\/login-[\w-]{8}\.js$/, (route) => route.abort());
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/Something went wrong\./);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Focus Night', level: 1 })).toBeVisible();
});
