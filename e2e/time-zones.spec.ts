import ICAL from 'ical.js';
import { bearer } from './api-setup.ts';
import { capture } from './screenshots.ts';
import { ADMIN_EMAIL, apiToken, expect, expectNoAxeViolations, signInWithProfile, test } from './fixtures.ts';

// A visitor in Los Angeles looks at a London evening: the event's clock first, theirs beside it.
test.use({ timezoneId: 'America/Los_Angeles' });

test('a London event shows London time with the viewer’s own, adds to calendars and gives a private feed', async ({
  page,
  request,
}) => {
  const token = await apiToken(request, ADMIN_EMAIL);
  // The admin hosts it, so it is in their calendar feed.
  const admin = await (await request.get('/api/user', { headers: bearer(token) })).json();
  const created = await request.post('/api/event/new', {
    headers: bearer(token),
    data: {
      name: 'Tea & Tensors · ロンドン',
      slug: `e2e-london-${Date.now().toString(36)}`,
      date: '2030-10-26',
      start_time: '18:00',
      end_time: '21:00',
      timezone: 'Europe/London',
      access: 'public',
      location: '1 Pall Mall, London',
      meeting_url: 'https://meet.example/tea',
      event_admins: [admin.id],
    },
  });
  expect(created.ok()).toBe(true);
  const event = await created.json();

  // A visitor: London's clock with BST, theirs beside it; neither the place nor the meeting link.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/events/${event.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(page.getByText('October 26, 2030')).toBeVisible();
  await expect(page.getByText('6:00 – 9:00 PM BST')).toBeVisible();
  await expect(page.getByText('10:00 AM PDT your time')).toBeVisible();
  await expect(page.getByText('Join online')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await expectNoAxeViolations(page);
  await capture(page, process.env.TIME_ZONE_SHOTS_DIR, 'london-event-visitor');

  // The admin (who may see everything): the meeting link, Add to calendar, and the feed.
  await signInWithProfile(page, ADMIN_EMAIL, { name: 'Eve Admin' });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/events/${event.slug}`);
  await expect(page.getByRole('link', { name: 'Join online' })).toHaveAttribute('href', 'https://meet.example/tea');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  await expect(page.getByRole('menuitem', { name: 'Google Calendar' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Outlook.com' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: /\.ics file/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('menuitem', { name: 'Subscribe to all your events…' }).click();
  const feedDialog = page.getByRole('dialog', { name: 'Subscribe to your events' });
  const address = feedDialog.getByLabel('Calendar address');
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expectNoAxeViolations(page);
  await capture(page, process.env.TIME_ZONE_SHOTS_DIR, 'calendar-feed-dialog');

  // The feed parses with an RFC 5545 parser and gives the right instants.
  const feedUrl = new URL(await address.inputValue());
  const feed = await request.get(feedUrl.pathname);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const vevents = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  const ours = vevents.find((vevent) => vevent.uid === `${event.id}@hearth`)!;
  expect(ours.startDate.toJSDate().getTime()).toBe(Date.UTC(2030, 9, 26, 17));
  expect(ours.endDate.toJSDate().getTime()).toBe(Date.UTC(2030, 9, 26, 20));

  // A new address: the old one stops working.
  await feedDialog.getByRole('button', { name: 'New address' }).click();
  await feedDialog.getByRole('button', { name: 'Make a new address' }).click();
  await expect(address).not.toHaveValue(feedUrl.toString());
  expect((await request.get(feedUrl.pathname)).status()).toBe(404);
});
