import { type Page } from '@playwright/test';
import { adminEvent, bearer, publicEventInput } from './api-setup.ts';
import {
  ADMIN_EMAIL,
  checkAccessibility,
  expect,
  linkIn,
  readLatestMail,
  signInWithProfile,
  test,
  uniqueEmail,
} from './fixtures.ts';
import { capture } from './screenshots.ts';

const SHOTS = process.env.EVENT_PAGE_SHOTS_DIR;
/** A phone browser's first screen under its toolbars. */
const PHONE = { width: 390, height: 700 };
const DESKTOP = { width: 1280, height: 800 };

const DESCRIPTION = [
  'Bring a **laptop** and *ideas*.',
  '',
  '- Demos at 8',
  '- Pizza 🍕',
  '',
  'Details: [the FAQ](https://example.com/faq) <img src=x onerror="window.pwned=1">',
].join('\n');

async function each(page: Page, check: () => Promise<void>) {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await check();
  }
}

test('on a phone the main action is on the first screen: Request to Attend, the ticket with its code, the invitation', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const { event, adminToken } = await adminEvent(
    request,
    publicEventInput('E2E Phone Night', 'e2e-phone', 6, { location: 'Pier 48, San Francisco', description: DESCRIPTION }),
  );

  // A visitor: Request to Attend is on the first screen; the description is Markdown, its HTML inert.
  await each(page, async () => {
    await page.goto(`/events/${event.slug}`);
    await expect(page.getByRole('button', { name: 'Request to Attend' })).toBeInViewport();
  });
  const about = page.getByRole('region', { name: 'About' });
  await expect(about.locator('strong')).toHaveText('laptop');
  await expect(about.getByRole('listitem')).toHaveCount(2);
  await expect(about.getByRole('link', { name: 'the FAQ' })).toHaveAttribute('rel', 'noopener nofollow ugc');
  await expect(about.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined();
  await checkAccessibility(page);
  await page.setViewportSize(PHONE);
  await capture(page, SHOTS, 'event-page');

  // An approved guest: the ticket, its QR code and the code printed under it, on the first screen.
  const guestEmail = uniqueEmail('phone-guest');
  await signInWithProfile(page, guestEmail, { name: 'Pia Phone' });
  const guest = await (await page.request.get('/api/user', { headers: bearer(await tokenOf(page)) })).json();
  await page.request.post('/api/application/new', { headers: bearer(await tokenOf(page)), data: { slug: event.slug } });
  const approved = await request.post('/api/application/status', {
    headers: bearer(adminToken),
    params: { event_id: event.id, user_id: guest.id, new_status: 'approved' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const ticket = page.getByRole('figure', { name: 'Ticket for E2E Phone Night' });
  await each(page, async () => {
    await page.goto(`/events/${event.slug}`);
    await expect(ticket.getByRole('img', { name: 'Check-in QR code' })).toBeInViewport();
    await expect(ticket.getByText('Ticket code · show at check-in')).toBeInViewport();
    await checkAccessibility(page);
  });
  await page.setViewportSize(PHONE);
  const printed = (await ticket.getByText(/^[0-9A-Z]{5} [0-9A-Z]{5}$/).textContent())!;
  await capture(page, SHOTS, 'ticket');

  // At the door, the host types the printed code as heard: lower case, no space. It checks Pia in.
  const host = await browser.newContext({ viewport: PHONE });
  const door = await host.newPage();
  await signInWithProfile(door, ADMIN_EMAIL, { name: 'Hana Host' });
  await door.goto(`/events/${event.slug}/check-in`);
  await door.getByLabel('Ticket code').fill(printed.replace(' ', '').toLowerCase());
  await door.getByRole('button', { name: 'Check in', exact: true }).click();
  await expect(door.getByRole('status').filter({ hasText: 'Checked in: Pia Phone.' })).toBeAttached();
  await host.close();

  // An invitee opens the e-mailed link on a phone: who invites to what, the address filled in; after
  // sign-in the invitation is the one card, Accept on the first screen, no Request to Attend.
  const inviteeEmail = uniqueEmail('phone-invitee');
  const invited = await request.post(`/api/event/${event.slug}/invite-users`, {
    headers: bearer(adminToken),
    data: { emails: [inviteeEmail] },
  });
  expect(invited.ok()).toBe(true);
  const link = new URL(linkIn(await readLatestMail(inviteeEmail), `/events/${event.slug}/invite`));
  const context = await browser.newContext({ viewport: PHONE });
  const invitee = await context.newPage();
  await invitee.goto(`${link.pathname}${link.search}`);
  await expect(invitee.getByRole('heading', { level: 1, name: "You're invited to E2E Phone Night" })).toBeVisible();
  await expect(invitee.getByLabel('Email')).toHaveValue(inviteeEmail);
  await expect(invitee.getByRole('button', { name: 'Send Magic Link' })).toBeInViewport();
  await checkAccessibility(invitee);
  await capture(invitee, SHOTS, 'invite-landing');
  await signInWithProfile(invitee, inviteeEmail, { name: 'Ivo Invitee' });
  await invitee.goto(`${link.pathname}${link.search}`);
  const invitation = invitee.getByRole('region', { name: "You're invited to E2E Phone Night" });
  await expect(invitation.getByRole('button', { name: 'Accept' })).toBeInViewport();
  await expect(invitee.getByRole('button', { name: 'Request to Attend' })).toHaveCount(0);
  await checkAccessibility(invitee);
  await capture(invitee, SHOTS, 'invitation');
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(invitee.getByRole('heading', { name: 'You are going!' })).toBeVisible();
  await context.close();
});

async function tokenOf(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('hearth.token'))) ?? '';
}
