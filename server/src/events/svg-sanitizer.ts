/**
 * An allowlist SVG sanitiser for posters (docs/architecture.md#files), without a DOM: the file is tokenised,
 * and only known drawing elements and presentation attributes are written back. Everything else
 * is dropped with its whole subtree: <script>, <foreignObject>, <style>, <a>, <image>, <iframe>,
 * animation elements, event handlers (on*), references that leave the document (only `#id`
 * hrefs and `url(#id)` survive). A DOCTYPE is refused (it can declare entities). Serving adds a
 * second wall: the file is sent with a sandboxing CSP and as an attachment, and <img> never runs
 * SVG scripts.
 */
export class InvalidSvgError extends Error {}

const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feMerge',
  'feMergeNode',
  'feFlood',
  'feComposite',
  'feDropShadow',
  'feMorphology',
]);

const ATTRIBUTES = new Set([
  'id',
  'class',
  'style',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'color',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'filterUnits',
  'primitiveUnits',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'marker-start',
  'marker-mid',
  'marker-end',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'letter-spacing',
  'word-spacing',
  'text-decoration',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'visibility',
  'display',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'mode',
  'values',
  'type',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'flood-color',
  'flood-opacity',
  'radius',
  'version',
  'xmlns',
  'xmlns:xlink',
  'href',
  'xlink:href',
  'xml:space',
  'vector-effect',
  'shape-rendering',
  'paint-order',
  'mix-blend-mode',
]);

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
const XLINK_NAMESPACE = 'http://www.w3.org/1999/xlink';

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;');

function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, entity: string) => {
    const lower = entity.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Math.min(parseInt(lower.slice(2), 16), 0x10ffff));
    if (lower.startsWith('#')) return String.fromCodePoint(Math.min(parseInt(lower.slice(1), 10), 0x10ffff));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower] ?? '';
  });
}

/** A value is safe when it cannot reach outside the document or run code. */
function isSafeValue(name: string, value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const compact = value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
  if (name === 'href' || name === 'xlink:href') return value.startsWith('#') && !compact.includes(':');
  if (name === 'xmlns') return value === SVG_NAMESPACE;
  if (name === 'xmlns:xlink') return value === XLINK_NAMESPACE;
  if (/javascript:|vbscript:|data:|expression\(|@import|behavior:|-moz-binding/.test(compact)) return false;
  // url(...) only to an element of this document.
  for (const match of compact.matchAll(/url\(([^)]*)\)/g)) {
    if (!match[1]!.replace(/^['"]/, '').startsWith('#')) return false;
  }
  return true;
}

type Open = { name: string; kept: boolean };

/** Returns the sanitised SVG text, or throws InvalidSvgError when the input is not an SVG document. */
export function sanitizeSvg(input: string): string {
  const source = input.replace(/^\uFEFF/, '');
  const out: string[] = [];
  const stack: Open[] = [];
  let skipping = 0; // depth inside a dropped element
  let sawRoot = false;
  let i = 0;

  const fail = (why: string): never => {
    throw new InvalidSvgError(why);
  };

  while (i < source.length) {
    if (source.startsWith('<!--', i)) {
      const end = source.indexOf('-->', i + 4);
      if (end < 0) fail('unclosed comment');
      i = end + 3;
    } else if (source.startsWith('<![CDATA[', i)) {
      const end = source.indexOf(']]>', i + 9);
      if (end < 0) fail('unclosed CDATA');
      if (skipping === 0 && stack.length > 0) out.push(escapeText(source.slice(i + 9, end)));
      i = end + 3;
    } else if (source.startsWith('<!', i)) {
      fail('DOCTYPE and declarations are not allowed');
    } else if (source.startsWith('<?', i)) {
      const end = source.indexOf('?>', i + 2);
      if (end < 0) fail('unclosed processing instruction');
      i = end + 2;
    } else if (source.startsWith('</', i)) {
      const match = /^<\/([A-Za-z_][\w:.-]*)\s*>/.exec(source.slice(i, i + 200));
      if (!match) fail('bad closing tag');
      const open = stack.pop();
      if (!open || open.name !== match![1]) fail('mismatched closing tag');
      if (skipping > 0) skipping -= 1;
      else if (open!.kept) out.push(`</${open!.name}>`);
      i += match![0].length;
    } else if (source[i] === '<') {
      const nameMatch = /^<([A-Za-z_][\w:.-]*)/.exec(source.slice(i, i + 200));
      if (!nameMatch) fail('bad tag');
      const name = nameMatch![1]!;
      if (!sawRoot) {
        if (name !== 'svg') fail('the root element is not <svg>');
        sawRoot = true;
      } else if (stack.length === 0) {
        fail('content after the root element');
      }
      let j = i + nameMatch![0].length;
      const attributes: [string, string][] = [];
      let selfClosing = false;
      for (;;) {
        while (j < source.length && /\s/.test(source[j]!)) j += 1;
        if (source.startsWith('/>', j)) {
          selfClosing = true;
          j += 2;
          break;
        }
        if (source[j] === '>') {
          j += 1;
          break;
        }
        const attribute = /^([^\s=/>"']+)\s*=\s*("([^"]*)"|'([^']*)')/.exec(source.slice(j, j + 100_000));
        if (!attribute) fail(`bad attribute in <${name}>`);
        attributes.push([attribute![1]!, decodeEntities(attribute![3] ?? attribute![4] ?? '')]);
        j += attribute![0].length;
      }
      const kept = skipping === 0 && ELEMENTS.has(name);
      if (kept) {
        const safe = attributes.filter(([attrName, value]) => ATTRIBUTES.has(attrName) && isSafeValue(attrName, value));
        if (name === 'svg' && stack.length === 0 && !safe.some(([attrName]) => attrName === 'xmlns')) {
          safe.unshift(['xmlns', SVG_NAMESPACE]);
        }
        const rendered = safe.map(([attrName, value]) => ` ${attrName}="${escapeAttribute(value)}"`).join('');
        out.push(`<${name}${rendered}${selfClosing ? '/>' : '>'}`);
      }
      if (!selfClosing) {
        if (!kept) skipping += 1;
        stack.push({ name, kept });
      }
      i = j;
    } else {
      const end = source.indexOf('<', i);
      const chunk = source.slice(i, end < 0 ? source.length : end);
      if (stack.length === 0) {
        if (chunk.trim() !== '') fail('text outside the root element');
      } else if (skipping === 0) {
        out.push(escapeText(decodeEntities(chunk)));
      }
      i = end < 0 ? source.length : end;
    }
  }
  if (!sawRoot) fail('no <svg> element');
  if (stack.length > 0) fail('unclosed elements');
  // xlink:href needs its namespace declared on the root to parse as XML.
  let result = out.join('');
  if (result.includes('xlink:href=') && !/^<svg[^>]*xmlns:xlink=/.test(result)) {
    result = result.replace(/^<svg/, `<svg xmlns:xlink="${XLINK_NAMESPACE}"`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${result}`;
}
