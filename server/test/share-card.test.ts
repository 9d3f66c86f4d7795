import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { events } from '../src/db/schema.ts';
import { buildTestApp, writeWebDist, type TestApp } from './helpers.ts';
import { makeEvent } from './factories.ts';

let t: TestApp;
beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'share-card-web-'));
  t = await buildTestApp({ WEB_DIST: writeWebDist(dir, { head: '<title>Hearth</title>' }) });
});
afterAll(() => t.close());

const card = (slug: string) => t.app.inject({ method: 'GET', url: `/api/event/${slug}/share-card.png` });

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer): { width: number; height: number } {
  expect(body.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

describe('GET /api/event/{slug}/share-card.png', () => {
  it('draws a 1200 × 630 PNG for a public or unlisted event, without sign-in', async () => {
    for (const access of ['public', 'unlisted'] as const) {
      const event = await makeEvent(t.app.db, { access, name: 'Agents Night' });
      const response = await card(event.slug);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
    }
  });

  it('draws names with markup, emoji, CJK, right-to-left text and no spaces at all', async () => {
    const names = [
      '<svg onload="x()"> & </text><text>"Friends"',
      '🚀🔥 Hackathon 東京 2026 — 서울 مرحبا بالعالم',
      '東京ハッカソン'.repeat(30),
      'x'.repeat(200),
      'Agents '.repeat(40),
      'Zero\u200bwidth \u202eRTL override',
    ];
    for (const name of names) {
      const event = await makeEvent(t.app.db, { access: 'public', name });
      const response = await card(event.slug);
      expect(response.statusCode, name).toBe(200);
      expect(pngSize(response.rawPayload)).toEqual({ width: 1200, height: 630 });
    }
  });

  it('answers 404 for a member or draft event, as for a missing one, revealing neither', async () => {
    for (const access of ['member', 'admin'] as const) {
      const event = await makeEvent(t.app.db, { access });
      const response = await card(event.slug);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Event not found.' });
    }
    expect((await card('no-such-event')).statusCode).toBe(404);
  });

  it('is drawn again after the event changes: its version (ETag) follows the saved time', async () => {
    const event = await makeEvent(t.app.db, { access: 'public', name: 'Before' });
    const before = await card(event.slug);
    expect((await card(event.slug)).rawPayload).toEqual(before.rawPayload); // kept, not drawn twice differently
    await t.app.db
      .update(events)
      .set({ name: 'After: a much longer name that wraps onto the next line', updatedAt: new Date(Date.now() + 1000) })
      .where(eq(events.id, event.id));
    const after = await card(event.slug);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.rawPayload).not.toEqual(before.rawPayload);
  });
});

describe("the event page's og:image", () => {
  it('is the share card, with its version, when the event has no poster', async () => {
    const event = await makeEvent(t.app.db, { access: 'public', imageSrc: null });
    const page = await t.app.inject({ method: 'GET', url: `/events/${event.slug}` });
    const image = /<meta property="og:image" content="([^"]+)">/.exec(page.body)?.[1];
    expect(image).toBe(`http://hearth.test/api/event/${event.slug}/share-card.png?v=${event.id}-${event.updatedAt.getTime()}`);
    const response = await t.app.inject({ method: 'GET', url: new URL(image!).pathname + new URL(image!).search });
    expect(response.statusCode).toBe(200);
  });

  it('stays the poster when there is a raster one', async () => {
    const event = await makeEvent(t.app.db, { access: 'public', imageSrc: '/files/posters/p.png' });
    const page = await t.app.inject({ method: 'GET', url: `/events/${event.slug}` });
    expect(page.body).toContain('<meta property="og:image" content="http://hearth.test/files/posters/p.png">');
  });
});
