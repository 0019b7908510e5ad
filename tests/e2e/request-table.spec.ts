import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { gql, signInAs } from './accounts';
import { shot } from './screens';

const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id } }`;

function wireInput(title: string) {
  return {
    kind: 'BUILDING_MATERIALS',
    title,
    description: 'Delivered to site, weekdays only',
    location: { label: 'Lekki, Lagos', lat: 6.4474, lng: 3.4723 },
    budget: { min: '150000', max: '250000' },
    materials: { lines: [{ material: 'Cement', quantity: 40, unit: 'bags' }], deliveryNeeded: true },
  };
}

test('an admin filters, bulk-closes with a reason and exports while a buyer posts a wire that shows as "1 new wire"', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const tag = `zq${Math.random().toString(36).slice(2, 8)}`;
  const admin = await (await browser.newContext({ acceptDownloads: true })).newPage();
  const buyer = await (await browser.newContext()).newPage();
  await signInAs(admin.request, 'admin');
  await signInAs(buyer.request, 'member');
  for (const title of [
    `Granite ${tag} for the driveway`,
    `Roof sheets ${tag} aluminium`,
    `Sand ${tag} two trips`,
  ])
    await gql(buyer.request, POST, { input: wireInput(title) });
  await gql(buyer.request, POST, { input: wireInput('An unrelated request for tiles') });

  await admin.goto('/admin/requestTable');
  await expect(admin.getByRole('heading', { level: 1, name: 'Requests' })).toBeVisible({ timeout: 30_000 });
  await admin.getByLabel('Search title and description').fill(tag);
  await expect(admin).toHaveURL(new RegExp(`q=${tag}`));
  const rows = admin.getByTestId('request-row');
  await expect(rows).toHaveCount(3);
  // every column fits a 1366 px screen: the table scrolls sideways only on narrower ones
  await admin.setViewportSize({ width: 1366, height: 768 });
  const table = admin.getByRole('table', { name: 'Requests' });
  await expect
    .poll(() => table.evaluate((node) => node.parentElement!.scrollWidth - node.parentElement!.clientWidth))
    .toBeLessThanOrEqual(0);
  await expect(admin.getByRole('columnheader', { name: 'Created' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await admin.getByRole('button', { name: 'Budget' }).click();
  await expect(admin.getByRole('columnheader', { name: 'Budget' })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  await expect(admin).toHaveURL(/sort=BUDGET/);

  // the details drawer: the wire, its owner and its audit trail
  await admin.getByRole('button', { name: `Details of Sand ${tag} two trips` }).click();
  const drawer = admin.getByRole('dialog', { name: 'Request details' });
  await expect(drawer.getByText('Posted', { exact: true })).toBeVisible();
  await shot(admin, 'request-table-drawer');
  await admin.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // bulk close with a reason
  await admin.getByLabel('Select every request on this page').check();
  await expect(admin.getByText('3 selected')).toBeVisible();
  await admin.getByRole('button', { name: 'Close', exact: true }).click();
  const modal = admin.getByRole('dialog', { name: 'Close requests' });
  await modal.getByRole('button', { name: 'Close 3 requests' }).click();
  await expect(modal.getByText('Give a reason of at least 3 characters.')).toBeVisible();
  await modal.getByLabel('Reason').fill('Duplicates of an earlier request');
  await modal.getByRole('button', { name: 'Close 3 requests' }).click();
  await expect(admin.getByText('Closed 3 requests.')).toBeVisible();
  await expect(rows.getByText('Closed', { exact: true })).toHaveCount(3);

  // export the current filter
  const downloading = admin.waitForEvent('download');
  await admin.getByRole('link', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^requests-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync((await download.path())!, 'utf8');
  const lines = csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\n');
  expect(lines).toHaveLength(4);
  expect(lines.slice(1).every((line) => line.includes(tag) && line.includes(',CLOSED,'))).toBe(true);

  // a buyer posts a matching wire: it is counted, not inserted under the pointer
  await gql(buyer.request, POST, { input: wireInput(`Blocks ${tag} six inch`) });
  const banner = admin.locator('p').getByText('1 new wire', { exact: true });
  await expect(banner).toBeVisible();
  await expect(rows).toHaveCount(3);
  await shot(admin, 'request-table-desktop');
  await admin.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(rows).toHaveCount(4);
  await expect(banner).toBeHidden();

  // nothing matches: the empty state resets the filters
  await admin.getByLabel('Search title and description').fill(`${tag}nothing`);
  await expect(admin.getByText('No requests match these filters')).toBeVisible();
  await admin.getByRole('button', { name: 'Reset filters' }).last().click();
  await expect(rows.first()).toBeVisible();

  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.getByLabel('Search title and description').fill(tag);
  await expect(admin).toHaveURL(new RegExp(`q=${tag}`));
  await expect(rows.getByText('An unrelated request for tiles')).toHaveCount(0);
  await expect(rows).toHaveCount(4);
  await expect(rows.getByText(`Blocks ${tag} six inch`)).toBeVisible();
  await shot(admin, 'request-table-phone');
});
