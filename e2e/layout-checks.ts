import type { Page, TestInfo } from '@playwright/test';
import { expect } from './fixtures.ts';
import { MARKERS } from './hostile-text.ts';

export const WIDTHS = [320, 390, 768, 1280] as const;

type Problem = string;

/**
 * Runs in the page: what overflows the viewport or an open dialog, and which pieces of hostile
 * text are cut off by an ancestor that hides overflow without the full text being reachable
 * (a `title`, a link to where it is shown whole, or an expander).
 */
function findProblems(markers: string[]): Problem[] {
  const problems: Problem[] = [];
  const describe = (element: Element) => {
    const id = element.id ? `#${element.id}` : '';
    const classes = typeof element.className === 'string' ? element.className.split(/\s+/).slice(0, 6).join('.') : '';
    return `<${element.tagName.toLowerCase()}${id}${classes ? `.${classes}` : ''}> "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  };
  const width = window.innerWidth;

  if (document.documentElement.scrollWidth > width) {
    // The deepest elements that stick out name the culprit.
    const outside = Array.from(document.body.querySelectorAll('*')).filter((element) => {
      const rect = element.getBoundingClientRect();
      return (
        rect.width > 0 &&
        rect.right > width + 1 &&
        !Array.from(element.children).some((child) => child.getBoundingClientRect().right > width + 1)
      );
    });
    problems.push(
      `page is ${document.documentElement.scrollWidth}px wide in a ${width}px viewport: ${outside.slice(0, 4).map(describe).join('; ')}`,
    );
  }

  for (const dialog of Array.from(document.querySelectorAll('[role="dialog"], [role="alertdialog"]'))) {
    const rect = dialog.getBoundingClientRect();
    if (rect.width === 0) continue;
    if (rect.left < -1 || rect.right > width + 1)
      problems.push(`dialog sticks out of the viewport (${Math.round(rect.left)}–${Math.round(rect.right)})`);
    const scrollers = [dialog, ...Array.from(dialog.querySelectorAll('*'))].filter((element) => {
      const style = getComputedStyle(element);
      return (style.overflowX === 'auto' || style.overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1;
    });
    for (const scroller of scrollers) problems.push(`dialog scrolls sideways: ${describe(scroller)}`);
  }

  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (!markers.some((marker) => text.includes(marker))) continue;
    const owner = node.parentElement;
    // A text field's own value scrolls inside it, like any typed text.
    if (!owner || owner.closest('[aria-hidden="true"], script, style, template, textarea')) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = Array.from(range.getClientRects()).filter((rect) => rect.width > 0 && rect.height > 0);
    if (rects.length === 0) continue;
    // A card whose title links to the full view (the events list) makes its shortened text reachable.
    const reachable = Boolean(
      owner.closest('a[href], [aria-expanded]') ||
      owner.closest('article')?.querySelector('h2 a[href], h3 a[href]') ||
      Array.from(document.querySelectorAll('[title]')).some(
        (element) => element.contains(owner) && (element.getAttribute('title') ?? '').includes(text.trim().slice(0, 24)),
      ),
    );
    for (let element: Element | null = owner; element && element !== document.body; element = element.parentElement) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) break; // visually hidden (sr-only)
      const hidesX = style.overflowX !== 'visible';
      const hidesY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      const cutX = hidesX && rects.some((rect) => rect.right > box.right + 1 || rect.left < box.left - 1);
      const cutY =
        hidesY && rects.some((rect) => Math.min(rect.bottom, box.bottom) - Math.max(rect.top, box.top) < rect.height / 2);
      // A box that scrolls sideways is only fine for a table; text should wrap everywhere else.
      const sideways = cutX && (style.overflowX === 'auto' || style.overflowX === 'scroll');
      if (sideways && element.querySelector('table')) break;
      if (!cutX && !cutY) continue;
      // The first box that cuts the text decides: what it hides, no outer box shows anyway.
      if (!reachable || sideways) {
        problems.push(`text "${text.trim().slice(0, 30)}…" is cut ${cutX ? 'sideways' : 'off below'} by ${describe(element)}`);
      }
      break;
    }
  }
  return problems;
}

/**
 * Shows the current screen at every width: asserts nothing is wider than the viewport and no
 * hostile text is cut off invisibly, and writes a screenshot per width as a test artifact.
 */
export async function checkScreen(page: Page, testInfo: TestInfo, name: string, options: { fullPage?: boolean } = {}) {
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width < 700 ? 740 : 800 });
    // Two frames: one for the resize, one for what a resize observer changes.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const found = await page.evaluate(findProblems, MARKERS);
    problems.push(...found.map((problem) => `${name} @ ${width}px: ${problem}`));
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: options.fullPage ?? true });
  }
  expect.soft(problems, `layout problems on ${name}`).toEqual([]);
}
