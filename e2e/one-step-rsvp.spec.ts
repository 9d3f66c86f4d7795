import { type Page } from '@playwright/test';
import { localDateAndTime } from '@hearth/contract/event-dates';
import { DAY } from './api-setup.ts';
import { ADMIN_EMAIL, checkAccessibility, expect, signInWithProfile, test, uniqueEmail } from './fixtures.ts';
import { capture } from './screenshots.ts';

const SHOTS = process.env.ONE_STEP_SHOTS_DIR;
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

test('a host creates an event without approval; guests register and are in at once while places last, then waitlisted', async ({
  page,
  browser,
}) => {
  // The host turns approval off in the form, with one place.
  await signInWithProfile(page, ADMIN_EMAIL, { name: 'Hana Host' });
  await page.goto('/events');
  await page.getByRole('link', { name: 'Create Event' }).click();
  const form = page.getByRole('dialog', { name: 'Create Event' });
  const approval = form.getByRole('checkbox', { name: 'Require approval' });
  await expect(approval).toBeChecked();
  const base = `e2e-meetup-${Date.now().toString(36)}`;
  const { date } = localDateAndTime(Date.now() + 9 * DAY);
  await form.getByLabel('Event name').fill('E2E Open Meetup');
  await form.getByLabel('Slug').fill(base);
  await form.getByLabel('Date', { exact: true }).fill(date);
  await form.getByLabel('Access').selectOption('public');
  await form.getByLabel('Capacity').fill('1');
  await form.getByRole('checkbox', { name: 'Require default questions' }).click();
  await approval.focus();
  await page.keyboard.press('Space');
  await expect(approval).not.toBeChecked();
  await approval.scrollIntoViewIfNeeded();
  await checkAccessibility(page);
  await capture(page, SHOTS, 'event-form');
  await form.getByRole('button', { name: 'Create Event' }).click();
  const eventPath = `/events/${base}-${date.replace(/-/g, '')}`;
  await expect(page).toHaveURL(new RegExp(`${eventPath}$`));

  // The manager names the mode.
  await page.goto(`${eventPath}/manager`);
  await expect(page.getByText('One-step RSVP')).toBeVisible();
  await expect(page.getByText('Guests are approved at once while places last, then join the waitlist.')).toBeVisible();
  await checkAccessibility(page);
  await capture(page, SHOTS, 'manager');

  // The first guest registers and is going at once, with a ticket.
  const first = await browser.newContext();
  const guest = await first.newPage();
  await signInWithProfile(guest, uniqueEmail('first'), { name: 'Finn First' });
  await guest.goto(eventPath);
  await expect(guest.getByText('Welcome! To join the event, please register below.')).toBeVisible();
  await expect(guest.getByRole('button', { name: 'Request to Attend' })).toHaveCount(0);
  await checkAccessibility(guest);
  await capture(guest, SHOTS, 'event-page');
  await guest.getByRole('button', { name: 'Register' }).click();
  await expect(toast(guest, 'You’re in! See you there.')).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'You are going!' })).toBeVisible();
  await expect(guest.getByRole('figure', { name: 'Ticket for E2E Open Meetup' })).toBeVisible();
  await checkAccessibility(guest);
  await capture(guest, SHOTS, 'event-page-registered');
  await first.close();

  // The place is taken: the second guest joins the waitlist.
  const second = await browser.newContext();
  const late = await second.newPage();
  await signInWithProfile(late, uniqueEmail('second'), { name: 'Sam Second' });
  await late.goto(eventPath);
  await late.getByRole('button', { name: 'Register' }).click();
  await expect(toast(late, 'You are on the waitlist')).toBeVisible();
  await expect(late.getByRole('heading', { name: 'You are on the waitlist (#1)' })).toBeVisible();
  await second.close();

  await page.reload();
  await expect(page.getByText('Applications: 2 | Approved: 1 / 1 | Waitlist: 1')).toBeVisible();
});
