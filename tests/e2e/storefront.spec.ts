import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { gql, signInAs } from './accounts';
import { enterCoordinates } from './location';
import { shot } from './screens';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The storefront end to end: a partner uploads a product image (progress shown) and lists the
 * product; it appears on /buildmat; a buyer asks for a quote from it (a materials wire with that
 * line); the partner answers offering that product at an itemised price; the buyer sees the items
 * in the comparison (desktop and phone) and accepts.
 */
test('a product travels from a catalogue to an accepted itemised quote', async ({ browser }) => {
  test.setTimeout(120_000);
  const id = stamp();
  const name = `Dangote cement ${id}`;

  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin.request, 'admin');
  const partner = await (await browser.newContext()).newPage();
  await signInAs(partner.request, 'partner');
  const { myPartner } = await gql<{ myPartner: { id: string; status: string; businessName: string } }>(
    partner.request,
    `{ myPartner { id status businessName } }`,
  );
  if (myPartner.status !== 'APPROVED') {
    await gql(admin.request, `mutation A($id: ID!) { approvePartner(id: $id) { id } }`, { id: myPartner.id });
  }

  // the partner lists a product with an image; the upload shows its progress
  await partner.goto('/partners/products');
  await partner.getByRole('button', { name: 'Add your first product' }).click();
  const form = partner.getByRole('form', { name: 'New product' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Price').fill('9500');
  await form.getByLabel('Unit').fill('bag (50 kg)');
  // a photo-sized image (noise does not compress) on a slow uplink, so the progress is seen
  const png = await sharp({
    create: {
      width: 900,
      height: 700,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  })
    .png()
    .toBuffer();
  const cdp = await partner.context().newCDPSession(partner);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'cement.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByRole('progressbar', { name: 'Upload progress of cement.png' })).toBeVisible();
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(form.getByRole('progressbar')).toBeHidden({ timeout: 30_000 });
  await form.getByRole('button', { name: 'Add product' }).click();
  await expect(form).toBeHidden();
  await expect(partner.getByRole('article', { name }).getByRole('img', { name })).toBeVisible();

  // a buyer finds it on /buildmat and asks for a quote: the materials wire carries that line
  const buyer = await (await browser.newContext()).newPage();
  await signInAs(buyer.request, 'member');
  await buyer.goto('/buildmat');
  await buyer.getByRole('searchbox', { name: 'Search products' }).fill(`cement ${id}`);
  await expect(buyer.getByText('1 product', { exact: true })).toBeVisible();
  const product = buyer.getByRole('article', { name });
  await expect(product).toContainText(myPartner.businessName);
  await product.getByRole('button', { name: `Ask for a quote: ${name}` }).click();
  const wireForm = buyer.getByRole('form', { name: 'Materials wire' });
  await expect(wireForm.getByRole('textbox', { name: 'Material 1' })).toHaveValue(name);
  // the product's supplier is invited to quote with the wire (and can be taken off again)
  const invitees = wireForm.getByRole('list', { name: 'Invited partners' });
  await expect(invitees.getByRole('listitem')).toHaveText([myPartner.businessName]);
  await expect(
    invitees.getByRole('button', { name: `Do not invite ${myPartner.businessName}` }),
  ).toBeVisible();
  await wireForm.getByRole('textbox', { name: 'Quantity 1' }).fill('40');
  await invitees.scrollIntoViewIfNeeded();
  await shot(buyer, 'wire-form-invitees');
  await enterCoordinates(wireForm, 'Place', { name: 'Yaba, Lagos', lat: '6.5095', lng: '3.3711' });
  await wireForm.getByRole('button', { name: 'Post wire' }).click();
  await expect(buyer).toHaveURL(/\/wires\/details\?id=/);
  const title = `Quote for ${name}`;
  await expect(buyer.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(buyer).toHaveTitle(`${title} | BuildWire`);
  await expect(buyer.getByRole('region', { name: 'Invited partners' })).toContainText(myPartner.businessName);
  const wireUrl = buyer.url();

  // the partner answers from its catalogue: the line's product, quantity and its own unit price
  await partner.goto(wireUrl.slice(wireUrl.indexOf('/wires/details')));
  const respond = partner.getByRole('form', { name: 'Respond to this wire' });
  await respond.getByRole('combobox', { name: 'Product for line 1' }).click();
  await partner.getByRole('option', { name: new RegExp(name) }).click();
  await expect(respond.getByRole('textbox', { name: 'Quantity 1' })).toHaveValue('40');
  await respond.getByRole('textbox', { name: 'Unit price 1' }).fill('9250');
  await expect(respond.getByTestId('itemised-total')).toContainText('370,000.00');
  await respond.getByLabel('Message').fill('Grade 42.5R from our Lekki depot, delivered within 48 hours.');
  await shot(partner, 'respond-itemised');
  await respond.getByRole('button', { name: 'Send response' }).click();
  await expect(partner.getByRole('table', { name: 'Items you quoted' })).toContainText(name);

  // the buyer compares it, itemised, live: image, name, unit price, line total and total
  const compared = buyer.getByRole('region', { name: 'Responses compared' });
  const quote = compared.getByRole('article', { name: `Quote of ${myPartner.businessName}` });
  await expect(quote).toBeVisible({ timeout: 15_000 });
  const items = quote.getByRole('table', { name: `Items quoted by ${myPartner.businessName}` });
  await expect(items).toContainText(name);
  await expect(items).toContainText('40 × bag (50 kg) at');
  await expect(items).toContainText('9,250.00');
  await expect(items.getByRole('row', { name: /Total/ })).toContainText('370,000.00');
  await expect(items.getByRole('img', { name })).toHaveJSProperty('complete', true);
  await shot(buyer, 'wire-details-itemised');
  await buyer.setViewportSize({ width: 390, height: 844 });
  await shot(buyer, 'wire-details-itemised-390');
  const overflow = await buyer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await quote.getByRole('button', { name: `Accept the quote of ${myPartner.businessName}` }).click();
  await buyer.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(quote.getByText('Accepted', { exact: true })).toBeVisible();
});
