import fs from 'node:fs';
import path from 'node:path';
import { expect, request as playwrightRequest, test } from '@playwright/test';
import { assetsDir, gql, PASSWORD, signInAs } from './accounts';

test('a new deployment turns the next navigation into one full page load', async ({ page }) => {
  const manifestFile = path.join(assetsDir, 'build-manifest.json');
  const original = fs.readFileSync(manifestFile, 'utf8');
  // the page's clock stands still (its timers still run): the guard against a second automatic
  // reload holds for 10 s, and on a busy machine the steps after the first reload took longer
  await page.clock.setFixedTime(new Date());
  await page.goto('/');
  // the app has rendered (not just the HTML): a click before that is a plain link's full load
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // a mark on the window: a full page load starts a new window, without it; and whether the window
  // began to leave (location.reload() fires beforeunload at once, before its request goes out)
  type Marked = { bwMarker?: string; bwLeaving?: boolean };
  const mark = (value: string) =>
    page.evaluate((text) => {
      const marked = window as unknown as Marked;
      marked.bwMarker = text;
      window.addEventListener('beforeunload', () => (marked.bwLeaving = true));
    }, value);
  const marker = () => page.evaluate(() => (window as unknown as Marked).bwMarker);
  const leaving = () => page.evaluate(() => (window as unknown as Marked).bwLeaving ?? false);
  /**
   * Goes to `path` by its link and then to another page inside the app: React runs the effects of
   * one render before it starts the next, so once the second page shows, the app has decided
   * whether the first navigation reloads (a barrier, not a wait).
   */
  const navigateAndSettle = async (link: string, path: RegExp, then: string, heading: string) => {
    await page.getByRole('link', { name: link }).first().click();
    await expect(page).toHaveURL(path);
    await page.getByRole('link', { name: then }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  };
  await mark('first load');
  const documents: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'document') documents.push(req.url());
  });

  // no new deployment: navigating stays inside the app
  await navigateAndSettle('FAQs', /\/faqs$/, 'About', 'About BuildWire');
  expect(await leaving()).toBe(false);
  expect(await marker()).toBe('first load');
  expect(documents).toEqual([]);

  try {
    fs.writeFileSync(
      manifestFile,
      JSON.stringify({ buildId: 'a-new-build', builtAt: new Date().toISOString() }),
    );
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    // the app has read the new manifest (a fixed wait raced its reading on a busy machine)
    await expect(page.locator('html')).toHaveAttribute('data-new-build', '');

    // the new document's own load event (waitForLoadState could answer for the old one, whose
    // context the navigation then destroys)
    const reloaded = page.waitForEvent('load');
    await page.getByRole('link', { name: 'FAQs' }).first().click();
    await reloaded;
    await expect(page).toHaveURL(/\/faqs$/);
    await expect.poll(() => documents).toHaveLength(1);
    expect(documents[0]).toMatch(/\/faqs$/);
    expect(await marker()).toBeUndefined();
    await mark('reloaded');

    // the reloaded page still sees a manifest that differs from its build: the guard stops a loop
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.locator('html')).toHaveAttribute('data-new-build', '');
    await navigateAndSettle('About', /\/about$/, 'FAQs', 'Frequently asked questions');
    expect(await leaving()).toBe(false);
    expect(await marker()).toBe('reloaded');
    expect(documents).toHaveLength(1);
  } finally {
    fs.writeFileSync(manifestFile, original);
  }
});

test('dark mode applies before the app script runs: no flash of light', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('bw-color-scheme', 'dark'));
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.waitForFunction(() => document.styleSheets.length > 0 && document.body !== null);
  const before = await page.evaluate(() => ({
    // the page's first paint from the HTML is there (spa-first-paint.ts), the app's render not yet
    firstPaint: document.querySelector('#root main h1') !== null,
    rendered: document.querySelector('nav[aria-label="Main"]') !== null,
    background: getComputedStyle(document.body).backgroundColor,
  }));
  expect(before).toMatchObject({ firstPaint: true, rendered: false });
  const [r, g, b] = (before.background.match(/\d+/g) ?? []).map(Number);
  expect((r ?? 255) + (g ?? 255) + (b ?? 255)).toBeLessThan(200);
  release();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
});

test('back returns to where a page was left; a new page starts at the top', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const scrollY = () => page.evaluate(() => Math.round(window.scrollY));
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
  ).toBeGreaterThan(300);
  await page.mouse.wheel(0, 300);
  await expect.poll(scrollY).toBe(300);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(scrollY).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/faqs$/);
  await expect.poll(scrollY).toBe(300);
  await page.goForward();
  await expect(page).toHaveURL(/\/about$/);
  await expect.poll(scrollY).toBe(0);
});

test('the skip link is the first stop of the keyboard and moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/wireboard');
  // the app's render, not the first paint from the HTML (which has no navigation and no skip link)
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // focus is visible on the next control reached by the keyboard
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'none';
    const style = getComputedStyle(el);
    return `${style.outlineStyle} ${style.outlineWidth} ${style.boxShadow}`;
  });
  expect(outline).not.toMatch(/^none 0px none$/);
});

test('a signed-in browser is signed out within seconds when an admin disables the account', async ({
  page,
  baseURL,
}) => {
  const memberId = await signInAs(page.request, 'member');
  const sockets: { url: string; closed: boolean }[] = [];
  page.on('websocket', (ws) => {
    const entry = { url: ws.url(), closed: false };
    sockets.push(entry);
    ws.on('close', () => (entry.closed = true));
  });
  await page.goto('/wireboard');
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
  const signedIn = [...sockets];

  const admin = await playwrightRequest.newContext({ baseURL });
  try {
    await signInAs(admin, 'admin');
    await gql(admin, `mutation D($id: ID!) { setMemberDisabled(id: $id, disabled: true) { id disabled } }`, {
      id: memberId,
    });
  } finally {
    await admin.dispose();
  }
  await expect(page.getByText(/This account has been disabled/)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  // every socket the signed-in page opened is closed (a visitor's page may open a new one)
  await expect.poll(() => signedIn.every((socket) => socket.closed)).toBe(true);
});

test('a browser whose session was signed out on another device is signed out within seconds', async ({
  page,
  baseURL,
}) => {
  await signInAs(page.request, 'member');
  const { me } = await gql<{ me: { email: string } }>(page.request, `{ me { email } }`);
  const sockets: { closed: boolean }[] = [];
  page.on('websocket', (ws) => {
    const entry = { closed: false };
    sockets.push(entry);
    ws.on('close', () => (entry.closed = true));
  });
  await page.goto('/wireboard');
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
  const signedIn = [...sockets];

  const elsewhere = await playwrightRequest.newContext({ baseURL });
  try {
    await gql(elsewhere, `mutation S($input: SignInInput!) { signIn(input: $input) { member { id } } }`, {
      input: { email: me.email, password: PASSWORD },
    });
    await gql(elsewhere, `mutation { signOutEverywhere }`);
  } finally {
    await elsewhere.dispose();
  }
  await expect(page.getByText(/Your session has expired/)).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  // every socket the signed-in page opened is closed (a visitor's page may open a new one)
  await expect.poll(() => signedIn.every((socket) => socket.closed)).toBe(true);
});
