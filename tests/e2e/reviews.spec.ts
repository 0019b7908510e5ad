import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { gql, postMaterialsWire, signInAs } from './accounts';

const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;

function postWire(request: APIRequestContext, title: string): Promise<string> {
  return postMaterialsWire(request, {
    title,
    location: { label: 'Surulere, Lagos', lat: 6.5, lng: 3.35 },
    material: 'Sandcrete blocks 9"',
    quantity: 800,
    unit: 'blocks',
  });
}

async function respond(request: APIRequestContext, wireId: string, amount: string): Promise<string> {
  const { respondToWire } = await gql<{ respondToWire: { id: string } }>(request, RESPOND, {
    input: { wireId, message: 'Delivered within two days.', quote: { amount } },
  });
  return respondToWire.id;
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/**
 * A buyer rates the partner of a fulfilled wire with the keyboard; the rating shows on that
 * partner's next quote in another buyer's comparison (with the review one click away); the
 * partner sees "You responded" on its board.
 */
test('a review after fulfilment shows on the partner next quote, and the partner sees it responded', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now().toString(36);
  const partner = await browser.newPage();
  const admin = await browser.newContext();
  const buyer = await browser.newPage();
  const nextBuyer = await browser.newPage();
  await Promise.all([
    signInAs(partner.request, 'partner'),
    signInAs(admin.request, 'admin'),
    signInAs(buyer.request, 'member'),
    signInAs(nextBuyer.request, 'member'),
  ]);
  const { myPartner } = await gql<{ myPartner: { id: string; businessName: string } }>(
    partner.request,
    `{ myPartner { id businessName } }`,
  );
  await gql(admin.request, `mutation A($id: ID!) { approvePartner(id: $id) { id } }`, { id: myPartner.id });
  await admin.close();

  // the first buyer's wire: answered, accepted, fulfilled
  const first = await postWire(buyer.request, `Fence blocks ${stamp}`);
  const responseId = await respond(partner.request, first, '640000');
  await gql(buyer.request, `mutation A($id: ID!) { acceptResponse(id: $id) { id } }`, { id: responseId });
  await gql(buyer.request, `mutation F($id: ID!) { fulfillWire(id: $id) { id } }`, { id: first });

  // the buyer rates the partner, stars by keyboard
  await buyer.goto(`/wires/details?id=${first}`);
  const form = buyer.getByRole('region', { name: `Rate ${myPartner.businessName}` });
  await expect(form).toBeVisible();
  await form.getByRole('radio', { name: '1 of 5 stars: poor' }).focus();
  await buyer.keyboard.press('ArrowRight');
  await buyer.keyboard.press('ArrowRight');
  await buyer.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 of 5 stars: very good' })).toBeChecked();
  await form.getByLabel('Your review').fill('Blocks on site a day early; two were cracked.');
  await shot(buyer, 'review-form');
  await form.getByRole('button', { name: 'Post review' }).click();
  const posted = buyer.getByRole('article', { name: /^Review by / });
  await expect(posted.getByText('Blocks on site a day early; two were cracked.')).toBeVisible();
  await expect(form).toBeHidden();

  // the partner's next quote, in another buyer's comparison, carries the rating
  const second = await postWire(nextBuyer.request, `Boundary wall blocks ${stamp}`);
  await respond(partner.request, second, '655000');
  await nextBuyer.goto(`/wires/details?id=${second}`);
  const quote = nextBuyer.getByRole('article', { name: `Quote of ${myPartner.businessName}` });
  const rating = quote.getByRole('button', { name: /^Rated 4 out of 5 from 1 review/ });
  await expect(rating).toHaveText('4 (1 review)');
  await rating.click();
  await expect(nextBuyer.getByText('Blocks on site a day early; two were cracked.')).toBeVisible();
  await shot(nextBuyer, 'comparison-rating');
  await nextBuyer.setViewportSize({ width: 390, height: 844 });
  await shot(nextBuyer, 'comparison-rating-390');

  // the partner's board says it responded, with the status
  await partner.goto('/partners/wireboard');
  const card = partner.getByRole('article').filter({ hasText: `Boundary wall blocks ${stamp}` });
  await expect(card.getByText('You responded · Sent')).toBeVisible();
});
