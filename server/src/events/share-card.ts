/**
 * The picture a shared link shows for an event without a poster (docs/product/events.md#event-page):
 * 1200 × 630, the event's name (at most three lines, then '…'), its date and time on its own clock,
 * and the place line. Built as SVG text here and drawn to PNG by the poster path (poster-raster.ts).
 */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

const MARGIN = 80;
const NAME_SIZE = 64;
const NAME_LINES = 3;
/** Widths in ems, roughly, for a bold sans-serif: enough to wrap before the edge, not to typeset. */
const NARROW = 0.52;
const WIDE = 1.05;
const LINE_WIDTH = (SHARE_CARD_WIDTH - 2 * MARGIN) / NAME_SIZE;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** CJK, Hangul, fullwidth forms and emoji take about a whole em; the rest about half of one. */
function widthOf(text: string): number {
  let width = 0;
  for (const { segment } of graphemes.segment(text)) {
    width +=
      /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|\p{Extended_Pictographic}/u.test(
        segment,
      )
        ? WIDE
        : NARROW;
  }
  return width;
}

/** Characters XML 1.0 cannot hold (control characters, lone surrogates, U+FFFE/FFFF) dropped, runs of space made one. */
function cleanText(text: string): string {
  return text
    .replace(
      // eslint-disable-next-line no-control-regex -- these are the characters to drop
      /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '',
    )
    .replace(/\s+/g, ' ')
    .trim();
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0)};`);
}

/**
 * Breaks text into lines of at most `lineWidth` ems at spaces, and inside a word (between graphemes,
 * never inside an emoji) when one word is longer than a line, as CJK text without spaces is. After
 * `maxLines` the last line ends in '…'.
 */
export function wrapText(text: string, lineWidth: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const pieces = cleanText(text)
    .split(' ')
    .flatMap((word) => {
      if (widthOf(word) <= lineWidth) return [word];
      const parts: string[] = [];
      let part = '';
      for (const { segment } of graphemes.segment(word)) {
        if (part && widthOf(part + segment) > lineWidth) {
          parts.push(part);
          part = '';
        }
        part += segment;
      }
      return part ? [...parts, part] : parts;
    });
  for (const piece of pieces) {
    const next = line ? `${line} ${piece}` : piece;
    if (line && widthOf(next) > lineWidth) {
      lines.push(line);
      line = piece;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1]!} ${lines[maxLines]!}`;
  const cut = [...graphemes.segment(last)].map(({ segment }) => segment);
  while (cut.length && widthOf(`${cut.join('')}…`) > lineWidth) cut.pop();
  last = cut.join('').trimEnd();
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

/** The card's SVG for one event; every text escaped. */
export function shareCardSvg(card: { name: string; when: string; place: string }): string {
  const nameLines = wrapText(card.name, LINE_WIDTH, NAME_LINES);
  const detailWidth = (SHARE_CARD_WIDTH - 2 * MARGIN) / 34;
  const [when = ''] = wrapText(card.when, detailWidth, 1);
  const [place = ''] = wrapText(card.place, detailWidth, 1);
  const tspans = nameLines
    .map((line, index) => `<tspan x="${MARGIN}" y="${Math.round(215 + index * NAME_SIZE * 1.15)}">${escapeXml(line)}</tspan>`)
    .join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" viewBox="0 0 ${SHARE_CARD_WIDTH} ${SHARE_CARD_HEIGHT}">`,
    `<rect width="100%" height="100%" fill="#1c1917"/>`,
    `<rect x="0" y="0" width="16" height="100%" fill="#ea580c"/>`,
    `<text x="${MARGIN}" y="105" font-family="sans-serif" font-size="32" font-weight="700" fill="#fb923c">Hearth</text>`,
    `<text font-family="sans-serif" font-size="${NAME_SIZE}" font-weight="700" fill="#fafaf9">${tspans}</text>`,
    `<text x="${MARGIN}" y="500" font-family="sans-serif" font-size="34" fill="#e7e5e4">${escapeXml(when)}</text>`,
    `<text x="${MARGIN}" y="556" font-family="sans-serif" font-size="34" fill="#a8a29e">${escapeXml(place)}</text>`,
    `</svg>`,
  ].join('');
}
