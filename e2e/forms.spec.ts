import type { Locator, Page } from '@playwright/test';
import { bearer } from './api-setup.ts';
import { capture } from './screenshots.ts';
import { ADMIN_EMAIL, apiToken, checkAccessibility, expect, signInWithProfile, test } from './fixtures.ts';

const shots = process.env.FORMS_SHOTS_DIR;

/** The toast on screen never covers the open dialog's title and the line under it. */
async function expectToastClearOfHeader(page: Page, dialog: Locator) {
  const toast = page.locator('[data-sonner-toast]').first();
  await expect(toast).toBeVisible();
  const header = dialog.getByRole('heading').first().locator('..');
  const [toastBox, headerBox] = [await toast.boundingBox(), await header.boundingBox()];
  expect(toastBox && headerBox).toBeTruthy();
  expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(headerBox!.y);
}

for (const width of [390, 1280]) {
  test(`forms at ${width} px: dated event cards, the event form's slug, access line and errors, toasts clear of dialogs, profile errors`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    const token = await apiToken(request, ADMIN_EMAIL);
    const admin = await (await request.get('/api/user', { headers: bearer(token) })).json();
    const created = await request.post('/api/event/new', {
      headers: bearer(token),
      data: {
        name: `Tokyo Agents Night ${width}`,
        slug: `e2e-forms-${width}-${Date.now().toString(36)}`,
        date: '2030-03-08',
        start_time: '09:30',
        timezone: 'Asia/Tokyo',
        access: 'public',
        event_admins: [admin.id],
      },
    });
    expect(created.ok()).toBe(true);
    const event = await created.json();
    await signInWithProfile(page, ADMIN_EMAIL, { name: 'Ada Admin' });

    // The profile's event card says the date on the event's clock.
    await page.goto('/profile');
    const card = page.getByRole('article').filter({ hasText: event.name });
    await expect(card.getByText('March 8, 2030 · 9:30 AM JST')).toBeVisible();
    await capture(page, shots, `profile-card-${width}`);

    // Saving shows a toast; the clone dialog opened under it keeps its title and hint in sight.
    await page.goto(`/events/${event.slug}`);
    await page.getByRole('button', { name: 'Edit Event' }).click();
    await page.getByRole('dialog', { name: 'Update Event' }).getByRole('button', { name: 'Update Event' }).click();
    await expect(page.getByText('Event saved')).toBeVisible();
    // Pointing at the toast holds it (sonner pauses a hovered toast), so a loaded machine still has it on
    // screen when the dialog has opened; the dialog is opened from the keyboard, leaving the pointer there.
    await page.locator('[data-sonner-toast]').first().hover();
    await page.getByRole('button', { name: 'Clone Event' }).focus();
    await page.keyboard.press('Enter');
    const clone = page.getByRole('dialog', { name: 'Clone Event' });
    await expect(clone.getByText('When cloning an event, please remember to update the slug.')).toBeVisible();
    await expectToastClearOfHeader(page, clone);
    await page.screenshot({ path: shots ? `${shots}/clone-toast-${width}.png` : undefined });

    // The slug follows the name; the access level is explained; a missing name stands beside its field.
    const name = clone.getByLabel('Event name');
    await name.fill('Kyoto Agents Night');
    await expect(clone.getByLabel('Slug')).toHaveValue('kyoto-agents-night');
    await expect(clone.getByLabel('Access')).toHaveAccessibleDescription('Listed on Events for everyone; anyone can open it.');
    await clone.getByLabel('Access').selectOption('unlisted');
    await expect(clone.getByText('Not listed; anyone with the link can open it.')).toBeVisible();
    await name.fill('');
    await clone.getByRole('button', { name: 'Clone Event' }).click();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Please add an event name.');
    await expectToastClearOfHeader(page, clone);
    await page.screenshot({ path: shots ? `${shots}/clone-errors-${width}.png` : undefined });
    await checkAccessibility(page);
    await page.keyboard.press('Escape');

    // The profile form says a cleared required field is required, not only greying out Save.
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Edit Profile' });
    await profile.getByLabel('Name*').fill('');
    await expect(profile.getByText('Name is required.')).toBeVisible();
    await expect(profile.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await profile.getByLabel('GitHub URL').fill('github.com/ada/engine');
    await page.screenshot({ path: shots ? `${shots}/profile-errors-${width}.png` : undefined, fullPage: true });
    await checkAccessibility(page);
  });
}
