import { expect, test } from '@playwright/test';
import { PASSWORD, signInAs, uniqueEmail } from './accounts';
import { pickPlace } from './location';

test('a visitor signs up, edits the profile at /userinfo and signs out', async ({ page }) => {
  const email = uniqueEmail('buyer');
  await page.goto('/');
  // the header's link (the home page also offers partners their own sign-in)
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/wires\/login/);
  await page.getByRole('tab', { name: 'Create account' }).click();
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Display name').fill('Ada Eze');
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Create account' }).click();

  const menu = page.getByRole('button', { name: /Account menu for Ada Eze/ });
  await expect(menu).toBeVisible();
  await menu.click();
  await page.getByRole('menuitem', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/userinfo/);

  const profile = page.getByRole('form', { name: 'Profile' });
  await profile.getByLabel('Display name').fill('Ada N. Eze');
  await profile.getByLabel('Phone').fill('+234 803 555 0199');
  await profile.getByRole('button', { name: /Save/ }).click();
  await expect(page.getByText(/saved/i).first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Phone')).toHaveValue(
    '+234 803 555 0199',
  );

  await page.goto('/');
  await page.getByRole('button', { name: /Account menu for Ada N\. Eze/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();
});

test('on a phone, the account page lists its sections first and goes to the one chosen', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 412, height: 860 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await signInAs(page.request, 'member');
  await page.goto('/userinfo');
  const jumps = page.getByRole('navigation', { name: 'Account sections' });
  await expect(jumps.getByRole('link')).toHaveCount(11);
  const heading = page.getByRole('heading', { name: 'API tokens', level: 2 });
  await expect(heading).not.toBeInViewport();
  await jumps.getByRole('link', { name: 'API tokens' }).click();
  await expect(heading).toBeInViewport();
  await expect(heading).toBeFocused();
  await expect(page).toHaveURL(/\/userinfo\?section=api-tokens$/);
  await context.close();
});

test('sign-up errors appear at their field, and a taken email says so', async ({ page }) => {
  await page.goto('/wires/login?tab=signup');
  const form = page.getByRole('form', { name: 'Create account' });
  await form.getByLabel('Email').fill(uniqueEmail('weak'));
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('password1');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByText(/commonly used password/i).first()).toBeVisible();
});

test('a wrong password gives one plain sentence and keeps the user on the page', async ({ page }) => {
  await page.goto('/wires/login');
  const form = page.getByRole('form', { name: /Sign in/ });
  await form.getByLabel('Email').fill(uniqueEmail('nobody'));
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
  await form.getByRole('button', { name: /Sign in/ }).click();
  await expect(page.getByText(/email or password/i).first()).toBeVisible();
  await expect(page).toHaveURL(/\/wires\/login/);
});

test('a signed-in-only page sends a visitor to sign in and back', async ({ page }) => {
  await page.goto('/userinfo');
  await expect(page).toHaveURL(/\/wires\/login\?returnTo=%2Fuserinfo/);
});

test('an unknown path shows the 404 message with HTTP 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
});

test('a missing or malformed id fails the doc-id-check with the fatal 404 page', async ({ page }) => {
  const response = await page.goto('/wires/details?id=nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /wires/details')).toBeVisible();
});

test('an unknown wire id answers 404 with the not-found page and nothing in the console', async ({
  page,
}) => {
  const url = `/wires/details?id=${crypto.randomUUID()}`;
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  page.on('console', (message) => {
    // the browser's own line for the document's 404 status is not noise the app made
    if (message.type() === 'error' && !message.location().url.includes('/wires/details'))
      problems.push(message.text());
  });
  const response = await page.goto(url);
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /wires/details')).toBeVisible();
  await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a page whose scripts cannot load says so instead of staying blank', async ({ page }) => {
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/');
  const notice = page.getByRole('alert').filter({ hasText: 'BuildWire could not load' });
  await expect(notice).toBeVisible();
  await expect(notice.getByRole('button', { name: 'Reload' })).toBeVisible();
});

test('an outage answer (503) keeps what the buyer typed and says to try again', async ({ page }) => {
  await signInAs(page.request, 'member');
  await page.goto('/buildmat');
  const form = page.getByRole('form', { name: 'Materials wire' });
  const title = `Outage test ${Date.now()}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Material 1', { exact: true }).fill('Cement 50kg');
  await form.getByLabel('Quantity 1', { exact: true }).fill('40');
  await form.getByLabel('Unit 1', { exact: true }).fill('bags');
  await pickPlace(form, 'Place', 'Lagos', 'Lagos, Nigeria');
  // the server's answer while its database is down (tests/api/http-edges.test.ts checks it is this)
  await page.route('**/graphql', async (route) => {
    // the app sends its documents by hash: the operation's name, not its text
    if (!(route.request().postData() ?? '').includes('"operationName":"PostWire"')) return route.continue();
    await route.fulfill({
      status: 503,
      headers: { 'content-type': 'application/graphql-response+json', 'retry-after': '5' },
      body: JSON.stringify({
        errors: [{ message: 'The service is briefly unavailable.', extensions: { code: 'UNAVAILABLE' } }],
      }),
    });
  });
  await form.getByRole('button', { name: 'Post wire' }).click();
  await expect(page.getByText(/try again/i).first()).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.getByLabel('Material 1', { exact: true })).toHaveValue('Cement 50kg');
  await page.unroute('**/graphql');
  await form.getByRole('button', { name: 'Post wire' }).click();
  await expect(page).toHaveURL(/\/wires\/details\?id=/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
});

test('the colour mode persists across reloads, with no flash of the wrong mode', async ({ page }) => {
  await page.goto('/');
  await page.locator('label').filter({ hasText: 'Dark colour mode' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.reload({ waitUntil: 'commit' });
  // applied by the inline snippet before the app's scripts run
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.locator('label').filter({ hasText: 'Light colour mode' }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
});
