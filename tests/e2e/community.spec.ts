import { expect, test, type Page } from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import { gql, PASSWORD, uniqueEmail } from './accounts';
import { shot } from './screens';

async function signInAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: /Sign in/ }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
}

/** A buyer signed up in its own browser context, with its wireboard open (a live socket). */
async function buyerWithOpenPage(browser: import('@playwright/test').Browser, name: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const email = uniqueEmail('community');
  await gql(page.request, `mutation S($input: SignUpInput!) { signUp(input: $input) { member { id } } }`, {
    input: { email, password: PASSWORD, displayName: name },
  });
  await page.goto('/wireboard');
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
  return { context, page, email };
}

test('an admin finds a member, disables them (their open page is signed out), enables them, changes their role', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const name = `Tunde ${Math.random().toString(36).slice(2, 7)}`;
  const buyer = await buyerWithOpenPage(browser, name);
  await signInAdmin(page);
  await page.goto('/admin/community');
  // the page's chunk loads on first visit (slow on a loaded machine)
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible({ timeout: 30_000 });

  await page.getByRole('searchbox', { name: 'Search' }).fill(name.toUpperCase());
  await expect(page).toHaveURL(
    new RegExp(`q=${encodeURIComponent(name.toUpperCase()).replace(/%20/g, '(\\+|%20)')}`),
  );
  const table = page.getByRole('table', { name: 'Accounts' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByText('Active')).toBeVisible();
  await shot(page, 'community-desktop');

  // disable, with a reason
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Disable' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Disable account' });
  await dialog.getByLabel(/Reason/).fill('Posting spam');
  await shot(page, 'community-disable');
  await dialog.getByRole('button', { name: 'Disable account' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row.getByText('Disabled')).toBeVisible();
  await expect(buyer.page.getByText(/This account has been disabled/)).toBeVisible({ timeout: 10_000 });
  await expect(buyer.page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);

  // enable again: the buyer can sign in
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Enable' }).press('Enter');
  await page
    .getByRole('dialog', { name: 'Enable account' })
    .getByRole('button', { name: 'Enable account' })
    .click();
  await expect(row.getByText('Active')).toBeVisible();
  await gql(
    buyer.page.request,
    `mutation S($input: SignInInput!) { signIn(input: $input) { member { id } } }`,
    {
      input: { email: buyer.email, password: PASSWORD },
    },
  );

  // toasts sit at the bottom right, over the row's menu: the menu is used by keyboard (Enter)
  // a partner role is refused without a business: the server's sentence is shown
  await row.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Change role' }).press('Enter');
  const roleDialog = page.getByRole('dialog', { name: 'Change role' });
  await roleDialog.getByRole('combobox', { name: 'Role' }).click();
  await roleDialog.getByRole('option', { name: 'Partner' }).click();
  await roleDialog.getByRole('button', { name: 'Change role' }).click();
  await expect(roleDialog.getByRole('alert')).toContainText('partners sign up at /partners/signup');
  // an admin then
  await roleDialog.getByRole('combobox', { name: 'Role' }).click();
  await roleDialog.getByRole('option', { name: 'Admin' }).click();
  await roleDialog.getByRole('button', { name: 'Change role' }).click();
  await expect(roleDialog).toHaveCount(0);
  await expect(row.getByText('Admin', { exact: true })).toBeVisible();

  // the details drawer shows the account's history, newest first
  await row.getByRole('button', { name, exact: true }).click();
  const drawer = page.getByRole('dialog', { name });
  const history = drawer.getByRole('region', { name: 'History of this account' });
  await expect(history.getByText('Role changed')).toBeVisible();
  await expect(history.getByText('Enabled', { exact: true })).toBeVisible();
  await expect(history.getByText('Disabled', { exact: true })).toBeVisible();
  await expect(history.getByText('Reason: Posting spam')).toBeVisible();
  await shot(page, 'community-drawer');
  await buyer.context.close();
});

test('on a phone the accounts are cards with the same actions; no match says what to do', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page);
  await page.goto('/admin/community');
  const cards = page.getByRole('list', { name: 'Accounts' });
  await expect(cards.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Accounts' })).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await shot(page, 'community-phone');
  await cards.getByRole('listitem').first().getByRole('button').first().click();
  await expect(page.getByRole('region', { name: 'History of this account' })).toBeVisible();
  await shot(page, 'community-phone-drawer');
  await page.keyboard.press('Escape');
  await page.getByRole('searchbox', { name: 'Search' }).fill('no-such-account-anywhere');
  await expect(page.getByText(/No account matches/)).toBeVisible();
});
