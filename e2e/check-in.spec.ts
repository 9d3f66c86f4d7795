import { type APIRequestContext, type Page } from '@playwright/test';
import { checkInTimeLabel, type CheckInList } from '@hearth/contract/check-in';
import { apiGuest, bearer, hostedEvent, publicEventInput, requestToAttend } from './api-setup.ts';
import { checkAccessibility, expect, signInWithProfile, test } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };

/** A guest with a complete profile who asked to attend; returns their ticket's QR payload too. */
async function applicant(request: APIRequestContext, slug: string, name: string) {
  const { email, id, token } = await apiGuest(request, name);
  await requestToAttend(request, token, { slug });
  const mine = await (await request.get(`/api/event/${slug}/my-registration`, { headers: bearer(token) })).json();
  return { email, name, id, payload: `HEARTH:${slug}:${mine.registration.check_in_code}` };
}

const result = (page: Page) => page.getByRole('region', { name: 'Scan result' });

/** The scanner component fed a QR payload through its code field, as the camera would feed it. */
async function scan(page: Page, payload: string) {
  await page.getByLabel('Ticket code').fill(payload);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
}

test('a host checks guests in by QR payload and by search, on a phone; others cannot', async ({
  page,
  request,
  consoleGuard,
}) => {
  // The refused scans (already in, not a ticket, unknown, not the host's): the browser logs each answer itself.
  consoleGuard.allow({ text: /status of (403|404|409|422)/, url: /\/api\/event\/[^/]+\/check-in$/ });
  const input = publicEventInput('Door Night', 'door-night', 2);
  const { event, adminToken, hostEmail, hostToken } = await hostedEvent(request, input);

  const ann = await applicant(request, event.slug, 'Ann Arrival');
  const ben = await applicant(request, event.slug, 'Ben Bynames');
  const pat = await applicant(request, event.slug, 'Pat Pending');
  for (const guest of [ann, ben]) {
    const approved = await request.post('/api/application/status', {
      headers: bearer(adminToken),
      params: { event_id: event.id, user_id: guest.id, new_status: 'approved' },
    });
    expect(approved.ok(), await approved.text()).toBe(true);
  }

  // The host opens the check-in page from the event manager, on a phone.
  await page.setViewportSize(PHONE);
  await signInWithProfile(page, hostEmail, { name: 'Hana Host' });
  await page.goto(`/events/${event.slug}/manager`);
  await page.getByRole('link', { name: 'Check-in' }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${event.slug}/check-in$`));
  await expect(page.getByRole('heading', { name: 'Check-in' })).toBeVisible();
  await expect(page.getByText('Checked in: 0 / 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scan with camera' })).toBeVisible();
  await checkAccessibility(page);

  // Ann's ticket: checked in, with her name and headline; the counts follow; a screen reader hears it.
  await scan(page, ann.payload);
  await expect(result(page).getByText('Checked in', { exact: true })).toBeVisible();
  await expect(result(page).getByText(ann.name, { exact: true })).toBeVisible();
  await expect(result(page).getByText(`${ann.name} builds agents`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Checked in: ${ann.name}.` })).toBeAttached();
  await expect(page.getByText('Checked in: 1 / 2')).toBeVisible();
  await expect(page.getByLabel('Ticket code')).toHaveValue('');
  await checkAccessibility(page);

  // The same ticket again: already checked in, at the time of the first scan.
  const listed: CheckInList = await (
    await request.get(`/api/event/${event.slug}/check-in`, { headers: bearer(hostToken) })
  ).json();
  const firstScan = listed.guests.find((guest) => guest.user_id === ann.id)!.checked_in_at!;
  await scan(page, ann.payload);
  await expect(result(page).getByText(`Already checked in at ${checkInTimeLabel(firstScan)}`)).toBeVisible();
  await expect(page.getByText('Checked in: 1 / 2')).toBeVisible();

  // Every other answer has its own card.
  await scan(page, pat.payload);
  await expect(result(page).getByText('Not approved', { exact: true })).toBeVisible();
  await expect(result(page).getByText(pat.name, { exact: true })).toBeVisible();
  await expect(result(page)).toContainText('Registration status: Pending.');
  await scan(page, `HEARTH:some-other-event-20260101:${ann.payload.split(':').at(-1)}`);
  await expect(result(page).getByText('This ticket is for another event.')).toBeVisible();
  await scan(page, 'no-such-code');
  await expect(result(page).getByText('Unknown code', { exact: true })).toBeVisible();
  await checkAccessibility(page);

  // Ben by search, with one tap; then undo.
  const search = page.getByRole('searchbox', { name: 'Search guests by name or e-mail' });
  await search.fill('bynames');
  const guests = page.getByRole('list', { name: 'Guests' });
  await expect(guests.getByRole('listitem')).toHaveCount(1);
  await guests.getByRole('button', { name: `Check in ${ben.name}` }).click();
  await expect(page.getByText('Checked in: 2 / 2')).toBeVisible();
  await expect(guests.getByText(/^In at \d\d:\d\d$/)).toBeVisible();
  await expect(guests.getByRole('button', { name: `Undo check-in of ${ben.name}` })).toBeFocused();
  await guests.getByRole('button', { name: `Undo check-in of ${ben.name}` }).click();
  await expect(result(page).getByText('Check-in undone')).toBeVisible();
  await expect(page.getByText('Checked in: 1 / 2')).toBeVisible();
  await expect(guests.getByRole('button', { name: `Check in ${ben.name}` })).toBeVisible();
  // The answer card offers the way back, and keeps focus on its button both ways.
  await result(page).getByRole('button', { name: 'Check in again' }).click();
  await expect(page.getByText('Checked in: 2 / 2')).toBeVisible();
  await expect(result(page).getByRole('button', { name: 'Undo check-in' })).toBeFocused();
  await result(page).getByRole('button', { name: 'Undo check-in' }).click();
  await expect(page.getByText('Checked in: 1 / 2')).toBeVisible();
  await expect(result(page).getByRole('button', { name: 'Check in again' })).toBeFocused();
  await search.fill(pat.email);
  await expect(guests.getByText('Pending', { exact: true })).toBeVisible();
  await expect(guests.getByRole('button')).toHaveCount(0);
  await checkAccessibility(page);

  // The server agrees with the page.
  const counts = await (await request.get(`/api/event/${event.slug}/check-in`, { headers: bearer(hostToken) })).json();
  expect(counts.counts).toEqual({ checked_in: 1, approved: 2 });

  // Without a secure context the page says the camera cannot work; the code field still does.
  await page.addInitScript(() => Object.defineProperty(window, 'isSecureContext', { value: false }));
  await page.reload();
  await expect(page.getByText(/Camera scanning needs a secure connection \(HTTPS or localhost\)/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scan with camera' })).toHaveCount(0);
  await scan(page, ann.payload);
  await expect(result(page).getByText(/^Already checked in at \d\d:\d\d$/)).toBeVisible();

  // A guest is refused; an unknown event is not found.
  await signInWithProfile(page, ann.email, { name: ann.name });
  await page.goto(`/events/${event.slug}/check-in`);
  await expect(page.getByRole('heading', { name: 'You cannot check guests in here' })).toBeVisible();
  await expect(page.getByRole('searchbox')).toHaveCount(0);
  await checkAccessibility(page);
  await page.goto('/events/no-such-event-20200101/check-in');
  await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
});
