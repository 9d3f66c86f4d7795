import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { apiToken, expect, expectNoAxeViolations, signInWithProfile, uniqueEmail, test } from './fixtures.ts';
import { adminEvent, apiPost, approvedFor, DAY, linkedInFor } from './api-setup.ts';
import { capture as captureInto } from './screenshots.ts';

/** Screenshots when PROJECTS_SHOTS_DIR is set. */
const capture = (page: Page, name: string) => captureInto(page, process.env.PROJECTS_SHOTS_DIR, name);

/** A user with a complete profile, made through the e-mailed link; returns id and token. */
async function makePerson(request: APIRequestContext, email: string, name: string) {
  const token = await apiToken(request, email);
  const user = await apiPost(request, token, '/api/user/update', {
    name,
    headline: 'Builder',
    linkedInURL: linkedInFor(name.toLowerCase()),
  });
  return { id: user.id as string, token };
}

async function pageFor(browser: Browser, email: string, name: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await signInWithProfile(page, email, { name });
  return page;
}

/** The titles of the project cards in the event page's Projects section, in order. */
async function eventProjectTitles(page: Page) {
  const section = page.getByRole('region', { name: 'Projects' });
  return section.getByRole('article').getByRole('heading', { level: 3 }).allInnerTexts();
}

test('a team adds a project to a past event, a host awards it, a teammate edits it, a stranger cannot', async ({
  page,
  request,
  browser,
}) => {
  // Four people sign in and two are approved before the story starts: on a busy machine it outlasts 90 s.
  test.slow();
  const run = Date.now().toString(36);
  const creatorEmail = uniqueEmail('creator');
  const teammateEmail = uniqueEmail('teammate');
  const hostEmail = uniqueEmail('host');
  const strangerEmail = uniqueEmail('stranger');
  const teammate = await makePerson(request, teammateEmail, `Tara Teammate ${run}`);
  const host = await makePerson(request, hostEmail, `Hana Host ${run}`);
  await makePerson(request, strangerEmail, `Sam Stranger ${run}`);

  // A past public event hosted by `host`, with one project already on it.
  const eventName = `Past Hack ${run}`;
  const { event } = await adminEvent(request, {
    name: eventName,
    slug: `past-hack-${run}`,
    timestamp: Date.now() - 10 * DAY,
    access: 'public',
    requireDefaultQuestions: false,
    questions: [],
    event_admins: [host.id],
  });
  await approvedFor(request, teammate.token, event);
  const earlier = await request.post('/api/projects/create', {
    headers: { authorization: `Bearer ${teammate.token}` },
    data: { name: `Earlier Project ${run}`, event_id: event.id },
  });
  expect(earlier.ok()).toBe(true);

  // The creator adds a project from their profile with a teammate found by e-mail.
  await signInWithProfile(page, creatorEmail, { name: `Casey Creator ${run}` });
  await approvedFor(request, await apiToken(request, creatorEmail), event);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Add New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Project' });
  await expect(dialog.getByText('(You)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Project' }).click();
  await expect(dialog.getByText('Please enter the project name')).toBeVisible();
  await expect(dialog.getByText('Please select an event for your project')).toBeVisible();

  const projectName = `Paper Pilot ${run}`;
  await dialog.getByLabel('Project Title').fill(projectName);
  await dialog.getByLabel('Description').fill('Reads papers and drafts related work.');
  await dialog.getByLabel('Tech Stack (comma separated)').fill('Python, Postgres');
  await dialog.getByLabel('Github Repo Link').fill('https://github.com/example/paper-pilot');
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(dialog.getByText('Email cannot be empty')).toBeVisible();
  await dialog.getByLabel('Teammate e-mail').fill(uniqueEmail('nobody'));
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(dialog.getByText('Cannot find this member')).toBeVisible();
  await dialog.getByLabel('Teammate e-mail').fill(creatorEmail);
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(dialog.getByText('Member already exists in the list')).toBeVisible();
  await dialog.getByLabel('Teammate e-mail').fill(teammateEmail);
  await dialog.getByRole('button', { name: 'Add Member' }).click();
  await expect(dialog.getByRole('button', { name: `Remove Tara Teammate ${run}` })).toBeVisible();
  await dialog.getByLabel('Event').selectOption(event.id);
  await capture(page, 'project-dialog');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Add Project' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: projectName });
  await expect(card).toBeVisible();
  await expect(card.getByText(`Event: ${eventName}`)).toBeVisible();
  await expect(card.getByText('Stack: Python, Postgres')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Github' })).toHaveAttribute('href', 'https://github.com/example/paper-pilot');
  // Tara is invited, not on the team until she accepts on her profile (where the e-mail links).
  await expect(card.getByRole('list', { name: 'Team' }).getByText(`Tara Teammate ${run}`)).toHaveCount(0);
  const teammatePage = await pageFor(browser, teammateEmail, `Tara Teammate ${run}`);
  await teammatePage.goto('/profile');
  const invitations = teammatePage.getByRole('region', { name: 'Invitations to project teams' });
  await expect(invitations.getByText(`Casey Creator ${run} added you to ${projectName} (${eventName}).`)).toBeVisible();
  await expectNoAxeViolations(teammatePage);
  await capture(teammatePage, 'team-invitation');
  await invitations.getByRole('button', { name: 'Accept' }).click();
  await expect(invitations).toBeHidden();
  await expect(teammatePage.getByRole('article', { name: projectName })).toBeVisible();
  await page.reload();
  await expect(card.getByRole('list', { name: 'Team' }).getByText(`Tara Teammate ${run}`)).toBeVisible();
  // Members link to profiles only for admins and event admins.
  await expect(card.getByRole('link', { name: `Tara Teammate ${run}` })).toHaveCount(0);
  await capture(page, 'profile-projects');

  await page.goto(`/events/${event.slug}`);
  await expect.poll(() => eventProjectTitles(page)).toEqual([`Earlier Project ${run}`, projectName]);

  // The host awards it gold: it moves first on the event page.
  const hostPage = await pageFor(browser, hostEmail, `Hana Host ${run}`);
  await hostPage.goto(`/events/${event.slug}`);
  await hostPage.getByRole('button', { name: `Edit ${projectName}` }).click();
  const edit = hostPage.getByRole('dialog', { name: 'Edit Project' });
  await expect(edit.getByLabel('Event')).toHaveCount(0);
  await edit.getByRole('button', { name: 'Add Award' }).click();
  await edit.getByLabel('Award name 1').fill('Grand Prize');
  await expect(edit.getByLabel('Award place 1')).toHaveValue('1');
  await capture(hostPage, 'award-dialog');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit).toBeHidden();
  await expect(hostPage.locator('[data-sonner-toast]').filter({ hasText: 'Project saved' })).toBeVisible();
  await expect.poll(() => eventProjectTitles(hostPage)).toEqual([projectName, `Earlier Project ${run}`]);
  const awarded = hostPage.getByRole('article', { name: projectName });
  await expect(awarded.getByRole('list', { name: 'Awards' }).getByText('Grand Prize')).toBeVisible();
  await expect(awarded.getByRole('link', { name: `Tara Teammate ${run}` })).toHaveAttribute('href', `/user/${teammate.id}`);
  // The 'Project saved' toast fades first, so axe looks at the page itself.
  await expect(hostPage.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 8000 });
  await capture(hostPage, 'event-projects');
  await expectNoAxeViolations(hostPage);

  // The teammate edits it from their own profile.
  await teammatePage.goto('/profile');
  await teammatePage.getByRole('button', { name: `Edit ${projectName}` }).click();
  const teammateEdit = teammatePage.getByRole('dialog', { name: 'Edit Project' });
  await expect(teammateEdit.getByText('(You)')).toBeVisible();
  await expect(teammateEdit.getByRole('button', { name: 'Add Award' })).toHaveCount(0);
  await teammateEdit.getByLabel('Description').fill('Reads papers, drafts related work, cites them.');
  await teammateEdit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(teammateEdit).toBeHidden();
  await expect(teammatePage.getByRole('article', { name: projectName }).getByText('cites them.')).toBeVisible();

  // A stranger sees the projects without edit or delete buttons.
  const strangerPage = await pageFor(browser, strangerEmail, `Sam Stranger ${run}`);
  await strangerPage.goto(`/events/${event.slug}`);
  const seen = strangerPage.getByRole('article', { name: projectName });
  await expect(seen.getByText('cites them.')).toBeVisible();
  await expect(seen.getByText('Grand Prize')).toBeVisible();
  await expect(strangerPage.getByRole('button', { name: /^Edit / })).toHaveCount(0);
  await expect(strangerPage.getByRole('button', { name: /^Delete / })).toHaveCount(0);

  // The host's profile lists the hosted event in its events section.
  await hostPage.goto('/profile');
  await expect(hostPage.getByRole('region', { name: 'Events' }).getByRole('link', { name: eventName })).toBeVisible();

  // The host deletes the earlier project from the event page after the default confirmation.
  await hostPage.goto(`/events/${event.slug}`);
  await hostPage.getByRole('button', { name: `Delete Earlier Project ${run}` }).click();
  const confirm = hostPage.getByRole('dialog', { name: 'Are you sure you want to proceed?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(hostPage.locator('[data-sonner-toast]').filter({ hasText: 'Project deleted' })).toBeVisible();
  await expect.poll(() => eventProjectTitles(hostPage)).toEqual([projectName]);
});

test('the profile shows joined events, or says there are none', async ({ page }) => {
  await signInWithProfile(page, uniqueEmail('loner'), { name: 'Lone Builder' });
  await page.goto('/profile');
  await expect(page.getByText("You haven't joined any events.")).toBeVisible();
});
