import { type Page } from '@playwright/test';
import { checkAccessibility, expect, linkIn, readLatestMail, signInWithProfile, test } from './fixtures.ts';
import { apiGuest, apiPost, bearer, hostedEvent, publicEventInput } from './api-setup.ts';
import { capture as captureInto } from './screenshots.ts';

/** Screenshots when JUDGING_SHOTS_DIR is set. */
const capture = (page: Page, name: string) => captureInto(page, process.env.JUDGING_SHOTS_DIR, name);

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('a judge scores three projects on a phone, the host publishes, the gallery shows the awards first', async ({
  page,
  browser,
  request,
}) => {
  // Three people, three projects and two sessions in one story.
  test.setTimeout(360_000);
  const { event, adminToken, hostEmail, hostToken } = await hostedEvent(request, publicEventInput('Demo Night', 'demo-night', 1));
  const slug = event.slug as string;
  for (const name of ['Atlas', 'Beacon', 'Comet']) {
    await apiPost(request, adminToken, '/api/projects/create', { name, event_id: event.id, techStack: 'TypeScript' });
  }
  const setup = await request.put(`/api/event/${slug}/judging`, {
    headers: bearer(hostToken),
    data: {
      criteria: [
        { name: 'Impact', weight: 2 },
        { name: 'Craft', weight: 1 },
      ],
      open: true,
    },
  });
  expect(setup.ok(), await setup.text()).toBe(true);

  // The host invites a judge like a co-host; the judge accepts the e-mailed link.
  const judge = await apiGuest(request, 'Jude Judge');
  const invitedAt = Date.now() - 1;
  await apiPost(request, hostToken, `/api/event/${slug}/invite-users`, { emails: [judge.email], role: 'judge' });
  const invitation = await readLatestMail(judge.email, { after: invitedAt, timeoutMs: 20_000 });
  const token = new URL(linkIn(invitation, `/events/${slug}/invite`)).searchParams.get('token');
  await apiPost(request, judge.token, '/api/accept-invite', { token, accept: true });

  await signInWithProfile(page, judge.email, { name: judge.name });
  await page.goto(`/events/${slug}/judging`);
  const scores: Record<string, [number, number]> = { Atlas: [3, 4], Beacon: [5, 5], Comet: [2, 3] };
  for (let step = 0; step < 3; step += 1) {
    const sheet = page.getByRole('article');
    const name = await sheet.getByRole('heading', { level: 2 }).innerText();
    const [impact, craft] = scores[name]!;
    await sheet.getByRole('group', { name: 'Impact (weight 2)' }).getByText(String(impact), { exact: true }).click();
    await sheet.getByRole('group', { name: 'Craft (weight 1)' }).getByText(String(craft), { exact: true }).click();
    if (step === 0) {
      await capture(page, 'judge-scoring');
      await checkAccessibility(page);
    }
    await sheet.getByRole('button', { name: 'Save score' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: `Score saved for ${name}` })).toBeVisible();
    await expect(page.getByText(`${step + 1} scored`)).toBeVisible();
    // Saving moves on to the next project.
    if (step < 2) await expect(sheet.getByRole('heading', { level: 2 })).not.toHaveText(name);
  }
  await expect(page.getByText('3 scored')).toBeVisible();

  // The host publishes: the best project gets gold by default.
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } });
  const hostPage = await context.newPage();
  await signInWithProfile(hostPage, hostEmail, { name: 'Hana Host' });
  await hostPage.goto(`/events/${slug}/judging`);
  const results = hostPage.getByRole('table');
  await expect(results.getByRole('row').nth(1)).toContainText('Beacon');
  await capture(hostPage, 'host-results');
  await hostPage.getByRole('button', { name: 'Publish results' }).click();
  await hostPage.getByRole('dialog').getByRole('button', { name: 'Publish results' }).click();
  await expect(hostPage.locator('[data-sonner-toast]').filter({ hasText: 'Results published' })).toBeVisible();
  await checkAccessibility(hostPage);

  // The gallery lists the awards first: gold, silver, bronze.
  await page.goto(`/events/${slug}/projects`);
  const cards = page.getByRole('article');
  await expect(cards.nth(0)).toContainText('First place');
  await expect(cards.nth(0)).toContainText('Beacon');
  await expect(cards.nth(1)).toContainText('Atlas');
  await expect(cards.nth(2)).toContainText('Comet');
  await capture(page, 'gallery');
  await checkAccessibility(page);
});
