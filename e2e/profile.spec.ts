import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { type Page } from '@playwright/test';
import {
  apiToken,
  completeProfileDialog,
  expect,
  expectNoAxeViolations,
  linkIn,
  readLatestMail,
  uniqueEmail,
  test,
} from './fixtures.ts';
import { capture as captureInto } from './screenshots.ts';

/** Screenshots when PROFILE_SHOTS_DIR is set. */
const capture = (page: Page, name: string) => captureInto(page, process.env.PROFILE_SHOTS_DIR, name);

/** A real PNG (so the browser can draw it): `noisy` makes it too big to compress below 256 KiB. */
function png(width: number, height: number, options: { noisy?: boolean; color?: [number, number, number] } = {}) {
  const row = (y: number) =>
    Buffer.concat([
      Buffer.from([0]),
      options.noisy
        ? crypto.randomBytes(width * 3)
        : Buffer.alloc(width * 3, Buffer.from(options.color ?? [234, 88, 12 + (y % 2)])),
    ]);
  const raw = Buffer.concat(Array.from({ length: height }, (_, y) => row(y)));
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function writeTemp(name: string, data: Buffer) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-photo-')), name);
  fs.writeFileSync(file, data);
  return file;
}

/** The header photo has loaded from our storage (not the default avatar). */
async function expectStoredPhoto(page: Page, name: string) {
  const photo = page.locator('#main header').getByRole('img', { name: `${name}’s photo` });
  await expect(photo).toHaveAttribute('src', /^\/files\/profile_photos\/[0-9a-f-]{36}\?v=\d+$/);
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  return photo.getAttribute('src');
}

