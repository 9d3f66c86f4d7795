import { localDateAndTime } from '@hearth/contract/event-dates';
import { adminEvent, apiPost, bearer, DAY, publicEventInput } from './api-setup.ts';
import {
  apiToken,
  checkAccessibility,
  completeProfileDialog,
  expect,
  linkIn,
  readLatestMail,
  signIn,
  signInWithProfile,
  test,
  uniqueEmail,
} from './fixtures.ts';

test('a guest requests to attend with a required answer, is approved and sees the location and ticket; an invitee accepts', async ({
  page,
  browser,
  request,
  consoleGuard,
}) => {
  // The invitee's event page asks for the admin-only event before the invitation is accepted: the
  // browser logs that 404 itself, and the page shows the invitation instead.
  consoleGuard.allow({ text: /status of 404/, url: /\/api\/event\/e2e-dinner-[^/]+$/ });
  // The host (a site admin) creates a public event with one required question.
  const { date } = localDateAndTime(Date.now() + 12 * DAY);
  const { event, adminToken: admin } = await adminEvent(request, {
    name: 'E2E Agents Night',
    slug: `e2e-agents-${Date.now().toString(36)}`,
    date,
    start_time: '18:00',
    access: 'public',
    location: 'Pier 48, San Francisco',
    requireDefaultQuestions: false,
    questions: ['What will you build?*', 'Anything else?'],
  });
  const auth = bearer(admin);
  const eventPath = `/events/${event.slug}`;

  // 1. Not signed in: warning and off to login with the return path.
  await page.goto(eventPath);
  await expect(page.getByText('Register to see the location')).toBeVisible();
  await page.getByRole('button', { name: 'Request to Attend' }).click();
  await expect(page.getByText('You need to be logged in to request to join.')).toBeVisible();
  await expect(page).toHaveURL(`/login?redirectUrl=${encodeURIComponent(eventPath)}`);

  // 2. Signed in with an incomplete profile: warning and off to the profile, then back.
  const guestEmail = uniqueEmail('guest');
  await signIn(page, guestEmail);
  await page.goto(eventPath);
  await page.getByRole('button', { name: 'Request to Attend' }).click();
  await expect(page.getByText('You need to complete your profile to request to join.')).toBeVisible();
  await expect(page).toHaveURL(/\/profile\?redirectUrl=/);
  await completeProfileDialog(page, {
    name: 'Grace Guest',
    headline: 'Founder @ Llama Labs',
    linkedInURL: 'https://www.linkedin.com/in/grace-guest',
  });
  await expect(page).toHaveURL(new RegExp(`${eventPath}$`));

  // 3. The questions dialog: the required question must be answered; cancelling asks first.
  await page.getByRole('button', { name: 'Request to Attend' }).click();
  const questions = page.getByRole('dialog', { name: 'Request to join E2E Agents Night' });
  await expect(questions.getByLabel('What will you build?*')).toBeVisible();
  await checkAccessibility(page);
  await page.keyboard.press('Escape');
  const confirmCancel = page.getByRole('dialog', { name: 'Are you sure you want to cancel?' });
  await expect(confirmCancel).toBeVisible();
  await confirmCancel.getByRole('button', { name: 'Keep editing' }).click();
  await questions.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please answer all required questions (marked with an astrix*) before submitting.')).toBeVisible();
  await questions.getByLabel('What will you build?*').fill('An agent that books venues.');
  await questions.getByRole('button', { name: 'Submit' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Request sent' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pending approval' })).toBeVisible();
  await expect(page.getByText('The location is shared once the host approves your request')).toBeVisible();
  await expect(page.getByText('Register to see the location')).toHaveCount(0);

  // The answers are stored as given.
  const applications = await request.get(`/api/event/${event.slug}/applications`, { headers: auth });
  const body = await applications.json();
  expect(body.pending_count).toBe(1);
  expect(body.pending_requests[0].request.answers).toEqual(['An agent that books venues.', '']);

  // The host approves from the event manager, in their own browser; the guest is e-mailed.
  const hostContext = await browser.newContext();
  const host = await hostContext.newPage();
  await host.goto('/events');
  await host.evaluate((token) => localStorage.setItem('hearth.token', token), admin);
  await host.goto(`${eventPath}/manager`);
  await expect(host.getByText('Applications: 1 | Approved: 0')).toBeVisible();
  const approvedAt = Date.now() - 1;
  await host.getByRole('button', { name: 'Approve Grace Guest' }).click();
  await expect(host.getByText('Applications: 1 | Approved: 1')).toBeVisible();
  await hostContext.close();
  // The worker sends it soon after: the sign-in link is the newest mail until then.
  const mail = await readLatestMail(guestEmail, { after: approvedAt });
  expect(mail).toContain('Pier 48, San Francisco');
  expect(mail).toContain('text/calendar');

  // The guest sees the location and the ticket with a QR code.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'You are going!' })).toBeVisible();
  await expect(page.getByText('Pier 48, San Francisco')).toBeVisible();
  const ticket = page.getByRole('figure', { name: 'Ticket for E2E Agents Night' });
  await expect(ticket).toContainText('Grace Guest');
  await expect(ticket).toContainText('Founder @ Llama Labs');
  await expect(ticket.getByRole('img', { name: 'Check-in QR code' })).toBeVisible();
  await checkAccessibility(page);

  // Cancel asks for confirmation; keeping it changes nothing.
  await page.getByRole('button', { name: 'Cancel registration' }).click();
  await page.getByRole('dialog', { name: 'Cancel your registration?' }).getByRole('button', { name: 'Keep it' }).click();
  await expect(ticket).toBeVisible();
  // Cancelling for real says so, and the ticket goes.
  await page.getByRole('button', { name: 'Cancel registration' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel your registration?' })
    .getByRole('button', { name: 'Cancel registration' })
    .click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Registration cancelled' })).toBeVisible();
  await expect(ticket).toHaveCount(0);

  // The host invites an address to an admin-only event (the default access: invisible to the
  // invitee until they accept); the invitee opens the e-mailed link, signs in and accepts.
  const privateEvent = await apiPost(request, admin, '/api/event/new', {
    name: 'E2E Private Dinner',
    slug: `e2e-dinner-${Date.now().toString(36)}`,
    date,
    start_time: '19:00',
    location: 'Pier 48, San Francisco',
  });
  expect(privateEvent.access).toBe('admin');
  const inviteeEmail = uniqueEmail('invitee');
  const invited = await request.post(`/api/event/${privateEvent.slug}/invite-users`, {
    headers: auth,
    data: { emails: [inviteeEmail], message: 'Join us on the pier!' },
  });
  expect(invited.ok()).toBe(true);
  const inviteMail = await readLatestMail(inviteeEmail);
  expect(inviteMail).toContain('Join us on the pier!');
  const link = new URL(linkIn(inviteMail, `/events/${privateEvent.slug}/invite`));
  const context = await browser.newContext();
  const invitee = await context.newPage();
  await invitee.goto(`${link.pathname}${link.search}`);
  // Before sign-in the link says who invites to what, with the invited address filled in.
  await expect(invitee.getByRole('heading', { level: 1, name: "You're invited to E2E Private Dinner" })).toBeVisible();
  await expect(invitee.getByText(/invites you to attend\./)).toBeVisible();
  await expect(invitee.getByLabel('Email')).toHaveValue(inviteeEmail);
  await checkAccessibility(invitee);
  const sentAt = Date.now() - 1;
  await invitee.getByRole('button', { name: 'Send Magic Link' }).click();
  await expect(invitee.getByText('Check your email for your sign in link.')).toBeVisible();
  await invitee.goto(linkIn(await readLatestMail(inviteeEmail, { after: sentAt }), '/login-confirm'));
  // A first sign-in completes the profile first, then follows the link on.
  await expect(invitee).toHaveURL(/\/profile\?redirectUrl=/);
  await completeProfileDialog(invitee, {
    name: 'Ivan Invitee',
    headline: 'ML Engineer @ Pier Labs',
    linkedInURL: 'https://www.linkedin.com/in/ivan-invitee',
  });
  await expect(invitee).toHaveURL(new RegExp(`/events/${privateEvent.slug}\\?token=`));
  await expect(invitee.getByRole('heading', { level: 1, name: 'E2E Private Dinner' })).toBeVisible();
  const invitation = invitee.getByRole('region', { name: "You're invited to E2E Private Dinner" });
  await expect(invitation.getByRole('button', { name: 'Decline' })).toBeVisible();
  await expect(invitee.getByRole('button', { name: 'Request to Attend' })).toHaveCount(0);
  await checkAccessibility(invitee);
  await invitation.getByRole('button', { name: 'Accept' }).click();
  await expect(invitee.getByRole('heading', { name: 'You are going!' })).toBeVisible();
  await expect(invitee.getByText('Pier 48, San Francisco')).toBeVisible();
  await expect(invitee.getByRole('figure', { name: 'Ticket for E2E Private Dinner' })).toContainText('Ivan Invitee');
  await expect(invitation).toHaveCount(0);
  await context.close();

  // The token works once.
  const reuse = await request.post('/api/accept-invite', {
    headers: { authorization: `Bearer ${await apiToken(request, inviteeEmail)}` },
    data: { token: link.searchParams.get('token'), accept: true },
  });
  expect(reuse.status()).toBe(400);
});

test('status copy: a declined guest sees Declined, never Pending; someone else’s profile names that person’s relation, never “You”', async ({
  page,
  request,
}) => {
  const { event, adminToken } = await adminEvent(
    request,
    publicEventInput('E2E Status Night', 'e2e-status', 5, { location: 'Pier 48, San Francisco' }),
  );
  const admin = bearer(adminToken);

  // Ana is approved (through the API); Dee asks in her browser and is declined.
  const anaEmail = uniqueEmail('ana');
  const ana = { authorization: `Bearer ${await apiToken(request, anaEmail)}` };
  const anaProfile = await request.post('/api/user/update', {
    headers: ana,
    // Ana chose to show her upcoming events on her profile (they are hidden unless one does).
    data: {
      name: 'Ana Approved',
      headline: 'Builds agents',
      linkedInURL: 'https://www.linkedin.com/in/ana-approved',
      show_upcoming_events: true,
    },
  });
  expect(anaProfile.ok()).toBe(true);
  const anaId = (await anaProfile.json()).id as string;
  expect((await request.post('/api/application/new', { headers: ana, data: { slug: event.slug } })).ok()).toBe(true);
  await signInWithProfile(page, uniqueEmail('dee'), { name: 'Dee Declined' });
  await page.goto(`/events/${event.slug}`);
  await page.getByRole('button', { name: 'Request to Attend' }).click();
  await expect(page.getByRole('heading', { name: 'Pending approval' })).toBeVisible();
  const deeToken = await page.evaluate(() => localStorage.getItem('hearth.token'));
  const dee = (await (await request.get('/api/user', { headers: { authorization: `Bearer ${deeToken}` } })).json()) as {
    id: string;
  };
  for (const [userId, status] of [
    [anaId, 'approved'],
    [dee.id, 'declined'],
  ] as const) {
    const decided = await request.post('/api/application/status', {
      headers: admin,
      params: { event_id: event.id, user_id: userId, new_status: status },
    });
    expect(decided.ok(), await decided.text()).toBe(true);
  }

  // The event page and the event's card both say Declined, and nothing says Pending or Register.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Request declined' })).toBeVisible();
  const status = page.getByRole('list', { name: 'Status' });
  await expect(status.getByText('Declined', { exact: true })).toBeVisible();
  await expect(page.getByText('Pending', { exact: true })).toHaveCount(0);
  await expect(page.getByText(/waiting for the host/)).toHaveCount(0);
  await expect(page.getByText('The location is shared with approved guests only')).toBeVisible();
  await expect(page.getByText(/Register/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Request to Attend' })).toHaveCount(0);
  await checkAccessibility(page);
  await page.goto('/events');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: 'E2E Status Night' }) });
  await expect(card.getByText('Declined', { exact: true })).toBeVisible();
  await expect(card.getByText('Pending', { exact: true })).toHaveCount(0);

  // On Ana's profile Dee sees what Ana does there (Going), not Dee's own relation, and no 'You …'.
  await page.goto(`/user/${anaId}`);
  const events = page.getByRole('region', { name: 'Events' });
  const anaCard = events.getByRole('article').filter({ has: page.getByRole('link', { name: 'E2E Status Night' }) });
  await expect(anaCard.getByText('Going', { exact: true })).toBeVisible();
  await expect(anaCard.getByText('Declined', { exact: true })).toHaveCount(0);
  // No button of Dee's own beside Ana's status: the card only links to the event.
  await expect(anaCard.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText(/\bYou\b/);
  await checkAccessibility(page);
});
