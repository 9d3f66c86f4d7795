import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ADMIN_EMAIL, apiToken, expect, signIn, test, uniqueEmail } from './fixtures.ts';
import { ARABIC, CJK, EMOJI, HEBREW, LONG_URL, MIXED, UNBROKEN, ZALGO } from './hostile-text.ts';
import { checkScreen } from './layout-checks.ts';

/**
 * Every field a person types, filled with hostile real text, stays inside every screen at
 * 320, 390, 768 and 1280 px. The data is made through the API; the screens are visited once and
 * resized. Screenshots of each screen and width are written to this test's output folder.
 */

const DAY = 24 * 60 * 60 * 1000;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function post(request: APIRequestContext, token: string, url: string, data: unknown) {
  const response = await request.post(url, { headers: bearer(token), data });
  expect(response.ok(), `${url}: ${await response.text()}`).toBe(true);
  return response.json();
}

/** A signed-up person with a hostile profile; returns the id and an API token. */
async function person(request: APIRequestContext, email: string, profile: Record<string, string>) {
  const token = await apiToken(request, email);
  const user = await post(request, token, '/api/user/update', profile);
  return { id: user.id as string, token, email };
}

async function pageFor(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** Toasts come and go; the screens are judged without them. */
async function settle(page: Page) {
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
}

test('hostile text in every typed field stays inside every screen and dialog', async ({ browser, request }, testInfo) => {
  // Generous: four widths of fourteen screens on a shared, loaded machine.
  test.setTimeout(600_000);
  const run = Date.now().toString(36);
  const search = `quokkaflux${run}`;
  const guestName = `${run}${UNBROKEN}`.slice(0, 120);

  // People: a host who is a site admin, an approved guest, and a visitor who has not asked yet.
  const admin = await apiToken(request, ADMIN_EMAIL);
  const host = await person(request, uniqueEmail('host'), {
    name: `${UNBROKEN.slice(0, 60)} ${ZALGO} ${EMOJI}`,
    headline: `${HEBREW} ${LONG_URL}`,
    linkedInURL: `https://www.linkedin.com/in/${UNBROKEN}`,
  });
  await post(request, admin, '/api/admins', { email: host.email });
  const guest = await person(request, uniqueEmail('guest'), {
    name: guestName,
    headline: `${search} ${LONG_URL} ${EMOJI}`,
    linkedInURL: `https://www.linkedin.com/in/${UNBROKEN}`,
    githubURL: `https://github.com/${UNBROKEN}`,
    twitterURL: `https://x.com/${UNBROKEN.slice(0, 100)}`,
    ai_project: `${search} ${MIXED}`,
  });
  const visitor = await person(request, uniqueEmail('visitor'), {
    name: ARABIC,
    headline: `${CJK} ${ZALGO}`,
    linkedInURL: `https://www.linkedin.com/in/${UNBROKEN.slice(0, 80)}`,
  });

  // The event: every text field and every row list.
  const organisation = (urlKey: string) => ({ name: UNBROKEN.slice(0, 120), [urlKey]: LONG_URL, description: MIXED });
  const event = await post(request, host.token, '/api/event/new', {
    name: `${run}${UNBROKEN}`.slice(0, 200),
    slug: `hostile-${run}`,
    timestamp: Date.now() + 7 * DAY,
    end_timestamp: Date.now() + 9 * DAY,
    timezone: 'America/North_Dakota/New_Salem',
    access: 'public',
    show_guests: true,
    location: `${LONG_URL} ${ARABIC}`,
    meeting_url: `${LONG_URL}&room=${UNBROKEN}`,
    description: `${MIXED}\n\n${MIXED}`,
    requireDefaultQuestions: true,
    questions: [`${UNBROKEN.slice(0, 150)}*`, `${ARABIC}؟`, CJK, LONG_URL],
    speakers_updated: [
      { name: UNBROKEN.slice(0, 120), title: LONG_URL },
      { name: ARABIC, title: `${HEBREW} ${EMOJI}` },
    ],
    judges_updated: [{ name: `${ZALGO} ${CJK}`, title: UNBROKEN }],
    sponsors: [organisation('sponsorURL'), { name: HEBREW, description: CJK }],
    cohosts: [organisation('cohostURL')],
    tech_partners: [organisation('websiteURL')],
  });
  const eventPath = `/events/${event.slug}`;

  // The guest answers every question, is approved, and is on a project with hostile fields.
  const answers = [`${LONG_URL} ${EMOJI}`, MIXED, UNBROKEN, ARABIC, `${CJK}${CJK}`, LONG_URL];
  const questions = ['Headline', 'AI project', ...event.questions];
  await post(request, guest.token, '/api/application/new', { slug: event.slug, answers, questions });
  const decided = await request.post(`/api/application/status?event_id=${event.id}&user_id=${guest.id}&new_status=approved`, {
    headers: bearer(host.token),
  });
  expect(decided.ok(), await decided.text()).toBe(true);
  const project = await post(request, host.token, '/api/projects/create', {
    event_id: event.id,
    name: UNBROKEN.slice(0, 120),
    description: MIXED,
    techStack: `${UNBROKEN},${CJK},${EMOJI}`,
    slidesURL: LONG_URL,
    githubRepoURL: `https://github.com/${UNBROKEN}`,
    teamMembers: [{ email: guest.email }],
    awards: [
      { award_name: UNBROKEN.slice(0, 80), award_weight: 1 },
      { award_name: ARABIC, award_weight: 2 },
    ],
  });
  // The guest was invited to the team; they accept, so the project shows on their profile.
  const accepted = await request.post(`/api/projects/${project.id}/membership`, {
    headers: bearer(guest.token),
    data: { accept: true },
  });
  expect(accepted.status()).toBe(204);

  // An invitation to a long address with a hostile message, and an API key with a hostile name.
  const invitee = `${UNBROKEN.slice(0, 48).toLowerCase()}.${run}@e2e.test`;
  await post(request, host.token, `/api/event/${event.slug}/invite-users`, { emails: [invitee], message: MIXED });
  await post(request, host.token, '/api/api-keys', { name: `${run}${UNBROKEN}`.slice(0, 100) });

  const hostPage = await pageFor(browser, host.email);
  const guestPage = await pageFor(browser, guest.email);
  const visitorPage = await pageFor(browser, visitor.email);

  await test.step('events list', async () => {
    await visitorPage.goto('/events');
    await expect(visitorPage.getByText(event.name).first()).toBeVisible();
    await checkScreen(visitorPage, testInfo, 'events');
  });

  await test.step('event page, as the host and as the approved guest', async () => {
    await hostPage.goto(eventPath);
    await expect(hostPage.getByRole('article', { name: project.name })).toBeVisible();
    await settle(hostPage);
    await checkScreen(hostPage, testInfo, 'event-host');
    await guestPage.goto(eventPath);
    await expect(guestPage.getByText(ARABIC).first()).toBeVisible();
    await settle(guestPage);
    await checkScreen(guestPage, testInfo, 'event-guest');
  });

  await test.step('event form and project dialogs', async () => {
    await hostPage.getByRole('button', { name: 'Edit Event' }).click();
    const form = hostPage.getByRole('dialog', { name: 'Update Event' });
    await expect(form.getByLabel('Event name')).toHaveValue(event.name);
    await checkScreen(hostPage, testInfo, 'dialog-event-form', { fullPage: false });
    await form.getByLabel('Meeting link').scrollIntoViewIfNeeded();
    await expect(form.getByLabel('Meeting link')).toHaveValue(event.meeting_url);
    await checkScreen(hostPage, testInfo, 'dialog-event-form-when-and-where', { fullPage: false });
    await form.getByRole('group', { name: 'Sponsors' }).scrollIntoViewIfNeeded();
    await checkScreen(hostPage, testInfo, 'dialog-event-form-rows', { fullPage: false });
    await hostPage.keyboard.press('Escape');
    await expect(form).toBeHidden();

    await hostPage.getByRole('button', { name: `Edit ${project.name}` }).click();
    const edit = hostPage.getByRole('dialog', { name: 'Edit Project' });
    await expect(edit.getByLabel('Description')).toHaveValue(MIXED);
    await checkScreen(hostPage, testInfo, 'dialog-project', { fullPage: false });
    await hostPage.keyboard.press('Escape');
    await expect(edit).toBeHidden();
  });

  await test.step('request dialog with hostile answers', async () => {
    await visitorPage.goto(eventPath);
    await visitorPage.getByRole('button', { name: 'Request to Attend' }).click();
    const dialog = visitorPage.getByRole('dialog', { name: `Request to join ${event.name}` });
    const fields = dialog.getByRole('textbox');
    await expect(fields).toHaveCount(questions.length);
    for (const [index, answer] of answers.entries()) await fields.nth(index).fill(answer);
    await checkScreen(visitorPage, testInfo, 'dialog-request', { fullPage: false });
  });

  await test.step('event manager with the applicant profile open, invites and the invite dialog', async () => {
    await hostPage.goto(`${eventPath}/manager`);
    await hostPage
      .getByRole('button', { name: new RegExp(`^${guestName}`) })
      .first()
      .click();
    const profile = hostPage.getByRole('complementary', { name: 'Applicant profile' });
    await expect(profile.getByRole('heading', { name: guestName })).toBeVisible();
    await settle(hostPage);
    await checkScreen(hostPage, testInfo, 'manager-applicant');

    await hostPage.getByRole('tab', { name: 'Invites' }).click();
    await hostPage
      .getByRole('list', { name: 'Invitations' })
      .getByRole('button', { name: new RegExp(`^${invitee}`) })
      .click();
    await expect(hostPage.getByRole('complementary', { name: 'Invitation details' }).getByText(ARABIC)).toBeVisible();
    await checkScreen(hostPage, testInfo, 'manager-invites');

    await hostPage.getByRole('button', { name: 'Invite People' }).click();
    const invite = hostPage.getByRole('dialog', { name: 'Invite People' });
    await invite.getByLabel('Email').fill(`${UNBROKEN.slice(0, 60).toLowerCase()}@${'sub.'.repeat(8)}example.com`);
    await invite.getByRole('button', { name: 'Add' }).click();
    await checkScreen(hostPage, testInfo, 'dialog-invite-emails', { fullPage: false });
    await invite.getByRole('button', { name: 'Next' }).click();
    await invite.getByLabel('Message').fill(MIXED);
    await checkScreen(hostPage, testInfo, 'dialog-invite-message', { fullPage: false });
    await hostPage.keyboard.press('Escape');
    await expect(invite).toBeHidden();
  });

  await test.step('own profile and the edit profile dialog', async () => {
    await guestPage.goto('/profile');
    await expect(guestPage.getByRole('article', { name: project.name })).toBeVisible();
    await checkScreen(guestPage, testInfo, 'profile');
    await guestPage.getByRole('button', { name: 'Edit Profile' }).click();
    const edit = guestPage.getByRole('dialog', { name: 'Edit Profile' });
    await expect(edit.getByLabel('Name*')).toHaveValue(guestName);
    await checkScreen(guestPage, testInfo, 'dialog-edit-profile', { fullPage: false });
    await guestPage.keyboard.press('Escape');
  });

  await test.step('public profile', async () => {
    await visitorPage.goto(`/user/${guest.id}`);
    await expect(visitorPage.getByRole('article', { name: project.name })).toBeVisible();
    await checkScreen(visitorPage, testInfo, 'user-profile');
  });

  await test.step('database with the talent open and a hostile shortlist', async () => {
    await hostPage.goto('/database');
    await hostPage.getByLabel('Search talents').fill(search);
    await hostPage.getByLabel('Search talents').press('Enter');
    const talent = hostPage.getByRole('article', { name: `Profile of ${guestName}` });
    await expect(talent).toBeVisible();
    await talent.getByRole('button', { name: 'Add to shortlist' }).click();
    await hostPage.getByRole('complementary', { name: 'Shortlist' }).getByLabel('Group name').fill(`${UNBROKEN} ${EMOJI}`);
    await checkScreen(hostPage, testInfo, 'database');
  });

  await test.step('API keys', async () => {
    await hostPage.goto('/api-keys');
    await expect(hostPage.getByRole('row', { name: new RegExp(run) })).toBeVisible();
    await checkScreen(hostPage, testInfo, 'api-keys');
  });
});