test('a new user completes the forced profile, uploads photos and is sent on to where they came from', async ({ page }) => {
  const email = uniqueEmail('newcomer');
  const before = Date.now() - 1;
  const requested = await page.request.post('/api/auth/magic-link', { data: { email, redirectUrl: '/events?view=past' } });
  expect(requested.status()).toBe(204);
  await page.goto(linkIn(await readLatestMail(email, { after: before }), '/login-confirm'));

  // docs/product/accounts-and-sign-in.md#confirm: a new user with a redirect lands on /profile?redirectUrl=… in the forced dialog.
  await expect(page).toHaveURL(/\/profile\?redirectUrl=%2Fevents%3Fview%3Dpast$/);
  const dialog = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('A complete profile is required for event registration.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await capture(page, 'complete-profile');

  await dialog.getByLabel('Name*').fill('Nova Newcomer');
  await dialog.getByLabel('Headline (One-line bio)*').fill('Founder @ tinyagents.dev');
  await dialog.getByLabel('LinkedIn URL*').fill('https://example.com/nova');
  await dialog.getByLabel('GitHub URL').fill('https://github.com/nova');
  await expect(dialog.getByText('A complete profile is required for event registration.')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByText('Invalid Linkedin URL')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\?/);
  await expectNoAxeViolations(page);
  await capture(page, 'invalid-linkedin');

  // A photo above 256 KiB goes over tus; Save waits for it.
  const large = png(420, 420, { noisy: true });
  expect(large.length).toBeGreaterThan(256 * 1024);
  const tusRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/user/photo/uploads')) tusRequests.push(request.method());
  });
  await dialog.getByLabel('Profile photo').setInputFiles(writeTemp('large.png', large));
  await expect(dialog.getByRole('img', { name: 'Nova Newcomer’s photo' })).toHaveAttribute('src', /profile_photos/);
  await expect(dialog.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  expect(tusRequests[0]).toBe('POST');
  expect(tusRequests.filter((method) => method === 'PATCH').length).toBeGreaterThanOrEqual(2);

  await dialog.getByLabel('LinkedIn URL*').fill('https://www.linkedin.com/in/nova-newcomer');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();

  // docs/product/profiles-and-projects.md#edit-profile: after saving, the redirectUrl is honoured.
  await expect(page).toHaveURL(/\/events\?view=past$/);

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Nova Newcomer' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Founder @ tinyagents.dev')).toBeVisible();
  await expect(page.getByRole('link', { name: 'LinkedIn nova-newcomer' })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/in/nova-newcomer',
  );
  await expect(page.getByRole('link', { name: 'GitHub nova' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Twitter/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add New Project' })).toBeVisible();
  await expect(page.getByText("You haven't joined any events.")).toBeVisible();
  const firstPhoto = await expectStoredPhoto(page, 'Nova Newcomer');
  await expectNoAxeViolations(page);
  await capture(page, 'own-profile');

  // A small photo goes in one POST and replaces the first.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(edit.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await expectNoAxeViolations(page);
  await capture(page, 'edit-profile');
  const small = png(48, 48, { color: [14, 116, 144] });
  expect(small.length).toBeLessThan(256 * 1024);
  const smallUpload = page.waitForResponse((response) => response.url().endsWith('/api/user/photo'));
  await edit.getByLabel('Profile photo').setInputFiles(writeTemp('small.png', small));
  expect((await smallUpload).status()).toBe(200);
  await expect(edit.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toHaveCount(0);
  const secondPhoto = await expectStoredPhoto(page, 'Nova Newcomer');
  expect(secondPhoto).not.toBe(firstPhoto);

  // Cancel puts the form back as it was.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await edit.getByLabel('Name*').fill('');
  await expect(edit.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova Newcomer' })).toBeVisible();

  // docs/product/accounts-and-sign-in.md#log-out: log out goes to /login, and /profile is protected again.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fprofile$/);
});

test('another user’s public profile shows no e-mail and no Edit Profile or Log out', async ({ page }) => {
  const otherEmail = uniqueEmail('public');
  const token = await apiToken(page.request, otherEmail);
  const headers = { authorization: `Bearer ${token}` };
  const updated = await page.request.post('/api/user/update', {
    headers,
    data: {
      name: 'Pia Public',
      headline: 'ML engineer @ Open Labs',
      linkedInURL: 'https://linkedin.com/in/pia-public',
      twitterURL: 'https://x.com/piapublic',
    },
  });
  expect(updated.ok()).toBe(true);
  const other = (await updated.json()) as { id: string };

  // Anonymous visitors first.
  await page.goto(`/user/${other.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pia Public' })).toBeVisible();
  await expect(page.getByText(otherEmail)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Twitter/X piapublic' })).toHaveAttribute('href', 'https://x.com/piapublic');
  await expect(page.getByRole('img', { name: 'Pia Public’s photo' })).toHaveAttribute('src', '/default-avatar.svg');
  await expect(page.getByRole('button', { name: 'Add New Project' })).toHaveCount(0);

  // Then a signed-in member.
  const viewerEmail = uniqueEmail('viewer');
  const before = Date.now() - 1;
  await page.request.post('/api/auth/magic-link', { data: { email: viewerEmail, redirectUrl: `/user/${other.id}` } });
  await page.goto(linkIn(await readLatestMail(viewerEmail, { after: before }), '/login-confirm'));
  await expect(page).toHaveURL(/\/profile\?redirectUrl=/);
  await completeProfileDialog(page, { name: 'Vic Viewer', headline: 'Student', linkedInURL: 'https://www.linkedin.com/in/vic' });
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Profile saved' })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/user/${other.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Pia Public' })).toBeVisible();
  await expect(page.getByText(otherEmail)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect(page.getByText('No events to show.')).toBeVisible();
  // The 'Profile saved' toast of the save is the layout's (sonner richColors), checked by its own tests.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 8000 });
  await expectNoAxeViolations(page);
  await capture(page, 'public-profile');
  // An unknown user's page: e2e/not-found.spec.ts.
});

test('a profile asks for the user, events and projects while its screen’s code is still downloading', async ({ page }) => {
  const token = await apiToken(page.request, uniqueEmail('parallel'));
  const updated = await page.request.post('/api/user/update', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: 'Pat Parallel', headline: 'Loads at once', linkedInURL: 'https://linkedin.com/in/pat-parallel' },
  });
  expect(updated.ok()).toBe(true);
  const user = (await updated.json()) as { id: string };
  const asked: string[] = [];
  page.on('request', (sent) => {
    const { pathname } = new URL(sent.url());
    if (pathname.startsWith(`/api/user/${user.id}`)) asked.push(pathname);
  });
  let sendScreenCode = () => {};
  const screenCodeHeld = new Promise<void>((resolve) => (sendScreenCode = resolve));
  await page.route(/\/assets\/user-profile-[\w-]+\.js$/, async (route) => {
    await screenCodeHeld;
    await route.continue();
  });

  await page.goto(`/user/${user.id}`);
  await expect(page.getByText('Loading...')).toBeVisible();
  // docs/product/profiles-and-projects.md#profile: the three start together, without waiting for the screen (once each).
  await expect.poll(() => asked.toSorted()).toEqual(['', '/event', '/projects'].map((tail) => `/api/user/${user.id}${tail}`));
  sendScreenCode();
  await expect(page.getByRole('heading', { level: 1, name: 'Pat Parallel' })).toBeVisible();
  expect(asked).toHaveLength(3);
});
