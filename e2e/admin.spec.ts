import { JobQueueNameSchema } from '@hearth/contract/jobs';
import {
  ADMIN_EMAIL,
  apiToken,
  expect,
  expectNoAxeViolations,
  signIn,
  signInWithProfile,
  uniqueEmail,
  test,
} from './fixtures.ts';

test('an admin grants admin to another user, revokes it, and sees the background jobs', async ({ page, request }) => {
  // Another person with a Hearth account, and a long name that has to wrap on a phone.
  const email = uniqueEmail('park');
  const name = `Ada Park ${Date.now().toString(36)} Lovelace-Montgomery-Fitzwilliam`;
  const token = await apiToken(request, email);
  const profile = await request.post('/api/user/update', {
    headers: { authorization: `Bearer ${token}` },
    data: { name, headline: 'Builder', linkedInURL: 'https://www.linkedin.com/in/ada-park' },
  });
  expect(profile.ok()).toBe(true);

  await signInWithProfile(page, ADMIN_EMAIL, { name: 'Ada Admin' });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await page.waitForURL('**/admin');
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  const admins = page.getByRole('list', { name: 'Admins' });
  await expect(admins.getByRole('listitem').filter({ hasText: ADMIN_EMAIL })).toContainText('ADMIN_EMAILS');
  await expectNoAxeViolations(page);

  // A malformed address is refused on the field, before any call.
  const field = page.getByLabel('E-mail address');
  await field.fill('not-an-address');
  await page.getByRole('button', { name: 'Grant admin' }).click();
  await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();

  await field.fill(email);
  await page.getByRole('button', { name: 'Grant admin' }).click();
  await expect(page.getByText(`Admin granted to ${name}`, { exact: true })).toBeVisible();
  const granted = admins.getByRole('listitem').filter({ hasText: email });
  await expect(granted).toContainText('Granted by Ada Admin');
  await expect(page.getByRole('list', { name: 'Recent role changes' })).toContainText(`Ada Admin granted admin to ${name}`);
  // The new admin may call admin routes at once.
  expect((await request.get('/api/admins', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(200);
  await expectNoAxeViolations(page);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: '/tmp/admin-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/admin-390.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Revoke, after a confirmation; Escape first closes it without revoking.
  await granted.getByRole('button', { name: `Revoke admin from ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Revoke admin from ${name}?` });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(granted).toBeVisible();
  await granted.getByRole('button', { name: `Revoke admin from ${name}` }).click();
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('Admin revoked', { exact: true })).toBeVisible();
  await expect(granted).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Recent role changes' })).toContainText(`Ada Admin revoked admin from ${name}`);
  expect((await request.get('/api/admins', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(403);

  // The jobs tab: one card per queue, and the failed jobs (or that there are none).
  await page.getByRole('tab', { name: 'Background jobs' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=jobs$/);
  const queues = page.getByRole('list', { name: 'Queues' });
  await expect(queues.getByRole('listitem')).toHaveCount(JobQueueNameSchema.options.length);
  await expect(queues).toContainText('E-mail');
  await expect(queues).toContainText('Decision e-mails');
  await expect(page.getByRole('heading', { name: 'Failed jobs' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/admin-jobs-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: '/tmp/admin-jobs-390.png', fullPage: true });
});

test('the phone menu links to /admin', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInWithProfile(page, ADMIN_EMAIL, { name: 'Ada Admin' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Admin' }).click();
  await page.waitForURL('**/admin');
  await expect(page.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
});

test('someone who is not a site admin is sent to /events', async ({ page }) => {
  await signIn(page, uniqueEmail('guest'));
  await page.goto('/admin');
  await page.waitForURL('**/events');
});
