import { expect as baseExpect, test } from '@playwright/test';
import { gql, signInAs } from './accounts';
import { pickPlace, placeInput } from './location';
import { shot } from './screens';

test.describe.configure({ timeout: 180_000 });
// a server, two browsers and other specs on a shared two-core machine: give each step room
const expect = baseExpect.configure({ timeout: 30_000 });

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id } }`;

/** A PROPERTY wire in Garki, Abuja (outside the partner's first area, inside its new one). */
const abujaWire = (title: string) => ({
  input: {
    kind: 'PROPERTY',
    title,
    location: { label: 'Garki, Abuja', lat: 9.03, lng: 7.49 },
    property: { deal: 'RENT', propertyType: 'APARTMENT', bedrooms: 2 },
  },
});

/**
 * A partner moves its business from Lagos to Abuja and from both categories to property only,
 * with the location picker (search, pick, radius, map); its wireboard then matches the new area:
 * a wire posted there before is listed, one posted while the board is open arrives live.
 */
test('a partner edits its profile with the location picker; its wireboard follows', async ({
  browser,
  page,
}) => {
  await signInAs(page.request, 'partner');
  const { myPartner } = await gql<{ myPartner: { id: string } }>(page.request, `{ myPartner { id } }`);
  const admin = await browser.newContext();
  await signInAs(admin.request, 'admin');
  await gql(admin.request, `mutation A($id: ID!) { approvePartner(id: $id) { status } }`, {
    id: myPartner.id,
  });
  const buyer = await browser.newContext();
  await signInAs(buyer.request, 'member');
  const before = `Flat in Garki ${stamp()}`;
  await gql(buyer.request, POST, abujaWire(before));

  await page.goto('/partners/profile');
  await expect(page).toHaveTitle(/Business profile/);
  const form = page.getByRole('form', { name: 'Business profile' });
  await expect(placeInput(form, 'Place')).toHaveValue('Lekki, Lagos');
  await expect(form.getByRole('img', { name: /^Map: Lekki, Lagos, 50 km around it/ })).toBeVisible();
  await shot(page, 'partner-profile-desktop');

  const business = `Capital Homes ${stamp()}`;
  await form.getByLabel('Business name').fill(business);
  await form.getByLabel('Building materials').uncheck();
  await pickPlace(form, 'Place', 'abuj', 'Abuja, Nigeria');
  await form.getByLabel('Radius (km)').fill('30');
  await expect(form.getByRole('img', { name: 'Map: Abuja, Nigeria, 30 km around it' })).toBeVisible();
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(/Your profile is saved/)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(placeInput(form, 'Place')).toHaveValue('Abuja, Nigeria');
  await expect(form.getByLabel('Business name')).toHaveValue(business);
  await shot(page, 'partner-profile-390');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'partner-profile-390-dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // the board lists the wire of the new area, and takes a new one live
  await page.goto('/partners/wireboard');
  await expect(page.getByRole('link', { name: before })).toBeVisible();
  const live = `Duplex in Wuse ${stamp()}`;
  await gql(buyer.request, POST, abujaWire(live));
  await expect(page.getByRole('link', { name: live })).toBeVisible();
  await admin.close();
  await buyer.close();
});

test('the wire forms pick a place by name, with a map, at 390 px too', async ({ page }) => {
  await page.goto('/property/form');
  const form = page.getByRole('form', { name: 'Property wire' });
  await pickPlace(form, 'Place', 'ikeja', 'Ikeja, Lagos');
  await expect(form.getByRole('img', { name: 'Map: Ikeja, Lagos' })).toBeVisible();
  await shot(page, 'property-form-desktop');
  await page.setViewportSize({ width: 390, height: 844 });
  await form.getByRole('button', { name: 'Enter coordinates' }).click();
  await expect(form.getByLabel('Latitude')).toHaveValue(/^6\.59/);
  await shot(page, 'property-form-390');
  await page.emulateMedia({ colorScheme: 'dark' });
  await shot(page, 'property-form-390-dark');
});
