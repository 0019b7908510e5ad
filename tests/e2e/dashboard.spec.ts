import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import { postAsAnotherBuyer, respondAsApprovedPartner } from './accounts';
import { axeFindings } from './axe';

test('an admin lands on the dashboard, reads a state with no quotes, sees it filled live, downloads its CSV', async ({
  page,
  browser,
}) => {
  test.slow();
  // a state of its own, so journeys running beside this one do not move its figures
  const state = `Zed${Math.random().toString(36).slice(2, 7)}`;
  const wire = (title: string) => ({
    title,
    location: { label: `Wuse, ${state}`, lat: 6.4474, lng: 3.4723 },
    material: 'Cement',
    quantity: 40,
    unit: 'bags',
  });
  const first = await postAsAnotherBuyer(browser, wire('40 bags of cement for the dashboard'));
  await postAsAnotherBuyer(browser, wire('Iron rods for the dashboard'));

  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/admin');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: /Sign in/ }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace health' })).toBeVisible();
  // the admin nav's first item is the dashboard, and it is the current page
  const nav = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Requests' }) });
  await expect(nav.getByRole('link').first()).toHaveText(/Dashboard/);

  // by keyboard: the period control takes the last 7 days
  await page.getByRole('radio', { name: '7 days' }).focus();
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/days=7/);

  const slice = page.getByRole('row', { name: new RegExp(`Building materials in ${state}`) });
  await expect(slice).toBeVisible();
  await expect(slice.getByRole('cell').nth(0)).toHaveText('2 (was 0)');
  await expect(slice.getByRole('cell').nth(1)).toHaveText('0% (was —)');
  await expect(slice.getByText('No quotes')).toBeVisible();

  await expect(page.locator('.mantine-Skeleton-root:visible')).toHaveCount(0);
  expect(await axeFindings(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('dashboard-1366.png'), fullPage: true });

  // a partner quotes one of the two: the figures follow without a reload
  await respondAsApprovedPartner(browser, first, { message: 'Cement in stock', amount: '250000' });
  await expect(slice.getByRole('cell').nth(1)).toHaveText('50% (was —)', { timeout: 30_000 });
  await expect(slice.getByRole('cell').nth(3)).toHaveText('0.5 (was —)');
  await expect(slice.getByText('No quotes')).toHaveCount(0);

  // the table's CSV holds the same figures
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download By kind and state as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^marketplace-by-kind-and-state-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  expect(csv).toContain(`BUILDING_MATERIALS,${state},2,1,0.5,`);

  // dark mode, and a phone
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.evaluate(() => window.localStorage.setItem('bw-color-scheme', 'dark'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(slice.getByRole('cell').nth(1)).toHaveText('50% (was —)');
  await expect(page.locator('.mantine-Skeleton-root:visible')).toHaveCount(0);
  expect(await axeFindings(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('dashboard-1366-dark.png'), fullPage: true });
  await page.setViewportSize({ width: 412, height: 915 });
  await expect(page.getByRole('heading', { level: 1, name: 'Marketplace health' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
  await page.screenshot({ path: test.info().outputPath('dashboard-412-dark.png'), fullPage: true });
  await page.evaluate(() => window.localStorage.setItem('bw-color-scheme', 'light'));
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(slice.getByRole('cell').nth(1)).toHaveText('50% (was —)');
  await page.screenshot({ path: test.info().outputPath('dashboard-412.png'), fullPage: true });
});
