import { expect, test, type Page } from '@playwright/test';
import { gql, postMaterialsWire, signInAs } from './accounts';
import { axeFindings } from './axe';

const SHOTS = process.env.ORDER_SHOTS_DIR;

/** Serious and critical axe findings of the page once its skeletons are gone. */
async function axeProblems(page: Page): Promise<string[]> {
  await expect(page.locator('.mantine-Skeleton-root:visible')).toHaveCount(0);
  return axeFindings(page);
}

/** Screenshots at a laptop's and a phone's width, when ORDER_SHOTS_DIR asks for them. */
async function widths(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1366, 412]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1366, height: 900 });
}

/**
 * An order from start to end in two browsers at once, the buyer's and the partner's (and an admin's
 * for the dispute): each side sees the other's steps arrive live, with no reload.
 */
test('an accepted quote becomes an order that is confirmed, delivered in parts, paid and completed', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const partner = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  const buyer = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  const admin = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
  await Promise.all([
    signInAs(partner.request, 'partner'),
    signInAs(buyer.request, 'member'),
    signInAs(admin.request, 'admin'),
  ]);
  const { myPartner } = await gql<{ myPartner: { id: string; businessName: string } }>(
    partner.request,
    `{ myPartner { id businessName } }`,
  );
  const business = myPartner.businessName;
  await gql(admin.request, `mutation A($id: ID!) { approvePartner(id: $id) { id } }`, { id: myPartner.id });
  const product = async (name: string, unit: string, amount: string) =>
    (
      await gql<{ createProduct: { id: string } }>(
        partner.request,
        `mutation P($input: ProductInput!) { createProduct(input: $input) { id } }`,
        { input: { name, unit, category: 'CEMENT', price: { amount } } },
      )
    ).createProduct.id;
  const cement = await product(`Cement ${stamp}`, 'bag', '4800');
  const sand = await product(`Sharp sand ${stamp}`, 'tonne', '25000');
  const title = `Cement and sand ${stamp}`;
  const wireId = await postMaterialsWire(buyer.request, {
    title,
    location: { label: 'Lekki, Lagos', lat: 6.4474, lng: 3.4723 },
    material: 'Cement',
    quantity: 40,
    unit: 'bag',
  });
  await gql(
    partner.request,
    `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`,
    {
      input: {
        wireId,
        message: 'Delivered within the week',
        offeredProducts: [
          { productId: cement, quantity: 40, unitPrice: '4800' },
          { productId: sand, quantity: 10, unitPrice: '25000' },
        ],
      },
    },
  );

  // the partner watches their orders: none yet, and says what to do
  await partner.goto('/partners/orders');
  await expect(partner.getByText('No orders yet')).toBeVisible();

  // the buyer accepts the quote on the wire's page, which then leads to the order
  await buyer.goto(`/wires/details?id=${wireId}`);
  const compared = buyer.getByRole('region', { name: 'Responses compared' });
  await compared.getByRole('button', { name: `Accept the quote of ${business}` }).click();
  await buyer.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  const orderLink = buyer.getByRole('link', { name: /^View order BW-\d{4}-\d{6}$/ });
  await expect(orderLink).toBeVisible();
  const number = (await orderLink.textContent())!.replace('View order ', '');

  // the order reaches the partner's list live, with what is due
  const card = partner.getByRole('article', { name: `Order ${number}` });
  await expect(card).toBeVisible();
  await expect(card.getByText('Confirm with a delivery date')).toBeVisible();
  expect(await axeProblems(partner)).toEqual([]);
  await widths(partner, 'partner-orders');

  await orderLink.click();
  await expect(buyer.getByRole('heading', { level: 1, name: number })).toBeVisible();
  // each side's order page is its list's `?id=` (SPEC §2)
  await expect(buyer).toHaveURL(/\/orders\?id=[0-9a-f-]{36}$/);
  await expect(buyer.getByText('Waiting for the partner to confirm')).toBeVisible();

  // the partner confirms with a delivery date; the buyer's page follows
  await card.getByRole('link', { name: number }).click();
  await expect(partner.getByRole('heading', { level: 1, name: number })).toBeVisible();
  await expect(partner).toHaveURL(/\/partners\/orders\?id=[0-9a-f-]{36}$/);
  await partner.getByRole('button', { name: 'Confirm order' }).click();
  const confirm = partner.getByRole('form', { name: 'Confirm the order' });
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await confirm.getByLabel('Delivery date').fill(inAWeek);
  await confirm.getByRole('button', { name: 'Confirm order' }).click();
  await expect(buyer.getByText('Waiting for dispatch')).toBeVisible();
  await expect(buyer.getByRole('link', { name: /Purchase order .*-PO/ })).toBeVisible();

  // part 1: half the cement; the buyer sees it arrive and receives it
  await partner.getByRole('button', { name: 'Dispatch a part' }).click();
  const dispatch = partner.getByRole('form', { name: 'Dispatch a part' });
  await dispatch.getByLabel(`Cement ${stamp} (bag)`).fill('20');
  await dispatch.getByLabel(`Sharp sand ${stamp} (tonne)`).fill('0');
  await dispatch.getByLabel('Waybill number or driver note').fill('WB-1001, driver Musa');
  await dispatch.getByRole('button', { name: 'Dispatch' }).click();
  await buyer.getByRole('button', { name: 'Receive part 1' }).click();
  const receive = buyer.getByRole('form', { name: 'Receive part 1' });
  await receive.getByRole('button', { name: 'Note receipt' }).click();
  await expect(partner.getByText(/^Received /).first()).toBeVisible();
  const cementRow = buyer.getByRole('row', { name: new RegExp(`Cement ${stamp}`) });
  await expect(cementRow.getByTestId('line-balance')).toHaveText('20');
  expect(await axeProblems(buyer)).toEqual([]);
  await widths(buyer, 'order-page-buyer');
  // and in dark mode (the app follows the system's scheme)
  await buyer.emulateMedia({ colorScheme: 'dark' });
  expect(await axeProblems(buyer)).toEqual([]);
  if (SHOTS) await buyer.screenshot({ path: `${SHOTS}/order-page-buyer-dark.png`, fullPage: true });
  await buyer.emulateMedia({ colorScheme: 'light' });

  // part 2: the rest
  await partner.getByRole('button', { name: 'Dispatch a part' }).click();
  await partner
    .getByRole('form', { name: 'Dispatch a part' })
    .getByRole('button', { name: 'Dispatch' })
    .click();
  await buyer.getByRole('button', { name: 'Receive part 2' }).click();
  await buyer
    .getByRole('form', { name: 'Receive part 2' })
    .getByRole('button', { name: 'Note receipt' })
    .click();
  await expect(cementRow.getByTestId('line-balance')).toHaveText('0');

  // the invoice is a PDF
  const invoice = buyer.getByRole('link', { name: /Invoice .* \(PDF\)/ });
  await expect(invoice).toBeVisible();
  const pdf = await buyer.request.get((await invoice.getAttribute('href'))!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // the buyer disputes; an admin resolves it back into the flow
  await buyer.getByRole('button', { name: 'Dispute' }).click();
  const dispute = buyer.getByRole('form', { name: 'Dispute the order' });
  await dispute.getByLabel('What is wrong').fill('Four bags arrived wet.');
  await dispute.getByRole('button', { name: 'Open dispute' }).click();
  await expect(partner.getByRole('alert', { name: 'Disputed' })).toContainText('Four bags arrived wet.');

  await admin.goto('/admin/orders');
  await admin.getByRole('link', { name: number }).click();
  await expect(admin).toHaveURL(/\/admin\/orders\?id=[0-9a-f-]{36}$/);
  await admin.getByRole('button', { name: 'Resolve dispute' }).click();
  const resolve = admin.getByRole('form', { name: 'Resolve the dispute' });
  await resolve.getByLabel('Resolution note').fill('Partner replaces four bags on the next run.');
  await resolve.getByRole('button', { name: 'Resolve' }).click();
  await expect(buyer.getByText('Partner replaces four bags on the next run.')).toBeVisible();

  // the buyer records the payment; the partner confirms it
  await buyer.getByRole('button', { name: 'Record a payment' }).click();
  const pay = buyer.getByRole('form', { name: 'Record a payment' });
  await pay.getByLabel('Reference (optional)').fill('TRF-88231');
  await pay.getByRole('button', { name: 'Record payment' }).click();
  await partner.getByRole('button', { name: 'Confirm receipt' }).click();
  await partner.getByRole('dialog').getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(buyer.getByText(/^Confirmed /)).toBeVisible();

  // the buyer completes: the wire is fulfilled and the review opens
  await buyer.getByRole('button', { name: 'Complete order' }).click();
  await buyer.getByRole('dialog').getByRole('button', { name: 'Complete order' }).click();
  await expect(partner.getByText('Completed', { exact: true }).first()).toBeVisible();
  await buyer.getByRole('link', { name: title }).click();
  await expect(buyer.getByText('Fulfilled', { exact: true }).first()).toBeVisible();
  await expect(buyer.getByRole('region', { name: `Rate ${business}` })).toBeVisible();

  // the buyer's list and the admin table
  await buyer.goto('/orders');
  await expect(buyer.getByRole('article', { name: `Order ${number}` })).toBeVisible();
  expect(await axeProblems(buyer)).toEqual([]);
  await widths(buyer, 'buyer-orders');
  await admin.goto('/admin/orders');
  await expect(admin.getByRole('link', { name: number })).toBeVisible();
  const csv = await admin.request.get(
    (await admin.getByRole('link', { name: 'Export CSV' }).getAttribute('href'))!,
  );
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect(await csv.text()).toContain(number);
  expect(await axeProblems(admin)).toEqual([]);
  await widths(admin, 'admin-orders');
});
