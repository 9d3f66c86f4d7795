import { test } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, uniqueEmail } from './fixtures.ts';

test('the app opens on /events and a user signs in with an e-mailed link', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expectNoAxeViolations(page);
  const email = uniqueEmail('smoke');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/profile/);
});
