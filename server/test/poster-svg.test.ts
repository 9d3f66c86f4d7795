import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidSvgError, rasteriseSvg, SvgTooSlowError } from '../src/events/poster-raster.ts';
import { authHeader, buildTestApp, type TestApp } from './helpers.ts';
import { makeAdmin } from './factories.ts';

let t: TestApp;
let admin: Record<string, string>;
let secretDir: string;
let secretPng: string;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const NS = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';

beforeAll(async () => {
  t = await buildTestApp();
  admin = await authHeader(t.app, (await makeAdmin(t.app.db)).id);
  // A PNG on the server's disk that an SVG could try to pull into its drawing.
  secretDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hearth-poster-secret-'));
  secretPng = path.join(secretDir, 'secret.png');
  fs.writeFileSync(
    secretPng,
    await rasteriseSvg(Buffer.from(`<svg ${NS} width="8" height="8"><rect width="8" height="8" fill="red"/></svg>`)),
  );
});
afterAll(async () => {
  fs.rmSync(secretDir, { recursive: true, force: true });
  await t.close();
});

function upload(data: Buffer) {
  const boundary = `----hearth${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="poster.svg"\r\nContent-Type: image/svg+xml\r\n\r\n`,
  );
  const payload = Buffer.concat([head, data, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return t.app.inject({
    method: 'POST',
    url: '/api/event/poster',
    payload,
    headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

/** The stored poster's bytes and type, after checking the upload answered 200. */
async function storedPoster(response: Awaited<ReturnType<typeof upload>>) {
  expect(response.statusCode, response.body).toBe(200);
  const file = await t.app.inject({ method: 'GET', url: response.json().file_url });
  return { type: file.headers['content-type'], data: file.rawPayload, url: response.json().file_url as string };
}

/** Width and height from a PNG's IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('SVG posters are stored as PNG and reach nothing outside themselves', () => {
  it('draws SVGs with escaped CSS references (u\\72 l, u\\rl, image-set) to a PNG without them', async () => {
    const escapes = [
      `<svg ${NS} width="40" height="40"><style>rect { fill: u\\72 l(https://evil.test/css-escape) }</style><rect width="40" height="40"/></svg>`,
      `<svg ${NS} width="40" height="40"><rect width="40" height="40" fill="u\\rl(https://evil.test/attr-escape)"/></svg>`,
      `<svg ${NS} width="40" height="40"><rect width="40" height="40" style="fill: image-set('https://evil.test/image-set' 1x)"/></svg>`,
    ];
    for (const svg of escapes) {
      const poster = await storedPoster(await upload(Buffer.from(svg)));
      expect(poster.url).toMatch(/^\/files\/posters\/[0-9a-f-]{36}\.png$/);
      expect(poster.type).toBe('image/png');
      expect(poster.data.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
      expect(poster.data.toString('latin1')).not.toMatch(/evil\.test|url\(|image-set|<svg/i);
    }
  });

  it('never reads a file of the server into the drawing, however the href is spelled', async () => {
    const blank = await rasteriseSvg(Buffer.from(`<svg ${NS} ${XLINK} width="8" height="8"></svg>`));
    const encoded = [...secretPng].map((char) => `&#${char.charCodeAt(0)};`).join('');
    const hostile = [
      `<image href="${secretPng}" width="8" height="8"/>`,
      `<image xlink:href="${secretPng}" width="8" height="8"/>`,
      `<image href="${encoded}" width="8" height="8"/>`,
      `<image q:href=' ${secretPng}' xmlns:q="http://www.w3.org/1999/xlink" width="8" height="8"/>`,
      `<image href="file://${secretPng}" width="8" height="8"/>`,
      `<filter id="f"><feImage href="${secretPng}"/></filter><rect width="8" height="8" filter="url(#f)"/>`,
      `<image href="data:image/svg+xml;base64,${Buffer.from(`<svg ${NS} width="8" height="8"><image href="${secretPng}" width="8" height="8"/></svg>`).toString('base64')}" width="8" height="8"/>`,
    ];
    for (const element of hostile) {
      const png = await rasteriseSvg(Buffer.from(`<svg ${NS} ${XLINK} width="8" height="8">${element}</svg>`));
      expect(png.equals(blank), element).toBe(true);
    }
    // An image inside the file itself still draws.
    const inside = `<image href="data:image/png;base64,${fs.readFileSync(secretPng).toString('base64')}" width="8" height="8"/>`;
    expect((await rasteriseSvg(Buffer.from(`<svg ${NS} width="8" height="8">${inside}</svg>`))).equals(blank)).toBe(false);
  });

  it('keeps the event loop turning while a 5 MB SVG is drawn', async () => {
    const parts = [`<svg ${NS} width="800" height="600">`];
    let size = parts[0]!.length;
    for (let i = 0; size < 5 * 1000 * 1000 - 100; i++) {
      const part = `<rect x="${i % 800}" y="${(i * 7) % 600}" width="3" height="3" fill="#${(i % 0xffffff).toString(16).padStart(6, '0')}"/>`;
      parts.push(part);
      size += part.length;
    }
    parts.push('</svg>');
    const svg = Buffer.from(parts.join(''));
    expect(svg.length).toBeLessThan(5 * 1024 * 1024);

    let last = performance.now();
    let longestGap = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
    }, 5);
    try {
      const poster = await storedPoster(await upload(svg));
      expect(poster.type).toBe('image/png');
      expect(pngSize(poster.data)).toEqual({ width: 800, height: 600 });
    } finally {
      clearInterval(ticker);
    }
    // Sanitising such a file on the request thread took about 0.8 s.
    expect(longestGap).toBeLessThan(250);
  });

  it('scales a huge SVG down to at most 2048 px on its longest side, keeping its shape', async () => {
    const svg = `<svg ${NS} width="4000000" height="1000000"><rect width="4000000" height="1000000" fill="blue"/></svg>`;
    const poster = await storedPoster(await upload(Buffer.from(svg)));
    expect(pngSize(poster.data)).toEqual({ width: 2048, height: 512 });
  });

  it('refuses entity expansion (billion laughs), deep nesting and sizeless SVGs with 400, without crashing', async () => {
    const entities = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('');
    const laughs = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol0 "lol">${entities}]><svg ${NS} width="4" height="4"><text>&lol9;</text></svg>`;
    const deep = `<svg ${NS} width="4" height="4">${'<g>'.repeat(100_000)}<rect width="1" height="1"/>${'</g>'.repeat(100_000)}</svg>`;
    const sizeless = `<svg ${NS} width="0" height="0"></svg>`;
    const notUtf8 = Buffer.concat([
      Buffer.from(`<svg ${NS} width="4" height="4"><text>`),
      Buffer.from([0xff, 0xfe]),
      Buffer.from('</text></svg>'),
    ]);
    for (const svg of [Buffer.from(laughs), Buffer.from(deep), Buffer.from(sizeless), notUtf8]) {
      const response = await upload(svg);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Posters must be SVG, PNG, JPG or GIF images.');
    }
    await expect(rasteriseSvg(Buffer.from(laughs))).rejects.toBeInstanceOf(InvalidSvgError);
  });

  it('ends a drawing that takes longer than allowed', async () => {
    const slow = `<svg ${NS} width="2000" height="2000">${'<rect width="2000" height="2000" fill="red" opacity="0.5"/>'.repeat(2000)}</svg>`;
    await expect(rasteriseSvg(Buffer.from(slow), { timeoutMs: 1 })).rejects.toBeInstanceOf(SvgTooSlowError);
  });
});
