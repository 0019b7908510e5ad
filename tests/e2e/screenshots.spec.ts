import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { SCREENSHOTS } from './screens';

/**
 * Screenshots of the main pages in light and dark, taken when asked (`npm run screenshots`). With
 * UPDATE_SCREENSHOTS=1 they are written to docs/screenshots (for the README); otherwise to the test
 * output, to look at.
 */
test.skip(!SCREENSHOTS, 'pictures are taken by `npm run screenshots`, not by every test run');
const PAGES = [
  { name: 'home', path: '/', ready: 'heading' },
  { name: 'wires-login', path: '/wires/login', ready: 'form' },
  { name: 'admin-login', path: '/admin', ready: 'form' },
  { name: 'not-found', path: '/no/such/page', ready: 'text' },
] as const;

for (const mode of ['light', 'dark'] as const) {
  for (const { name, path } of PAGES) {
    test(`screenshot ${name} (${mode})`, async ({ page }, testInfo) => {
      await page.addInitScript((m) => localStorage.setItem('bw-color-scheme', m), mode);
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', mode);
      await expect(page.locator('main').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const file = process.env.UPDATE_SCREENSHOTS
        ? `docs/screenshots/${name}-${mode}.png`
        : testInfo.outputPath(`${name}-${mode}.png`);
      if (process.env.UPDATE_SCREENSHOTS) fs.mkdirSync('docs/screenshots', { recursive: true });
      await page.screenshot({ path: file, fullPage: true });
    });
  }
}
