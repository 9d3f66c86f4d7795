import { type APIRequestContext, type Page } from '@playwright/test';
import { adminEvent, apiGuest, hostedEvent, publicEventInput, requestToAttend } from './api-setup.ts';
import { ADMIN_EMAIL, expect, expectNoAxeViolations, signInWithProfile, test } from './fixtures.ts';

/** A guest with a complete profile who asked to attend, answering the event's question. */
async function applicant(
  request: APIRequestContext,
  slug: string,
  name: string,
  answer: string,
  headline = `${name} builds agents`,
) {
  const { token } = await apiGuest(request, name, headline);
  await requestToAttend(request, token, { slug, answers: [answer] });
  return name;
}

const approve = (page: Page, name: string) => page.getByRole('button', { name: `Approve ${name}` });
const decline = (page: Page, name: string) => page.getByRole('button', { name: `Decline ${name}` });
const counts = (page: Page, approved: number) => page.getByText(new RegExp(`^Applications: 6 \\| Approved: ${approved}$`));

test('a host triages applicants by keyboard and in bulk, and can undo a decision', async ({ page, request, consoleGuard }) => {
  // The manager of an event that does not exist: the browser logs the event's 404 itself.
  consoleGuard.allow({ text: /status of 404/, url: /\/api\/event\/no-such-event-anywhere$/ });
  const input = publicEventInput('Triage Night', 'triage', 7, { questions: ['What will you build?'] });
  const { event, hostEmail } = await hostedEvent(request, input);
  const names = [];
  for (const [index, name] of ['Ava One', 'Ben Two', 'Cy Three', 'Di Four', 'Ed Five', 'Flo Six'].entries()) {
    names.push(await applicant(request, event.slug, name, index % 2 ? 'A voice agent' : 'A compiler'));
  }
  const [ava, ben, cy, di, ed, flo] = names as [string, string, string, string, string, string];

  await signInWithProfile(page, hostEmail, { name: 'Hal Host' });
  await page.goto(`/events/${event.slug}/manager`);
  await expect(counts(page, 0)).toBeVisible();

  // Typing in a field never triggers a shortcut.
  const search = page.getByRole('searchbox', { name: 'Search applicants' });
  await search.fill('ad');
  await search.press('j');
  await search.press('a');
  await expect(search).toHaveValue('adja');
  await search.fill('');
  await page.getByRole('heading', { name: 'Triage Night' }).click();

  // ? shows the shortcuts.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help.getByText('Open the profile')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // j moves to the first applicant, a approves; the next pending applicant takes its place.
  await page.keyboard.press('j');
  await page.keyboard.press('a');
  await expect(approve(page, ava)).toHaveAttribute('aria-pressed', 'true');
  await expect(counts(page, 1)).toBeVisible();
  // The toast says who, and Undo puts Ava back to pending.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: `${ava} approved` });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(approve(page, ava)).toHaveAttribute('aria-pressed', 'false');
  await expect(counts(page, 0)).toBeVisible();

  // The cursor stayed on the first row (Ava again after the undo): j, d declines Ben; k, Enter opens Ava.
  await page.keyboard.press('j');
  await page.keyboard.press('d');
  await expect(decline(page, ben)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('k');
  await page.keyboard.press('Enter');
  const profile = page.getByRole('complementary', { name: 'Applicant profile' });
  await expect(profile.getByRole('heading', { name: ava })).toBeVisible();

  // x selects the row under the cursor; shift-click selects a range.
  await page.keyboard.press('x');
  await expect(page.getByRole('checkbox', { name: `Select ${ava}` })).toBeChecked();
  await page.getByRole('checkbox', { name: `Select ${cy}` }).click();
  await page.getByRole('checkbox', { name: `Select ${ed}` }).click({ modifiers: ['Shift'] });
  for (const name of [ava, cy, di, ed]) await expect(page.getByRole('checkbox', { name: `Select ${name}` })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: `Select ${flo}` })).not.toBeChecked();
  await expect(page.getByText('4 selected')).toBeVisible();

  // Bulk approve asks first, saying how many guests are e-mailed.
  await page.getByRole('button', { name: 'Approve selected' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve 4 applicants?' });
  await expect(confirm.getByText('Up to 4 guests will be e-mailed after a short grace period')).toBeVisible();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Approve 4 applicants' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: '4 guests approved' })).toBeVisible();
  await expect(counts(page, 4)).toBeVisible();
  await expect(page.getByText('None selected')).toBeVisible();

  // The server filters: pending applicants who answered "voice" — only Flo is left; select all and decline.
  await page.getByLabel('Status').selectOption('pending');
  await page.getByText('More filters').click();
  const answer = page.getByRole('searchbox', { name: 'An answer contains' });
  await answer.fill('voice');
  await answer.press('Enter');
  await expect(approve(page, flo)).toBeVisible();
  await expect(approve(page, ava)).toHaveCount(0);
  await page.getByRole('button', { name: 'Select all 1' }).click();
  await page.getByRole('button', { name: 'Decline selected' }).click();
  await page.getByRole('dialog', { name: 'Decline 1 applicant?' }).getByRole('button', { name: 'Decline 1 applicant' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: '1 guest declined' })).toBeVisible();
  await page.getByLabel('Status').selectOption('');
  await expect(decline(page, flo)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: /Pending Requests\s*0/ })).toBeVisible();

  // From the profile: approve Ben, and the profile moves on to the next applicant shown (the answer
  // filter still shows only those who answered "voice": Ben, Di, Flo).
  await page.getByRole('button', { name: new RegExp(`^${ben}`) }).click();
  const decideBen = profile.getByRole('group', { name: `Decide on ${ben}` });
  await expect(decideBen.getByRole('button', { name: 'Decline' })).toHaveAttribute('aria-pressed', 'true');
  await decideBen.getByRole('button', { name: 'Approve' }).click();
  await expect(profile.getByRole('heading', { name: di })).toBeVisible();
  await expect(counts(page, 5)).toBeVisible();

  // Invites: a malformed address is caught when added; a retracted invite stays listed with its time.
  await page.getByRole('tab', { name: 'Invites' }).click();
  await page.getByRole('button', { name: 'Invite People' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite People' });
  await invite.getByLabel('Email').fill('gia@example');
  await invite.getByRole('button', { name: 'Add' }).click();
  await expect(invite.getByText('Not an e-mail address: gia@example')).toBeVisible();
  await invite.getByLabel('Email').fill('gia@example.com');
  await invite.getByRole('button', { name: 'Add' }).click();
  await invite.getByRole('button', { name: 'Next' }).click();
  await invite.getByRole('button', { name: 'Send Invites' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Invite sent to 1 person' })).toBeVisible();
  await page.getByRole('button', { name: 'Retract invite for gia@example.com' }).click();
  await page.getByRole('dialog', { name: 'Retract this invitation?' }).getByRole('button', { name: 'Retract' }).click();
  const history = page.getByRole('list', { name: 'Retracted invitations' });
  await expect(history.getByText('gia@example.com')).toBeVisible();
  await expect(history.getByText('Retracted', { exact: true })).toBeVisible();

  // An unknown event shows a not-found screen, not a silent redirect.
  await page.goto('/events/no-such-event-anywhere/manager');
  await expect(page.getByRole('heading', { name: 'Event not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all events' })).toBeVisible();
});

test('at 1280×800 the manager shows 10 or more applicants, each with the applied date, an answer and the whole headline on focus', async ({
  page,
  request,
}) => {
  const { event } = await adminEvent(
    request,
    publicEventInput('Dense Night', 'dense', 7, { questions: ['What will you build?'] }),
  );
  const long = 'Staff engineer building retrieval pipelines and evaluation harnesses for multilingual voice agents';
  for (let index = 0; index < 12; index += 1) {
    const name = `Guest ${String.fromCharCode(65 + index)}`;
    await applicant(request, event.slug, name, `Answer number ${index + 1}`, index === 0 ? long : undefined);
  }

  await signInWithProfile(page, ADMIN_EMAIL, { name: 'Ada Admin' });
  await page.goto(`/events/${event.slug}/manager`);
  const list = page.getByRole('region', { name: 'Requests' });
  await expect(list.getByRole('checkbox')).not.toHaveCount(0);
  await expect(list.getByText('Answer number 1', { exact: true })).toBeVisible();
  await expect(list.getByText(/^Applied [A-Z][a-z]{2} \d{1,2}$/).first()).toBeVisible();

  // With the list scrolled into the window, count the rows wholly inside both (not under the site header).
  await list.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  const visibleRows = await list.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = Math.max(box.top, document.querySelector('header')?.getBoundingClientRect().bottom ?? 0);
    const bottom = Math.min(box.bottom, window.innerHeight);
    return Array.from(element.querySelectorAll('input[type="checkbox"]'))
      .map((checkbox) => checkbox.parentElement!.getBoundingClientRect())
      .filter((row) => row.top >= top - 0.5 && row.bottom <= bottom + 0.5).length;
  });
  expect(visibleRows).toBeGreaterThanOrEqual(10);

  // The cut headline is whole on hover (title) and when the row has the keyboard focus.
  const full = list.locator('[aria-hidden="true"]', { hasText: long });
  await expect(list.locator(`[title="${long}"]`)).toHaveCount(1);
  await expect(full).toBeHidden();
  await page.getByRole('checkbox', { name: 'Select Guest A' }).focus();
  await page.keyboard.press('Tab');
  await expect(full).toBeVisible();
  await expectNoAxeViolations(page);
});
