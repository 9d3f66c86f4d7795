import { type Page } from '@playwright/test';
import { localDateAndTime } from '@hearth/contract/event-dates';
import { ADMIN_EMAIL, apiToken, expect, expectNoAxeViolations, signInWithProfile, test } from './fixtures.ts';

// A real 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const DAY = 24 * 60 * 60 * 1000;

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** Toasts fade in and out; axe runs once they are gone so it never measures a half-transparent one. */
async function checkAccessibility(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
  await expectNoAxeViolations(page);
}

test('an admin creates an event with a poster and a sponsor, edits, clones and deletes the clone', async ({ page }) => {
  await signInWithProfile(page, ADMIN_EMAIL, { name: 'Eve Admin' });
  const run = Date.now().toString(36);
  const base = `e2e-launch-${run}`;
  // Its own name per run: a retry must not find the first attempt's event.
  const name = `E2E Launch Night ${run}`;
  const { date } = localDateAndTime(Date.now() + 10 * DAY);
  const suffix = date.replace(/-/g, '');

  // Create, from the header item.
  await page.goto('/events');
  await page.getByRole('link', { name: 'Create Event' }).click();
  const create = dialog(page, 'Create Event');
  await expect(create).toBeVisible();
  await checkAccessibility(page);
  // A missing name: the spec's toast, and the message beside the field, which has the focus.
  await create.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Please add an event name.' })).toBeVisible();
  await expect(create.getByText('Please add an event name.')).toBeVisible();
  await expect(create.getByLabel('Event name')).toBeFocused();
  // The slug follows the name until it is edited; emptied, it is missing.
  await create.getByLabel('Event name').fill(name);
  await expect(create.getByLabel('Slug')).toHaveValue(`e2e-launch-night-${run}`);
  await create.getByLabel('Slug').fill('');
  await create.getByRole('button', { name: 'Create Event' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Please add an event slug.' })).toBeVisible();
  await create.getByLabel('Slug').fill(base);
  await create.getByLabel('Date', { exact: true }).fill(date);
  await create.getByLabel('Start time').fill('18:30');
  await create.getByLabel('Access').selectOption('unlisted');
  await create.getByLabel('Location').fill('Pier 70, San Francisco');
  await create.getByLabel('Upload a poster').setInputFiles({ name: 'poster.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Poster uploaded.')).toBeVisible();
  await create.getByRole('button', { name: 'Add sponsor' }).click();
  const sponsors = create.getByRole('group', { name: 'Sponsors' });
  await sponsors.getByRole('textbox', { name: 'Sponsor 1 name', exact: true }).fill('Acme Robotics');
  await sponsors.getByRole('textbox', { name: 'Sponsor 1 website', exact: true }).fill('acme.dev');
  // A row can be deleted after confirmation; add a second one and delete it.
  await create.getByRole('button', { name: 'Add speaker' }).click();
  await create.getByRole('button', { name: 'Delete speaker 1' }).click();
  const confirm = dialog(page, 'Confirm Deletion');
  await expect(confirm.getByText('Are you sure you want to delete this speaker?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(create.getByRole('group', { name: 'Speakers' }).getByText('None yet.')).toBeVisible();
  await create.getByRole('button', { name: 'Create Event' }).click();

  const slug = `${base}-${suffix}`;
  await expect(page).toHaveURL(new RegExp(`/events/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name, exact: true })).toBeVisible();
  await expect(page.getByText('Pier 70, San Francisco')).toBeVisible();
  await expect(page.getByRole('link', { name: /Acme Robotics/ })).toHaveAttribute('href', 'https://acme.dev');
  const poster = page.locator('article img').first();
  await expect(poster).toHaveAttribute('src', /^\/files\/posters\/.+\.png$/);
  await checkAccessibility(page);

  // It is listed under Upcoming with its badges.
  await page.goto('/events');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(page.getByRole('tabpanel', { name: 'Upcoming' }).getByRole('link', { name, exact: true })).toBeVisible();
  await expect(card.getByText('Unlisted Event')).toBeVisible();
  await expect(card.getByText('Event Over')).toHaveCount(0);
  await checkAccessibility(page);

  // Edit: the slug is locked.
  await card.getByRole('link', { name, exact: true }).click();
  await page.getByRole('button', { name: 'Edit Event' }).click();
  const edit = dialog(page, 'Update Event');
  await expect(edit.getByLabel('Slug')).toBeDisabled();
  await edit.getByLabel('Event name').fill(`${name} (updated)`);
  await edit.getByRole('button', { name: 'Update Event' }).click();
  await expect(edit).toBeHidden();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Event saved' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `${name} (updated)` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/events/${slug}$`));

  // Clone: the reminder shows; the new slug gets the new date.
  await page.getByRole('button', { name: 'Clone Event' }).click();
  const clone = dialog(page, 'Clone Event');
  await expect(clone.getByText('When cloning an event, please remember to update the slug.')).toBeVisible();
  await expect(clone.getByLabel('Slug')).toHaveValue(slug);
  const cloneDate = localDateAndTime(Date.now() + 17 * DAY).date;
  await clone.getByLabel('Slug').fill(`${base}-encore`);
  await clone.getByLabel('Event name').fill('E2E Launch Encore');
  await clone.getByLabel('Date', { exact: true }).fill(cloneDate);
  await clone.getByRole('button', { name: 'Clone Event' }).click();
  const cloneSlug = `${base}-encore-${cloneDate.replace(/-/g, '')}`;
  await expect(page).toHaveURL(new RegExp(`/events/${cloneSlug}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Launch Encore' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Acme Robotics/ })).toBeVisible();

  // Delete the clone, with the exact confirmation, then back to /events.
  await page.getByRole('button', { name: 'Delete Event' }).click();
  const sure = dialog(page, 'Are you sure you want to proceed?');
  await expect(sure.getByText('This action cannot be undone and will permanently delete this event')).toBeVisible();
  await sure.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Event deleted' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'E2E Launch Encore' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `${name} (updated)` })).toBeVisible();

  // An anonymous visitor sees the page but not the location.
  const anonymous = await page.context().browser()!.newContext();
  const visitor = await anonymous.newPage();
  await visitor.goto(`/events/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: `${name} (updated)` })).toBeVisible();
  await expect(visitor.getByText('Register to see the location')).toBeVisible();
  await expect(visitor.getByText('Pier 70')).toHaveCount(0);
  await expect(visitor.getByRole('button', { name: 'Edit Event' })).toHaveCount(0);
  // The shared link previews: the server put the event into the page's <head>.
  await expect(visitor).toHaveTitle(`${name} (updated) · Hearth`);
  await checkAccessibility(visitor);
  await anonymous.close();
});

test('an uploaded HTML "poster" is refused and a scripted SVG is stored as the PNG it draws', async ({ page, request }) => {
  const token = await apiToken(request, ADMIN_EMAIL);
  const headers = { authorization: `Bearer ${token}` };
  const html = await request.post('/api/event/poster', {
    headers,
    multipart: {
      file: { name: 'poster.png', mimeType: 'image/png', buffer: Buffer.from('<html><script>alert(1)</script></html>') },
    },
  });
  expect(html.status()).toBe(400);

  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10" onload="alert(1)"><script>alert(2)</script><rect width="10" height="10" fill="red"/></svg>',
  );
  const uploaded = await request.post('/api/event/poster', {
    headers,
    multipart: { file: { name: 'p.svg', mimeType: 'image/svg+xml', buffer: svg } },
  });
  expect(uploaded.ok()).toBe(true);
  const { file_url: url } = (await uploaded.json()) as { file_url: string };

  const alerts: string[] = [];
  page.on('dialog', async (box) => {
    alerts.push(box.message());
    await box.dismiss();
  });
  // No SVG is stored: the poster is the PNG the SVG draws, shown as an image; nothing of the script is left.
  expect(url).toMatch(/\.png$/);
  await page.goto('/events');
  await page.evaluate(async (src) => {
    const img = document.createElement('img');
    img.src = src;
    document.body.append(img);
    await img.decode();
  }, url);
  await page.waitForTimeout(500);
  expect(alerts).toEqual([]);
  const file = await request.get(url);
  expect(file.headers()['content-type']).toBe('image/png');
  expect(file.headers()['x-content-type-options']).toBe('nosniff');
  expect((await file.body()).subarray(1, 4).toString('latin1')).toBe('PNG');
  expect((await file.body()).toString('latin1')).not.toMatch(/script|onload/);
});
