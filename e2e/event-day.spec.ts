import fs from 'node:fs';
import path from 'node:path';
import { type Browser } from '@playwright/test';
import { apiGuest, bearer, DAY, hostedEvent, publicEventInput, requestToAttend } from './api-setup.ts';
import { checkAccessibility, expect, signInWithProfile, test, uniqueEmail } from './fixtures.ts';

/** The first e-mail to `email` whose subject starts with `subject`, once the server's worker has sent it; decoded. */
async function mailTo(email: string, subject: string, timeoutMs = 20_000): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
        found = files
          .map((file) => readable(fs.readFileSync(path.join(outbox, file), 'utf8')))
          .find((raw) => raw.includes(`To: ${email}`) && raw.includes(`Subject: ${subject}`));
        return Boolean(found);
      },
      { timeout: timeoutMs, message: `an e-mail to ${email}: ${subject}` },
    )
    .toBe(true);
  return found!;
}

const readable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\r?\n[ \t]+/g, ' ');

/** A guest in a browser of their own. */
async function browserGuest(browser: Browser, name: string) {
  const page = await (await browser.newContext()).newPage();
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  await signInWithProfile(page, email, { name, headline: `${name} builds agents` });
  return { email, name, page };
}

test('event day: capacity and waitlist, a cancellation promotes, check-in, the reminder and a message', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(360_000);

  // An admin creates an event for two guests, with a host.
  const input = publicEventInput(`Event Day ${Date.now().toString(36)}`, 'event-day', 3, {
    location: 'Pier 70, San Francisco',
    capacity: 2,
  });
  const { event, hostEmail, save: saveEvent } = await hostedEvent(request, input);

  // Three requests: Ann and Ben through the API, Cat from the event page.
  const ann = await apiGuest(request, 'Ann Early');
  const ben = await browserGuest(browser, 'Ben Leaving');
  const cat = await browserGuest(browser, 'Cat Waiting');
  await requestToAttend(request, ann.token, { slug: event.slug });
  for (const guest of [ben, cat]) {
    await guest.page.goto(`/events/${event.slug}`);
    await guest.page.getByRole('button', { name: 'Request to Attend' }).click();
    await expect(guest.page.getByRole('heading', { name: 'Pending approval' })).toBeVisible();
  }

  // The host approves all three: the third goes on the waitlist.
  await signInWithProfile(page, hostEmail, { name: 'Hana Host' });
  await page.goto(`/events/${event.slug}/manager`);
  await expect(page.getByText('Applications: 3 | Approved: 0 / 2 | Waitlist: 0')).toBeVisible();
  for (const guest of [ann, ben, cat]) await page.getByRole('button', { name: `Approve ${guest.name}` }).click();
  await expect(page.getByText('Applications: 3 | Approved: 2 / 2 | Waitlist: 1')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Waitlist\s*1/ })).toBeVisible();
  await expect(page.getByRole('button', { name: `Promote ${cat.name}` })).toBeVisible();
  await checkAccessibility(page);

  // Cat sees her place in line and has the e-mail that says so.
  await cat.page.reload();
  await expect(cat.page.getByRole('heading', { name: 'You are on the waitlist (#1)' })).toBeVisible();
  await expect(cat.page.getByText('Waitlist', { exact: true })).toBeVisible();
  await expect(cat.page.getByText('The location is shared once you have a place')).toBeVisible();
  await expect(cat.page.getByText('Register to see the location')).toHaveCount(0);
  await checkAccessibility(cat.page);
  expect(await mailTo(cat.email, `You are on the waitlist for ${input.name}`)).toContain('(#1)');

  // Ben cancels; Cat is promoted at once and e-mailed with the location and the calendar file.
  await ben.page.reload();
  await ben.page.getByRole('button', { name: 'Cancel registration' }).click();
  await ben.page.getByRole('dialog').getByRole('button', { name: 'Cancel registration' }).click();
  await expect(ben.page.getByRole('button', { name: 'Request to Attend' })).toBeVisible();
  const promoted = await mailTo(cat.email, `You're going to ${input.name}`);
  expect(promoted).toContain('Pier 70, San Francisco');
  expect(promoted).toContain('text/calendar');
  await cat.page.reload();
  await expect(cat.page.getByRole('heading', { name: 'You are going!' })).toBeVisible();
  await expect(cat.page.getByText('Pier 70, San Francisco')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Applications: 2 | Approved: 2 / 2 | Waitlist: 0')).toBeVisible();

  // At the door: Ann by her ticket's QR payload, Cat by search.
  const annTicket = await (await request.get(`/api/event/${event.slug}/my-registration`, { headers: bearer(ann.token) })).json();
  await page.getByRole('link', { name: 'Check-in' }).click();
  await expect(page.getByText('Checked in: 0 / 2')).toBeVisible();
  await page.getByLabel('Ticket code').fill(`HEARTH:${event.slug}:${annTicket.registration.check_in_code}`);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Scan result' }).getByText(ann.name, { exact: true })).toBeVisible();
  await expect(page.getByText('Checked in: 1 / 2')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search guests by name or e-mail' }).fill('waiting');
  await page
    .getByRole('list', { name: 'Guests' })
    .getByRole('button', { name: `Check in ${cat.name}` })
    .click();
  await expect(page.getByText('Checked in: 2 / 2')).toBeVisible();
  await checkAccessibility(page);
  // The manager shows when each guest came in.
  await page.goto(`/events/${event.slug}/manager`);
  await expect(page.getByText(/^Checked in at \d{1,2}:\d{2} [AP]M P[DS]T$/)).toHaveCount(2);

  // The reminders follow the event's start: moved to a day and 15 seconds from now, they are due in
  // 15 seconds, and every approved guest gets one; Ben, who cancelled, does not.
  await saveEvent({ timestamp: Date.now() + DAY + 15_000 });
  for (const guest of [ann, cat]) {
    const reminder = await mailTo(guest.email, `Reminder: ${input.name}, `, 60_000);
    expect(reminder).toContain('Where: Pier 70, San Francisco');
    expect(reminder).toContain(`/events/${event.slug}`);
    expect(reminder).toContain('text/calendar');
  }
  await expect(mailTo(ben.email, 'Reminder: ', 2_000)).rejects.toThrow();

  // The host writes to every approved guest, seeing how many before sending.
  await page.getByRole('button', { name: 'Message guests' }).click();
  const message = page.getByRole('dialog', { name: 'Message guests' });
  await expect(message.getByText('This message goes to 2 guests.')).toBeVisible();
  await checkAccessibility(page);
  await message.getByLabel('Subject').fill('Doors open at 6');
  await message.getByLabel('Message').fill('Bring your laptop and your ticket.');
  await message.getByRole('button', { name: 'Send to 2 guests' }).click();
  await expect(page.getByText('Message queued for 2 guests.')).toBeVisible();
  for (const guest of [ann, cat]) {
    expect(await mailTo(guest.email, `${input.name}: Doors open at 6`)).toContain('Bring your laptop and your ticket.');
  }
});
