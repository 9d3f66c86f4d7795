import { test } from '@playwright/test';
import { ADMIN_EMAIL, apiToken, expect, signInWithProfile, uniqueEmail } from './fixtures.ts';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
test('screens', async ({ page, request }) => {
  const adminToken = await apiToken(request, ADMIN_EMAIL);
  const created = await request.post('/api/event/new', {
    headers: bearer(adminToken),
    data: { name: 'Screens Night', slug: `scr-${Date.now().toString(36)}`, timestamp: Date.now() + 7 * 86400000, access: 'public', requireDefaultQuestions: false, questions: ['What will you build?'] },
  });
  const event = await created.json();
  for (let index = 0; index < 14; index += 1) {
    const name = `Guest ${String.fromCharCode(65 + index)} Longername`;
    const token = await apiToken(request, uniqueEmail(`g${index}`));
    await request.post('/api/user/update', { headers: bearer(token), data: { name, headline: index % 3 === 0 ? 'Staff engineer building retrieval pipelines and evaluation harnesses for multilingual voice agents' : 'Founder @ link.ai', linkedInURL: `https://www.linkedin.com/in/g${index}` } });
    await request.post('/api/application/new', { headers: bearer(token), data: { slug: event.slug, answers: [index % 2 ? 'A voice agent that books appointments for clinics in three languages' : 'A compiler'] } });
  }
  await request.post(`/api/event/${event.slug}/invite-users`, { headers: bearer(adminToken), data: { emails: ['inv1@example.com', 'inv2@example.com'], role: 'guest', message: 'Come build with us! Bring a laptop.' } });
  await signInWithProfile(page, ADMIN_EMAIL, { name: 'Ada Admin' });
  await page.goto(`/events/${event.slug}/manager`);
  const list = page.getByRole('region', { name: 'Requests' });
  await expect(list.getByRole('checkbox').first()).toBeVisible();
  await list.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await page.screenshot({ path: '/tmp/shots/list-1280.png' });
  await page.getByRole('checkbox', { name: 'Select Guest A Longername' }).focus();
  await page.keyboard.press('Tab');
  await page.screenshot({ path: '/tmp/shots/list-1280-focus.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(list.getByRole('checkbox').first()).toBeVisible();
  await list.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await page.screenshot({ path: '/tmp/shots/list-390.png' });
  if (process.env.SHOT_INVITES) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('tab', { name: 'Invites' }).click();
    await page.screenshot({ path: '/tmp/shots/invites-1280.png' });
    await page.getByRole('button', { name: /inv1@example.com/ }).first().click();
    await page.screenshot({ path: '/tmp/shots/invites-1280-selected.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/shots/invites-390-selected.png' });
  }
});
