import type { Page } from '@playwright/test';
import { test } from '@playwright/test';

/**
 * Screenshots to look at (desktop and phone), written to the test output only when asked
 * (`npm run screenshots`, SCREENSHOTS=1): a CI run spends no time on pictures nobody opens.
 */
export const SCREENSHOTS = Boolean(process.env.SCREENSHOTS || process.env.UPDATE_SCREENSHOTS);

const PHONE = { width: 390, height: 844 };

/** A full-page screenshot of what is on screen now, at the current size. */
export async function shot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** The page at desktop width and at 390 px (the size is put back afterwards). */
export async function shots(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  await page.waitForLoadState('networkidle');
  const size = page.viewportSize();
  await shot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await shot(page, `${name}-phone`);
  if (size) await page.setViewportSize(size);
}
