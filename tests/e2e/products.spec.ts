import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { gql, signInAs } from './accounts';
import { shot } from './screens';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A partner signed up through the API and approved by the run's admin. */
async function approvedPartner(page: Page, admin: Page): Promise<void> {
  await signInAs(page.request, 'partner');
  const { myPartner } = await gql<{ myPartner: { id: string; status: string } }>(
    page.request,
    `{ myPartner { id status } }`,
  );
  if (myPartner.status !== 'APPROVED') {
    await gql(admin.request, `mutation A($id: ID!) { approvePartner(id: $id) { id } }`, { id: myPartner.id });
  }
}

/**
 * A partner lists a product on /partners/products (empty state, form errors at their fields,
 * create, edit, hide and show); a visitor finds it on /buildmat by searching a word's prefix, and
 * "Ask for a quote" fills the materials form's line (material, unit, quantity 1).
 */
test('a partner lists a product; a buyer finds it on /buildmat and asks for a quote', async ({ browser }) => {
  test.setTimeout(90_000);
  const id = stamp();
  const name = `Dangote cement ${id}`;
  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin.request, 'admin');
  const partner = await (await browser.newContext()).newPage();
  await approvedPartner(partner, admin);

  await partner.goto('/partners/products');
  await expect(partner.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(partner.getByText('Your catalogue is empty')).toBeVisible();
  await shot(partner, 'partner-products-empty');

  await partner.getByRole('button', { name: 'Add your first product' }).click();
  const form = partner.getByRole('form', { name: 'New product' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Price').fill('-5');
  await form.getByLabel('Unit').fill('bag (50 kg)');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(form.getByText('Enter a price such as 9500 or 9500.50 (0 or more).')).toBeVisible();
  await form.getByLabel('Price').fill('9500');
  await form.getByLabel('Description').fill('Grade 42.5R, delivered in Lagos');
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#7a8a6a' } })
    .png()
    .toBuffer();
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cement.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByRole('list', { name: 'Images' }).getByRole('listitem')).toHaveCount(1);
  // stored: the entry shows the file's size instead of its progress
  await expect(form.getByTestId('upload-item')).toContainText(/\d+(\.\d+)? ?(B|KB|MB)\b/);
  await shot(partner, 'partner-products-form');
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(form).toBeHidden();
  const card = partner.getByRole('article', { name });
  await expect(card).toContainText('per bag (50 kg)');
  await expect(card).toContainText('In stock');
  await expect(card).toContainText('1 image');
  await expect(card.getByRole('img', { name })).toBeVisible();

  // hide and show again: the badge follows
  await card.getByRole('button', { name: `Hide ${name}` }).click();
  await expect(card.getByText('Hidden')).toBeVisible();
  await card.getByRole('button', { name: `Show ${name}` }).click();
  await expect(card.getByText('Hidden')).toBeHidden();
  await shot(partner, 'partner-products');
  await partner.setViewportSize({ width: 390, height: 844 });
  await shot(partner, 'partner-products-390');

  // a visitor finds it by a prefix of its last word, and asks for a quote
  const buyer = await (await browser.newContext()).newPage();
  await buyer.goto('/buildmat');
  await expect(buyer).toHaveTitle(/Building materials/);
  await buyer.getByRole('searchbox', { name: 'Search products' }).fill(`cement ${id.slice(0, 5)}`);
  const product = buyer.getByRole('article', { name });
  await expect(product).toContainText('per bag (50 kg)');
  await expect(product).toContainText(/Ade Supplies/);
  await expect(product.getByRole('img', { name })).toHaveJSProperty('complete', true);
  await shot(buyer, 'buildmat');
  await product.getByRole('button', { name: `Ask for a quote: ${name}` }).click();
  const wire = buyer.getByRole('form', { name: 'Materials wire' });
  await expect(wire.getByRole('textbox', { name: 'Material 1' })).toHaveValue(name);
  await expect(wire.getByRole('textbox', { name: 'Unit 1' })).toHaveValue('bag (50 kg)');
  await expect(wire.getByRole('textbox', { name: 'Quantity 1' })).toHaveValue('1');
  await expect(wire.getByRole('textbox', { name: 'Quantity 1' })).toBeFocused();
  await expect(wire.getByRole('textbox', { name: 'Title' })).toHaveValue(`Quote for ${name}`);

  // filtering by the product's partner keeps it; at 390 px the page still reads
  await product.getByRole('button', { name: /Show products of/ }).click();
  await expect(buyer.getByRole('button', { name: /Show every partner/ })).toBeVisible();
  await expect(product).toBeVisible();
  await buyer.setViewportSize({ width: 390, height: 844 });
  await shot(buyer, 'buildmat-390');
  const overflow = await buyer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
