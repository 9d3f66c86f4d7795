import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventCalendar } from '../src/events/ics.ts';
import { summarize } from '../src/events/page-meta.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { approvedMail } from '../src/waitlist/mail.ts';
import { buildTestApp, readOutbox, type TestApp } from './helpers.ts';
import { makeEvent } from './factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const BARE_LF = /(?<!\r)\n/;
const CR_WITHOUT_LF = /\r(?!\n)/;

function calendarSummary(ics: string): { summary: string; description: string } {
  const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
  return {
    summary: String(event?.getFirstPropertyValue('summary')),
    description: String(event?.getFirstPropertyValue('description')),
  };
}

describe('iCalendar (RFC 5545 §3.1 folding)', () => {
  it('folds on UTF-8 octets between code points: emoji and CJK round-trip through ical.js at every fold offset', () => {
    for (const piece of ['😀', '漢', '👩‍👩‍👧‍👦', 'é']) {
      for (let offset = 0; offset < 80; offset++) {
        const name = `${'x'.repeat(offset)}${piece.repeat(30)} launch`;
        const ics = eventCalendar({
          id: 'e1',
          name,
          description: `${piece} ${name}`,
          timestamp: Date.UTC(2026, 2, 7, 18),
          url: 'https://h.test/e',
        });
        const bytes = Buffer.from(ics, 'utf8');
        expect(bytes.toString('utf8')).not.toContain('\uFFFD');
        expect(BARE_LF.test(ics) || CR_WITHOUT_LF.test(ics)).toBe(false);
        for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
        expect(calendarSummary(ics).summary, `${piece} at ${offset}`).toBe(name);
      }
    }
  });

  it('answers GET calendar.ics as text/calendar that ical.js reads back', async () => {
    const name = `Launch 🚀 ${'漢字'.repeat(40)}`;
    const event = await makeEvent(t.app.db, { name });
    const response = await t.app.inject({ method: 'GET', url: `/api/event/${event.slug}/calendar.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(calendarSummary(response.body).summary).toBe(name);
  });
});

describe('cut text keeps whole characters', () => {
  it('cuts the Open Graph description on a grapheme boundary', () => {
    for (let pad = 190; pad < 200; pad++) {
      const summary = summarize(`${'a'.repeat(pad)}${'👩‍👩‍👧‍👦'.repeat(10)}`);
      expect(summary.endsWith('…')).toBe(true);
      expect(summary.replace(/a/g, '').replace('…', '')).toMatch(/^(👩‍👩‍👧‍👦)*$/u);
    }
  });
});

describe('.eml files (RFC 5322)', () => {
  it('writes the outbox with CRLF line ends only, and mailparser reads the approval mail and its calendar', async () => {
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-eml-'));
    try {
      const mailer = createMailer({ from: 'Hearth <no-reply@hearth.test>', outboxDir, log: t.app.log });
      const name = `Night 🌙 ${'東京'.repeat(30)}`;
      const event = {
        id: 'e1',
        slug: 'night',
        name,
        description: 'Line one\nLine two 😀',
        startsAt: new Date('2026-03-07T18:00:00Z'),
        location: 'Tokyo',
        endsAt: null,
        timezone: 'Asia/Tokyo',
        meetingUrl: null,
      };
      await mailer.send(approvedMail({ to: 'ada@example.test', guestName: 'Ada 👩‍💻', event, appUrl: 'https://h.test' }));
      const [file] = fs.readdirSync(outboxDir);
      const raw = fs.readFileSync(path.join(outboxDir, file!), 'utf8');
      expect(BARE_LF.test(raw)).toBe(false);
      expect(CR_WITHOUT_LF.test(raw)).toBe(false);
      const parsed = await simpleParser(raw);
      expect(parsed.subject).toBe(`You're going to ${name}`);
      expect(parsed.text).toContain('Hi Ada 👩‍💻,');
      const calendar = parsed.attachments.find((attachment) => attachment.filename === 'night.ics');
      expect(calendarSummary(calendar!.content.toString('utf8'))).toEqual({
        summary: name,
        description: 'Line one\nLine two 😀\n\nhttps://h.test/events/night',
      });
    } finally {
      fs.rmSync(outboxDir, { recursive: true, force: true });
    }
  });

  it('writes the sign-in mail of the running app with CRLF only', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/magic-link', payload: { email: 'crlf@example.test' } });
    expect(response.statusCode).toBe(204);
    const [raw] = await readOutbox(t);
    expect(raw).toBeDefined();
    expect(BARE_LF.test(raw!)).toBe(false);
    expect((await simpleParser(raw!)).to).toBeDefined();
  });
});
