import { Webhook } from 'standardwebhooks';
import { startReceiver } from '../server/test/webhook-receiver.ts';
import { adminEvent, publicEventInput } from './api-setup.ts';
import { ADMIN_EMAIL, checkAccessibility, expect, signIn, signInWithProfile, test, uniqueEmail } from './fixtures.ts';
import { capture } from './screenshots.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('an admin adds an endpoint, keeps its secret, sees a signed delivery, redelivers it and deletes the endpoint', async ({
  page,
  request,
}) => {
  // The server tests' receiver on 127.0.0.1 (the test server runs with WEBHOOK_ALLOW_PRIVATE=on).
  const receiver = await startReceiver();
  const url = receiver.url('/hearth');
  try {
    await signInWithProfile(page, ADMIN_EMAIL, { name: 'Ada Admin' });
    await page.goto('/webhooks');
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    await checkAccessibility(page);

    // The dialog: every event type is chosen at first; Add waits for a URL; a bad URL is named.
    await page.getByRole('button', { name: 'Add Endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Endpoint' });
    const add = dialog.getByRole('button', { name: 'Add', exact: true });
    await expect(add).toBeDisabled();
    await checkAccessibility(page);
    await dialog.getByLabel('URL').fill(url);
    await dialog.getByLabel('Description').fill('CRM sync 🤖');
    await capture(page, process.env.WEBHOOK_SHOTS_DIR, 'add-endpoint');
    await add.click();

    // The secret, shown once and copied.
    const shown = page.getByRole('dialog', { name: 'Your signing secret' });
    const secret = await shown.getByLabel('Signing secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Copy' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    const card = page.getByRole('listitem').filter({ hasText: url });
    await expect(card).toContainText('Active');
    await expect(card).toContainText('CRM sync 🤖');

    // An event created elsewhere reaches the receiver, signed by that secret.
    const { event } = await adminEvent(request, publicEventInput('E2E Hooked', 'e2e-hooked', 9));
    const mine = () =>
      receiver.received.filter((delivery) => {
        const body = JSON.parse(delivery.body) as { type: string; data: { event?: { slug: string } } };
        return body.type === 'event.created' && body.data.event?.slug === event.slug;
      });
    await expect.poll(() => mine().length, { timeout: 30_000 }).toBe(1);
    const [first] = mine();
    expect(() => new Webhook(secret).verify(first!.body, first!.headers)).not.toThrow();

    // Its delivery is listed; Redeliver sends the same message again, with the same webhook-id.
    await card.getByRole('button', { name: 'Deliveries' }).click();
    const deliveries = card.getByRole('list', { name: 'Deliveries' });
    const row = deliveries.getByRole('listitem').filter({ hasText: 'event.created' }).first();
    await expect(row).toContainText('Delivered');
    await expect(row).toContainText('HTTP 200');
    await checkAccessibility(page);
    await capture(page, process.env.WEBHOOK_SHOTS_DIR, 'webhooks');
    // Other specs create events too, so the newest row may be another event's: whichever it is, the
    // message sent again carries the webhook-id it was first sent with.
    const before = receiver.received.length;
    await row.getByRole('button', { name: /^Redeliver event\.created/ }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Sent again' })).toBeVisible();
    const firstIds = receiver.received.slice(0, before).map((delivery) => delivery.headers['webhook-id']);
    await expect
      .poll(() => receiver.received.slice(before).some((delivery) => firstIds.includes(delivery.headers['webhook-id'])), {
        timeout: 30_000,
      })
      .toBe(true);
    const again = receiver.received.slice(before).find((delivery) => firstIds.includes(delivery.headers['webhook-id']))!;
    expect(() => new Webhook(secret).verify(again.body, again.headers)).not.toThrow();

    // Delete, after a confirmation.
    await card.getByRole('button', { name: `Delete ${url}` }).click();
    await page.getByRole('dialog', { name: 'Delete this endpoint?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Endpoint deleted' })).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: url })).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});

test('Escape closes the add dialog without adding an endpoint', async ({ page }) => {
  await signInWithProfile(page, ADMIN_EMAIL, { name: 'Ada Admin' });
  await page.goto('/webhooks');
  await page.getByRole('button', { name: 'Add Endpoint' }).click();
  await page.getByRole('dialog', { name: 'Add Endpoint' }).getByLabel('URL').fill('https://never.example/hook');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('https://never.example/hook')).toHaveCount(0);
});

test('someone who is not a site admin is sent to /events', async ({ page }) => {
  await signIn(page, uniqueEmail('guest'));
  await page.goto('/webhooks');
  await page.waitForURL('**/events');
});
