import { expect, test } from '@playwright/test';
import { gql, postAsAnotherBuyer, signInAs } from './accounts';

test('a partner filters the board, saves the search, and hears live of a matching wire', async ({
  page,
  browser,
}) => {
  test.slow();
  // an approved partner (its default "service area" search comes with the approval)
  await signInAs(page.request, 'partner');
  const admin = await browser.newContext();
  await signInAs(admin.request, 'admin');
  const { myPartner } = await gql<{ myPartner: { id: string } }>(page.request, `{ myPartner { id } }`);
  await gql(admin.request, `mutation A($id: ID!) { approvePartner(id: $id) { id } }`, { id: myPartner.id });
  await admin.close();

  // filtering changes the URL; a reload keeps the view
  await page.goto('/partners/wireboard');
  const filters = page.getByRole('search', { name: 'Filter wires' });
  await filters.getByRole('textbox', { name: 'Search' }).fill('granite');
  await filters.getByText('Building materials', { exact: true }).click();
  await expect(page).toHaveURL(/[?&]q=granite/);
  await expect(page).toHaveURL(/[?&]kind=BUILDING_MATERIALS/);
  await page.reload();
  await expect(filters.getByRole('textbox', { name: 'Search' })).toHaveValue('granite');
  await expect(filters.getByRole('checkbox', { name: 'Building materials' })).toBeChecked();

  // save it, with instant alerts
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Building materials · granite');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Granite for driveways');
  await expect(dialog.getByRole('radio', { name: 'Instantly' })).toBeChecked();
  await page.screenshot({ path: test.info().outputPath('save-search-dialog.png') });
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search saved: “Granite for driveways”.')).toBeVisible();

  // a buyer posts a matching wire: the alert arrives live, as a toast linking to the wire
  // its own title: earlier runs' wires (a repeated run, the same database) stay on the board
  const title = `Granite chippings for a driveway ${Date.now().toString(36)}`;
  const wireId = await postAsAnotherBuyer(browser, {
    title,
    location: { label: 'Lekki Phase 1, Lagos', lat: 6.4474, lng: 3.4723 },
    material: 'Granite chippings',
    quantity: 10,
    unit: 'tonnes',
  });
  const toast = page
    .locator('.mantine-Notification-root')
    .filter({ hasText: new RegExp(`New wire matching .*${title}`) });
  await expect(toast).toBeVisible({ timeout: 30_000 });
  await expect(toast).toContainText('Granite for driveways');
  await page.screenshot({ path: test.info().outputPath('instant-alert.png') });
  await toast.getByRole('link', { name: 'See the wire' }).click();
  await expect(page).toHaveURL(new RegExp(`/wires/details\\?id=${wireId}`));
  // arriving at the wire read its alert; the approval's notice (about the dashboard) is still
  // unread (and so may be alerts of wires other journeys post meanwhile: the default search of
  // this partner's service area matches them too)
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(
    panel.getByRole('button', { name: new RegExp(`^New wire matching .*${title}$`) }),
  ).toBeVisible();
  await expect(
    panel.getByRole('button', { name: /^Unread: Your BuildWire partner account is approved/ }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // the saved searches on the profile: the default one and this one, opened with its filter
  await page.goto('/partners/profile');
  const saved = page.getByRole('list', { name: 'Saved searches' });
  await expect(saved.getByText('Wires in my service area')).toBeVisible();
  await expect(saved.getByText('Granite for driveways')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await saved
    .getByRole('listitem')
    .filter({ hasText: 'Granite for driveways' })
    .screenshot({
      path: test.info().outputPath('saved-searches-phone.png'),
    });
  await saved.getByRole('link', { name: 'Open Granite for driveways on the wireboard' }).click();
  await expect(page).toHaveURL(/\/partners\/wireboard\?kind=BUILDING_MATERIALS&q=granite$/);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});
