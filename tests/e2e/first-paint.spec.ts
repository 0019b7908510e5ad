import { expect, test, type Page } from '@playwright/test';

/**
 * `/` and `/wireboard` paint their header and main heading from the HTML, before
 * the scripts run (server/src/platform/web/spa-first-paint.ts). That first paint must be the page's own
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
    // without the scripts and the full stylesheet: what the HTML and its critical CSS alone show
    const bare = await browser.newContext({ colorScheme: 'light' });
    const htmlOnly = await bare.newPage();
    await htmlOnly.route(/\/assets\/.*\.(js|css)$/, (route) => route.abort());
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

type Probe = { cssAtRender?: boolean };

for (const path of PAGES) {
  test(`${path} paints before the full stylesheet, and the app renders only once it has applied`, async ({
    browser,
  }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // the moment React replaces the first paint in #root: is the full stylesheet applied by then?
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        if (!records.some((r) => (r.target as Element).id === 'root' && r.removedNodes.length)) return;
        (window as Probe).cssAtRender = [...document.styleSheets].some(
          (sheet) => !!sheet.href && /\/assets\/index-[\w-]+\.css$/.test(sheet.href),
        );
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    // the full stylesheet is held back until the page has painted: a paint that waited for it never comes
    let release = () => {};
    const painted = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.css$/, async (route) => {
      await painted;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await expect(page.locator('main h1').first()).toBeVisible();
    release();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await page.evaluate(() => (window as Probe).cssAtRender)).toBe(true);
    // the page's chunks, held back from the first paint, were preloaded when the entry started
    expect(
      await page
        .locator('template#bw-preloads')
        .evaluate((t: HTMLTemplateElement) => t.content.childElementCount),
    ).toBe(0);
    expect(await page.locator('head > link[rel="modulepreload"]').count()).toBeGreaterThan(2);
    await context.close();
  });
}
