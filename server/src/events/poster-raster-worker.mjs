// One SVG poster drawn to PNG on its own thread (poster-raster.ts starts it, and ends it when it takes too long).
// Plain JavaScript so the built server runs it as it is (scripts/build-server.mjs copies it beside the bundle).
//
// resvg draws only what is inside the file, with one exception this file closes: an <image> or <feImage>
// whose href is a path is read from this machine's disk. So before drawing, every href that is not a
// fragment (#id) or an embedded raster image (data:image/png|jpeg|gif|webp) is emptied, and entity
// declarations (which could spell an href out of sight) are refused. URLs (https:, file:) are never fetched.
import { parentPort, workerData } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';

/** @param {string} value an attribute value as written, with XML character references */
function decodeReferences(value) {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity) => {
    const lower = entity.toLowerCase();
    const code = lower.startsWith('#x')
      ? parseInt(lower.slice(2), 16)
      : lower.startsWith('#')
        ? parseInt(lower.slice(1), 10)
        : -1;
    if (code >= 0) return code <= 0x10ffff ? String.fromCodePoint(code) : '';
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower] ?? '';
  });
}

const INSIDE_REFERENCE = /^(#|data:image\/(png|jpe?g|gif|webp)[;,])/i;

/** Any attribute whose local name is href (href, xlink:href, or another prefix bound to XLink). */
const HREF_ATTRIBUTE = /(\s(?:[A-Za-z_][\w.-]*:)?href\s*=\s*)("[^"]*"|'[^']*')/g;

/** @param {string} text the SVG source; returns it with every outside href emptied, or null when it declares entities */
export function keepInsideReferences(text) {
  if (/<!ENTITY/i.test(text)) return null;
  return text.replace(HREF_ATTRIBUTE, (whole, start, quoted) => {
    // eslint-disable-next-line no-control-regex
    const value = decodeReferences(quoted.slice(1, -1)).replace(/[\s\u0000-\u001f]+/g, '');
    return INSIDE_REFERENCE.test(value) ? whole : `${start}""`;
  });
}

const FONT = { loadSystemFonts: true };

/** @param {{ svg: Uint8Array, maxSide: number }} input */
function rasterise({ svg, maxSide }) {
  let text;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(svg);
  } catch {
    return { invalid: 'not UTF-8 text' };
  }
  const safe = keepInsideReferences(text);
  if (safe === null) return { invalid: 'entity declarations' };
  try {
    const options = { font: FONT, logLevel: 'off' };
    let resvg = new Resvg(safe, options);
    const longest = Math.max(resvg.width, resvg.height);
    if (longest > maxSide) {
      const fitTo = resvg.width >= resvg.height ? { mode: 'width', value: maxSide } : { mode: 'height', value: maxSide };
      resvg = new Resvg(safe, { ...options, fitTo });
    }
    const png = resvg.render().asPng();
    return { png };
  } catch (error) {
    return { invalid: error instanceof Error ? error.message : String(error) };
  }
}

if (parentPort) {
  parentPort.postMessage(rasterise(workerData));
}
