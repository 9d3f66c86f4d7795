import fs from 'node:fs';
import path from 'node:path';
import { type Page } from '@playwright/test';

/**
 * Screenshots of the page at desktop and phone widths into `dir`, for looking at them; nothing when `dir`
 * is unset (a spec passes its own environment variable, e.g. PROFILE_SHOTS_DIR).
 */
export async function capture(page: Page, dir: string | undefined, name: string) {
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const size = page.viewportSize();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}
