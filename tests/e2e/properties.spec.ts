import { expect as baseExpect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { gql, signInAs } from './accounts';
import { shot } from './screens';

// a server and a browser on a shared two-core machine: give each step room
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

/** Waits until the page's loading placeholders have gone. */
async function settled(page: Page) {
  await expect(page.locator('.mantine-Skeleton-root')).toHaveCount(0);
}

test('a partner lists a property with the location picker and sees it; its dashboard shows figures and the chart', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signInAs(page.request, 'partner');

  // a new partner's dashboard: zeros, what to do first, no chart yet
  await page.goto('/partners/dashboard');
  await expect(page.getByRole('heading', { name: 'Get started' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Responses sent' })).toContainText('0');
  await expect(page.getByText('No responses in the last 12 weeks.')).toBeVisible();
  await settled(page);
  await shot(page, 'dashboard-new-desktop');

  await page.goto('/partners/properties');
  await expect(page.getByRole('heading', { level: 1, name: 'Property listings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No listings yet' })).toBeVisible();
  await shot(page, 'properties-empty-desktop');

  await page.getByRole('button', { name: 'Add your first listing' }).click();
  const form = page.getByRole('form', { name: 'New listing' });
  await form.getByLabel('Title').fill('Three-bedroom flat in Ikeja GRA');
  await form.getByRole('textbox', { name: 'Rent' }).fill('2400000');
  await form.getByRole('textbox', { name: 'Bedrooms' }).fill('3');
  await form.getByRole('textbox', { name: 'Bathrooms' }).fill('2');
  await form.getByRole('textbox', { name: 'Area (m²)' }).fill('140');
  // a point that is not a place is refused at the field, before anything is sent
  await form.getByRole('button', { name: 'Create listing' }).click();
  await expect(form.getByText('Choose the place of the property.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Place of the property' }).fill('Ikeja');
  await page.getByRole('option', { name: /Ikeja/ }).first().click();
  await expect(form.getByRole('textbox', { name: 'Place of the property' })).toHaveValue(/Ikeja/);
  await form.getByLabel('Description').fill('Serviced estate, close to the airport.');
  const photo = await sharp({
    create: { width: 800, height: 600, channels: 3, background: { r: 60, g: 140, b: 90 } },
  })
    .png()
    .toBuffer();
  await form
    .locator('input[type=file]')
    .setInputFiles({ name: 'flat.png', mimeType: 'image/png', buffer: photo });
  // stored: the entry shows the file's size instead of its progress
  await expect(form.getByTestId('upload-item')).toContainText(/\d+(\.\d+)? ?(B|KB|MB)\b/);
  await shot(page, 'properties-form-desktop');
  await form.getByRole('button', { name: 'Create listing' }).click();

  const card = page.getByRole('article', { name: 'Three-bedroom flat in Ikeja GRA' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Active')).toBeVisible();
  await expect(card.getByRole('img', { name: /Main photo/ })).toHaveJSProperty('complete', true);
  expect(
    await card.getByRole('img', { name: /Main photo/ }).evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await expect(card.getByText(/2,400,000/)).toBeVisible();
  await expect(card.getByText(/Ikeja/).first()).toBeVisible();
  const mine = await gql<{
    myPropertyListings: { edges: { node: { title: string; location: { lat: number; lng: number } } }[] };
  }>(page.request, `query { myPropertyListings { edges { node { title location { lat lng } } } } }`);
  const saved = mine.myPropertyListings.edges[0]?.node;
  expect(saved?.title).toBe('Three-bedroom flat in Ikeja GRA');
  // Ikeja, Lagos
  expect(Math.abs((saved?.location.lat ?? 0) - 6.6)).toBeLessThan(0.2);
  expect(Math.abs((saved?.location.lng ?? 0) - 3.35)).toBeLessThan(0.2);

  // status: hidden, then filtered
  await card.getByRole('button', { name: /Change the status/ }).click();
  await page.getByRole('menuitem', { name: /Under offer/ }).click();
  await expect(card.getByText('Under offer', { exact: true })).toBeVisible();
  await page.getByLabel('Filter by status').getByText('Active', { exact: true }).click();
  await expect(page.getByText('No listing matches this search or status.')).toBeVisible();
  await page.getByLabel('Filter by status').getByText('All', { exact: true }).click();
  await expect(card).toBeVisible();
  await settled(page);
  await shot(page, 'properties-desktop');
  // a fresh load at phone width (a resize leaves the sidebar mid-transition)
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(card).toBeVisible();
  await settled(page);
  await shot(page, 'properties-phone');

  // the partner is approved, answers a buyer's wire, and the buyer accepts it
  const partnerId = (await gql<{ myPartner: { id: string } }>(page.request, `query { myPartner { id } }`))
    .myPartner.id;
  const admin = await browser.newContext();
  await signInAs(admin.request, 'admin');
  await gql(admin.request, `mutation A($id: ID!) { approvePartner(id: $id) { id } }`, { id: partnerId });
  const buyer = await browser.newContext();
  await signInAs(buyer.request, 'member');
  const wire = await gql<{ postWire: { id: string } }>(
    buyer.request,
    `mutation P($input: PostWireInput!) { postWire(input: $input) { id } }`,
    {
      input: {
        kind: 'PROPERTY',
        title: 'Three-bedroom flat to rent in Ikeja',
        location: { label: 'Ikeja, Lagos', lat: 6.6018, lng: 3.3515 },
        budget: { max: '3000000' },
        property: { deal: 'RENT', propertyType: 'APARTMENT', bedrooms: 3 },
      },
    },
  );
  const response = await gql<{ respondToWire: { id: string } }>(
    page.request,
    `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`,
    {
      input: {
        wireId: wire.postWire.id,
        message: 'Our flat in Ikeja GRA fits.',
        quote: { amount: '2400000' },
      },
    },
  );
  await gql(buyer.request, `mutation A($id: ID!) { acceptResponse(id: $id) { id } }`, {
    id: response.respondToWire.id,
  });

  await page.setViewportSize(DESKTOP);
  await page.goto('/partners/dashboard');
  const figure = (label: string) => page.getByRole('article', { name: label });
  await expect(figure('Responses sent')).toContainText('1');
  await expect(figure('Acceptance rate')).toContainText('100%');
  await expect(figure('Accepted quotes')).toContainText(/2,400,000/);
  await expect(figure('Property listings')).toContainText('1');
  const chart = page.getByRole('region', { name: 'Responses per week' });
  await expect(chart.locator('.recharts-surface')).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle path').first()).toBeVisible();
  await expect(chart.getByRole('table')).toContainText('Week of');
  await settled(page);
  await shot(page, 'dashboard-desktop');
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(chart.locator('.recharts-surface')).toBeVisible();
  await settled(page);
  await shot(page, 'dashboard-phone');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await Promise.all([context.close(), admin.close(), buyer.close()]);
});
