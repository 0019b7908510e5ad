import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 14 goal 3: `/` and `/wireboard` paint their header and main heading from the HTML, before
 * the scripts run (server/src/app/spa-first-paint.ts). That first paint must be the page's own
 * content: the same words, in the same place and size as once the app has rendered.
 */
const PAGES = ['/', '/wireboard'];

async function heading(page: Page) {
  const h1 = page.locator('main h1').first();
  const sentence = page.locator('main h1 + p').first();
  return {
    h1: (await h1.textContent())?.trim(),
    sentence: (await sentence.textContent())?.trim(),
    h1Box: await h1.boundingBox(),
    sentenceBox: await sentence.boundingBox(),
  };
}

for (const path of PAGES) {
  test(`the first paint of ${path} is the page's own heading, where the app puts it`, async ({ browser }) => {
    // without the scripts: what the HTML alone shows
    const bare = await browser.newContext({ colorScheme: 'light' });
    const htmlOnly = await bare.newPage();
    await htmlOnly.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await htmlOnly.goto(path);
    const painted = await heading(htmlOnly);
    await bare.close();

    const full = await browser.newContext({ colorScheme: 'light' });
    const app = await full.newPage();
    await app.goto(path);
    // the app's own render (the first paint has no navigation)
    await expect(app.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const rendered = await heading(app);
    await full.close();

    expect(painted.h1).toBeTruthy();
    expect(painted.h1).toBe(rendered.h1);
    expect(painted.sentence).toBe(rendered.sentence);
    for (const key of ['h1Box', 'sentenceBox'] as const) {
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(Math.abs(painted[key]![side] - rendered[key]![side]), `${key}.${side}`).toBeLessThanOrEqual(1);
    }
  });
}
