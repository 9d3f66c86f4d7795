import {
  ADMIN_EMAIL,
  expect,
  expectNoAxeViolations,
  linkIn,
  readLatestMail,
  signInWithProfile,
  test,
  uniqueEmail,
} from './fixtures.ts';

test('the app opens on /events; the send-link form validates, confirms and can be tried again', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/login-confirm');
  await expect(page.getByRole('heading', { name: 'Sign In or Sign Up with Email Link' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await expectNoAxeViolations(page);

  const email = uniqueEmail('form');
  await page.getByPlaceholder('Enter your email').fill(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByText('Check your email for your sign in link.')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await readLatestMail(email);
  await page.getByRole('button', { name: 'try again' }).click();
  await expect(page.getByPlaceholder('Enter your email')).toBeVisible();
});

test('a bad or reused link goes to /login and says why; a signed-in user on /login goes to /profile', async ({
  page,
  consoleGuard,
}) => {
  // The refused links: the browser logs the verify call's 404 (not valid) and 410 (already used) itself.
  consoleGuard.allow({ text: /status of 404/, url: /\/api\/auth\/verify$/ });
  consoleGuard.allow({ text: /status of 410/, url: /\/api\/auth\/verify$/ });
  await page.goto('/login-confirm?email=nobody%40e2e.test&token=not-a-real-token-at-all');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert')).toContainText('This sign-in link is not valid');
  // A made-up token does not get the address it came with confirmed.
  await expect(page.getByPlaceholder('Enter your email')).toHaveValue('');

  const email = uniqueEmail('login');
  await page.goto('/login');
  await page.getByPlaceholder('Enter your email').fill(email);
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByText('Check your email for your sign in link.')).toBeVisible();
  const link = (await readLatestMail(email)).match(/http\S+\/login-confirm\S+/)![0];
  await page.goto(link);
  await expect(page).toHaveURL(/\/profile/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/profile/);

  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fprofile$/);
  await expect(page.getByRole('alert')).toContainText('This sign-in link was already used');
});

test('a used link: /login says so with the address filled in, and one click sends a new link that works', async ({
  page,
  consoleGuard,
}) => {
  // The second opening of the link: the browser logs the verify call's 410 itself.
  consoleGuard.allow({ text: /status of 410/, url: /\/api\/auth\/verify$/ });
  const email = uniqueEmail('reused');
  const asked = Date.now() - 1;
  expect((await page.request.post('/api/auth/magic-link', { data: { email, redirectUrl: '/events' } })).status()).toBe(204);
  const link = linkIn(await readLatestMail(email, { after: asked }), '/login-confirm');
  await page.goto(link);
  await expect(page).toHaveURL(/\/profile\?redirectUrl=%2Fevents$/);

  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fevents$/);
  await expect(page.getByRole('alert')).toContainText('This sign-in link was already used');
  await expect(page.getByRole('alert')).toContainText('Each link works once. Send yourself a new one.');
  await expect(page.getByPlaceholder('Enter your email')).toHaveValue(email);
  await expectNoAxeViolations(page);

  const resent = Date.now() - 1;
  await page.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(page.getByText('Check your email for your sign in link.')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const fresh = linkIn(await readLatestMail(email, { after: resent }), '/login-confirm');
  expect(fresh).not.toBe(link);
  await page.goto(fresh);
  // Signed in again, and back where the first link was going.
  await expect(page).toHaveURL(/\/events$/);
  expect(await page.evaluate(() => localStorage.getItem('hearth.token'))).toBeTruthy();
});

test('protected pages send visitors to /login with the way back; admin pages send others to /events', async ({ page }) => {
  await page.goto('/profile?tab=projects');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fprofile%3Ftab%3Dprojects$/);
  await page.goto('/api-keys');
  await expect(page).toHaveURL(/\/events$/);
  await page.goto('/database');
  await expect(page).toHaveURL(/\/events$/);

  await signInWithProfile(page, uniqueEmail('member'), { name: 'Regular Member' });
  await page.goto('/api-keys');
  await expect(page).toHaveURL(/\/events$/);
  await page.goto('/database');
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('link', { name: 'Database' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Create Event' })).toHaveCount(0);
});

test('admins see Database, API Keys and Create Event; phones get a menu', async ({ page }) => {
  await signInWithProfile(page, ADMIN_EMAIL, { name: 'Site Admin' });
  await page.goto('/events');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Database' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'API Keys' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create Event' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your profile' })).toBeVisible();

  await page.setViewportSize({ width: 390, height: 800 });
  // On phones the admin items live in the menu only.
  await expect(page.getByRole('link', { name: 'Create Event' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Your profile' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  for (const item of ['Profile', 'Events', 'Database', 'Create Event']) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await expectNoAxeViolations(page);
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('anyone can report an issue from the footer; the admins get it by e-mail', async ({ page }) => {
  await page.goto('/events');
  await expect(page.getByRole('button', { name: /Report an Issue/ }).getByText('Beta')).toBeVisible();
  await page.getByRole('button', { name: /Report an Issue/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Report an Issue' });
  await dialog.getByLabel('Contact info').fill('reporter@e2e.test');
  await dialog.getByLabel('Name').fill('Rita Reporter');
  const issue = `The schedule is cut off ${Date.now()}`;
  await dialog.getByLabel('Issue').fill(issue);
  await expectNoAxeViolations(page);
  const sentAt = Date.now();
  await dialog.getByRole('button', { name: 'Send Report' }).click();
  await expect(dialog.getByText('Thank you for reporting the issue. We will look into it shortly.')).toBeVisible();
  // A job sends the e-mail moments after the answer: wait for it, not the admin's last sign-in link.
  const mail = await readLatestMail(ADMIN_EMAIL, { after: sentAt });
  expect(mail).toContain(issue);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
