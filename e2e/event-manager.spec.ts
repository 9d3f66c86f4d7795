import fs from 'node:fs';
import { type APIRequestContext, type Page } from '@playwright/test';
import { apiGuest, hostedEvent, publicEventInput, requestToAttend } from './api-setup.ts';
import { checkAccessibility, expect, signInWithProfile, test, uniqueEmail } from './fixtures.ts';

const QUESTION = 'Team name*';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

/** A guest with a complete profile who requested to attend, answering the required question. */
async function applicant(request: APIRequestContext, slug: string, name: string, answer: string) {
  const { email, token } = await apiGuest(request, name);
  await requestToAttend(request, token, { slug, answers: [answer], questions: [QUESTION] });
  return { email, name };
}

test('a host reviews, exports and invites from the event manager; others are sent to /events', async ({
  page,
  request,
  consoleGuard,
}) => {
  // The browser logs the 429 of the Resend it provokes below.
  consoleGuard.allow({ text: /status of 429/, url: /\/api\/event\/[^/]+\/resend-invite$/ });
  // An admin creates the event; a host (event_admin) is added to it; three guests apply.
  const input = publicEventInput('Demo Night Hackathon', 'demo-night', 7, {
    questions: [QUESTION],
    location: 'Pier 70, San Francisco',
  });
  const { event, hostEmail } = await hostedEvent(request, input);

  const ann = await applicant(request, event.slug, 'Ann Approved', 'Team Ann');
  const pat = await applicant(request, event.slug, 'Pat Pending', '=HYPERLINK("http://evil.example")');
  const dee = await applicant(request, event.slug, 'Dee Declined', 'Team Dee');

  // The host opens the manager.
  await signInWithProfile(page, hostEmail, { name: 'Hana Host' });
  await page.goto(`/events/${event.slug}/manager`);
  await expect(page.getByRole('heading', { name: 'Demo Night Hackathon' })).toBeVisible();
  await expect(page.getByText('Applications: 3 | Approved: 0')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View' })).toHaveAttribute('href', `/events/${event.slug}`);
  await checkAccessibility(page);
  // Edit opens the events feature's own form dialog on this event.
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog(page, 'Update Event').getByLabel('Event name')).toHaveValue('Demo Night Hackathon');
  await page.keyboard.press('Escape');
  await expect(dialog(page, 'Update Event')).toBeHidden();

  // Approve Ann and decline Dee from the pending list; both move to Reviewed Requests.
  await page.getByRole('button', { name: `Approve ${ann.name}` }).click();
  await expect(page.getByText('Applications: 3 | Approved: 1')).toBeVisible();
  await expect(page.getByRole('button', { name: `Approve ${ann.name}` })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: `Decline ${dee.name}` }).click();
  await expect(page.getByRole('button', { name: `Decline ${dee.name}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: /Reviewed Requests\s*2/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Pending Requests\s*1/ })).toBeVisible();
  // Re-selecting the current status sends nothing (docs/product/registrations.md#statuses).
  let statusCalls = 0;
  page.on('request', (sent) => {
    if (sent.url().includes('/api/application/status')) statusCalls++;
  });
  await page.getByRole('button', { name: `Approve ${ann.name}` }).click();
  await page.waitForTimeout(300);
  expect(statusCalls).toBe(0);
  await checkAccessibility(page);

  // The search box filters; selecting an applicant opens the profile with the answers; Esc closes it.
  await page.getByRole('searchbox', { name: 'Search applicants' }).fill('pat pend');
  await expect(page.getByRole('button', { name: `Approve ${ann.name}` })).toHaveCount(0);
  await page.getByRole('button', { name: new RegExp(`^${pat.name}`) }).click();
  const profile = page.getByRole('complementary', { name: 'Applicant profile' });
  await expect(profile.getByRole('heading', { name: pat.name })).toBeVisible();
  await expect(profile.getByText(pat.email)).toBeVisible();
  await expect(profile.getByText(QUESTION)).toBeVisible();
  await expect(profile.getByText('=HYPERLINK("http://evil.example")')).toBeVisible();
  await expect(profile.getByRole('link', { name: /Demo Night Hackathon/ })).toBeVisible();
  await checkAccessibility(page);
  await page.keyboard.press('Escape');
  await expect(profile.getByText('No applicant selected')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search applicants' }).fill('');

  // Export approved + pending: file name, header and rows in the order of docs/product/registrations.md#export, formulas neutralised.
  await page.getByRole('button', { name: 'Export' }).click();
  const exportDialog = dialog(page, 'Export CSV');
  await expect(exportDialog.getByRole('checkbox', { name: 'Approved (1)' })).toBeChecked();
  await expect(exportDialog.getByRole('checkbox', { name: 'Pending (1)' })).not.toBeChecked();
  await expect(exportDialog.getByRole('checkbox', { name: 'Declined (1)' })).not.toBeChecked();
  await checkAccessibility(page);
  await exportDialog.getByRole('checkbox', { name: 'Approved (1)' }).click();
  await expect(exportDialog.getByRole('button', { name: 'Export' })).toBeDisabled();
  await exportDialog.getByRole('checkbox', { name: 'Approved (1)' }).click();
  await exportDialog.getByRole('checkbox', { name: 'Pending (1)' }).click();
  const downloading = page.waitForEvent('download');
  await exportDialog.getByRole('button', { name: 'Export' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('demo_night_approved_pending.csv');
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).split('\r\n');
  expect(lines[0]).toBe(`name,email,event_status,headline,linkedin,twitter,github,checked_in_at,${QUESTION}`);
  expect(lines).toHaveLength(3);
  expect(lines[1]).toMatch(new RegExp(`^${ann.name},${ann.email},🟢 approved,.*,Team Ann$`));
  expect(lines[2]).toMatch(new RegExp(`^${pat.name},${pat.email},🟡 pending,`));
  expect(lines[2]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
  await expect(exportDialog).toBeHidden();

  // Invites: a two-step dialog; the invitation shows as pending; retract after confirmation.
  await page.getByRole('tab', { name: 'Invites' }).click();
  await expect(page.getByText('No invitations sent yet.')).toBeVisible();
  await checkAccessibility(page);
  await page.getByRole('button', { name: 'Invite People' }).click();
  const invite = dialog(page, 'Invite People');
  await expect(invite.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(invite.getByRole('button', { name: 'Add' })).toBeDisabled();
  const invitee = uniqueEmail('invitee');
  await invite.getByLabel('Email').fill(invitee);
  await invite.getByRole('button', { name: 'Add' }).click();
  await expect(invite.getByRole('list', { name: 'Emails to invite' }).getByText(invitee)).toBeVisible();
  await checkAccessibility(page);
  await invite.getByRole('button', { name: 'Next' }).click();
  await invite.getByLabel('Message').fill('Come build with us!');
  await invite.getByRole('button', { name: 'Previous' }).click();
  await expect(invite.getByText(invitee)).toBeVisible();
  await invite.getByRole('button', { name: 'Next' }).click();
  await expect(invite.getByLabel('Message')).toHaveValue('Come build with us!');
  await invite.getByRole('button', { name: 'Send Invites' }).click();
  await expect(invite).toBeHidden();
  const invitations = page.getByRole('list', { name: 'Invitations' });
  await expect(invitations.getByText(invitee)).toBeVisible();
  await expect(invitations.getByText('Pending')).toBeVisible();
  await expect(invitations.getByText('Guest')).toBeVisible();
  // The Hosts card counts the event's one host; the right pane shows the chosen invitation.
  const hostsCard = page.getByRole('heading', { name: 'Hosts', exact: true }).locator('..');
  await expect(hostsCard).toContainText('The event has 1 host.');
  const pane = page.getByRole('complementary', { name: 'Invitation details' });
  await expect(pane.getByText('No invitation selected')).toBeVisible();
  await invitations.getByRole('button', { name: new RegExp(`^${invitee}`) }).click();
  await expect(pane.getByRole('heading', { name: invitee })).toBeVisible();
  await expect(pane.getByText('Come build with us!')).toBeVisible();
  await checkAccessibility(page);
  await page.keyboard.press('Escape');
  await expect(pane.getByText('No invitation selected')).toBeVisible();
  // The dialog starts over after a send.
  await page.getByRole('button', { name: 'Invite People' }).click();
  await expect(invite.getByText('No emails added yet.')).toBeVisible();
  await invite.getByRole('button', { name: 'Cancel' }).click();

  // Resend right after the invitation went out is refused for an hour, in the server's words.
  await page.getByRole('button', { name: `Resend invite to ${invitee}` }).click();
  await expect(
    page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'This invitation was sent less than an hour ago. You can resend it in 1 hour.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: `Retract invite for ${invitee}` }).click();
  const confirm = dialog(page, 'Retract this invitation?');
  await checkAccessibility(page);
  await confirm.getByRole('button', { name: 'Retract' }).click();
  await expect(page.getByText('No invitations sent yet.')).toBeVisible();

  // A guest who is not a host is sent to /events.
  await signInWithProfile(page, dee.email, { name: dee.name });
  await page.goto(`/events/${event.slug}/manager`);
  await expect(page).toHaveURL(/\/events$/);
});
