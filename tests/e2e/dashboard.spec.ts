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

  // every chart's CSV holds the figures it draws: this state's exactly, the marketplace's at least as many
  const csvOf = async (title: string, fileName: string) => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download ${title} as CSV` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^marketplace-${fileName}-\\d{4}-\\d{2}-\\d{2}-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
    );
    const text = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    return text
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(','));
  };
  const byKindAndState = await csvOf('By kind and state', 'by-kind-and-state');
  expect(byKindAndState[0]!.slice(0, 7)).toEqual([
    'kind',
    'state',
    'wires (this period)',
    'filled within 24 h (this period)',
    'fill rate (this period)',
    'median minutes to first quote (this period)',
    'quotes (this period)',
  ]);
  // two wires, one quoted within 24 h, one quote, none accepted; nothing the week before
  expect(byKindAndState.find((r) => r[1] === state)).toEqual([
    'BUILDING_MATERIALS',
    state,
    '2',
    '1',
    '0.5',
    '5',
    '1',
    '0.5',
    '0',
    '0',
    '',
    '0',
    '0',
    '0',
    '',
    '0',
    '0',
    '0',
    '0',
    '',
  ]);
  const byState = await csvOf('Fill rate by state', 'by-state');
  expect(byState.find((r) => r[1] === state)?.slice(0, 7)).toEqual(['', state, '2', '1', '0.5', '5', '1']);
  const byKind = await csvOf('Fill rate by kind', 'by-kind');
  const materials = byKind.find((r) => r[0] === 'BUILDING_MATERIALS')!;
  expect(Number(materials[2])).toBeGreaterThanOrEqual(2);
  expect(byKind.map((r) => r[0]).sort()).toEqual(['BUILDING_MATERIALS', 'PROPERTY', 'kind']);
  const daily = await csvOf('Wires per day', 'wires-per-day');
  expect(daily).toHaveLength(1 + 7);
  const today = daily.find((r) => r[0] === new Date().toISOString().slice(0, 10))!;
  expect(Number(today[1])).toBeGreaterThanOrEqual(2);
  expect(Number(today[3])).toBeGreaterThanOrEqual(1);
  const headline = await csvOf('Headline figures', 'health');
  expect(headline.map((r) => r[0])).toEqual([
    'figure',
    'Wires posted',
    'Fill rate (quote within 24 h)',
    'Median time to first quote',
    'Quotes per wire',
    'Acceptance rate',
    'Accepted value',
    'Active partners',
    'Active buyers',
  ]);
  expect(Number(headline[1]![1])).toBeGreaterThanOrEqual(2);
  expect(Number(headline[7]![1])).toBeGreaterThanOrEqual(1);
  expect(Number(headline[8]![1])).toBeGreaterThanOrEqual(1);

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
