import { ADMIN_EMAIL, expect, expectNoAxeViolations, signIn, signInWithProfile, uniqueEmail, test } from './fixtures.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('an admin creates a key, copies it, sees it used, and revokes it', async ({ page, request }) => {
  await signInWithProfile(page, ADMIN_EMAIL, { name: 'Ada Admin' });
  await page.goto('/api-keys');
  await expect(page.getByRole('heading', { name: 'API Keys', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // The dialog: Create stays disabled while the name is blank.
  const name = `Nightly export ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Create API Key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API Key' });
  const create = dialog.getByRole('button', { name: 'Create', exact: true });
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Key name').fill('   ');
  await expect(create).toBeDisabled();
  await dialog.getByLabel('Key name').blur();
  await expect(dialog.getByText('Please enter a key name')).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Key name').fill(name);
  await create.click();

  // Shown once, copied to the clipboard.
  const shown = page.getByRole('dialog', { name: 'Your new API key' });
  const key = await shown.getByLabel('API key').inputValue();
  expect(key).toMatch(/^hth_[\w-]{43}$/);
  await shown.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('API key copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);
  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();

  // The list refreshed: Active, never used.
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Active');
  // Cells after the name: Scopes, Created, Last Used, Status.
  await expect(row.getByRole('cell').nth(2)).toHaveText('Never');

  // A script uses the key over HTTP, as the admin who made it.
  const me = await request.get('/api/user', { headers: { authorization: `Bearer ${key}` } });
  expect(me.status()).toBe(200);
  expect((await me.json()).name).toBe('Ada Admin');
  // A key cannot manage keys (or admins): only a signed-in admin can.
  const listed = await request.get('/api/api-keys', { headers: { authorization: `Bearer ${key}` } });
  expect(listed.status()).toBe(403);
  expect((await listed.json()).message).toBe('API keys cannot manage API keys or admins. Sign in to do this.');

  await page.reload();
  await expect(row.getByRole('cell').nth(2)).not.toHaveText('Never');
  await expect(row.getByRole('cell').nth(2)).toContainText(String(new Date().getFullYear()));

  // Revoke, after a confirmation.
  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: `Revoke “${name}”?` });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Key revoked' })).toBeVisible();
  await expect(row).toContainText('Revoked');
  await expect(row).toContainText('Revoked by Ada Admin.');
  await expect(row.getByRole('button', { name: /Revoke/ })).toHaveCount(0);

  const refused = await request.get('/api/user', { headers: { authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
});

test('Escape closes the create dialog without creating a key', async ({ page }) => {
  await signInWithProfile(page, ADMIN_EMAIL, { name: 'Ada Admin' });
  await page.goto('/api-keys');
  await page.getByRole('button', { name: 'Create API Key' }).click();
  await page.getByRole('dialog', { name: 'Create API Key' }).getByLabel('Key name').fill('Never made');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByRole('row', { name: /Never made/ })).toHaveCount(0);
});

test('someone who is not a site admin is sent to /events', async ({ page }) => {
  await signIn(page, uniqueEmail('guest'));
  await page.goto('/api-keys');
  await page.waitForURL('**/events');
});
