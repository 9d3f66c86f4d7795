import { describe, expect, it } from 'vitest';
import { injectEventMeta, previewImage, summarize } from './page-meta.ts';
import { eventCalendar } from './ics.ts';

describe('injectEventMeta', () => {
  it('replaces the title and adds escaped description and Open Graph tags', () => {
    const html = injectEventMeta('<html><head><title>Hearth</title></head><body></body></html>', {
      title: 'A "quoted" <b>event</b>',
      description: "It's $1 & more",
      url: 'https://hearth.test/events/a',
      image: 'https://hearth.test/files/posters/a.png',
    });
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;b&gt;event&lt;/b&gt;</title>');
    expect(html).toContain('<meta property="og:description" content="It&#39;s $1 &amp; more">');
    expect(html).toContain('<meta property="og:image" content="https://hearth.test/files/posters/a.png">');
  });

  it('summarises long markdown-ish text to one line', () => {
    expect(summarize('# Title\n\n**Bold** text', 200)).toBe('Title Bold text');
    expect(summarize('See [the venue](https://example.com/venue) <i>now</i>')).toBe('See the venue now');
    expect(summarize('x'.repeat(300)).length).toBe(200);
  });
});

describe('previewImage', () => {
  it('makes raster posters absolute and falls back for SVG, none or odd schemes', () => {
    expect(previewImage('/files/posters/a.png', 'https://hearth.test')).toBe('https://hearth.test/files/posters/a.png');
    expect(previewImage('https://cdn.test/p.jpg', 'https://hearth.test')).toBe('https://cdn.test/p.jpg');
    expect(previewImage('/demo/posters/meetup.svg', 'https://hearth.test')).toBe('https://hearth.test/og-default.jpg');
    expect(previewImage(null, 'https://hearth.test')).toBe('https://hearth.test/og-default.jpg');
    expect(previewImage('javascript:alert(1)', 'https://hearth.test')).toBe('https://hearth.test/og-default.jpg');
  });
});

describe('eventCalendar', () => {
  it('writes a VEVENT that ends at the end of the LA day, escaped and folded', () => {
    const ics = eventCalendar(
      {
        id: 'e1',
        name: 'Hack; Night, 1',
        description: 'Line 1\nLine 2 ' + 'long '.repeat(30),
        timestamp: Date.UTC(2026, 2, 7, 18),
        location: 'SF',
        url: 'https://hearth.test/events/x',
      },
      Date.UTC(2026, 0, 1),
    );
    expect(ics).toContain('DTSTART:20260307T180000Z\r\n');
    expect(ics).toContain('DTEND:20260308T080000Z\r\n'); // midnight PST
    expect(ics).toContain('SUMMARY:Hack\\; Night\\, 1\r\n');
    expect(ics).toContain('LOCATION:SF\r\n');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
  });
});
