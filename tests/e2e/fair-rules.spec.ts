import { expect, test } from '@playwright/test';
import { gql, postMaterialsWire, signInAs } from './accounts';
import { materialsWireInput } from '../helpers/wire-inputs';

test('a buyer keeps a wire open longer from its page', async ({ page }) => {
  await signInAs(page.request, 'member');
  const { postWire } = await gql<{ postWire: { id: string; expiresAt: string } }>(
    page.request,
    `mutation P($input: PostWireInput!) { postWire(input: $input) { id expiresAt } }`,
    {
      input: {
        ...materialsWireInput({
          title: 'Sharp sand, open for five days',
          location: { label: 'Surulere, Lagos', lat: 6.5, lng: 3.35 },
          material: 'Sharp sand',
          quantity: 10,
          unit: 'tonnes',
        }),
        openForDays: 5,
      },
    },
  );
  await page.goto(`/wires/details?id=${postWire.id}`);
  const responses = page.getByRole('region', { name: 'Responses' });
  await expect(responses.getByText(/^Open until /)).toBeVisible();
  await responses.getByRole('combobox', { name: 'Keep open' }).click();
  await page.getByRole('option', { name: '2 weeks' }).click();
  await responses.getByRole('button', { name: 'Extend' }).click();
  await expect(page.getByText(/^Open until /).last()).toBeVisible();
  // the extension has been saved once the wire reads 19 days ahead (the page's "Open until" was there before)
  const daysLeft = async () => {
    const { wire } = await gql<{ wire: { expiresAt: string } }>(
      page.request,
      `query W($id: ID!) { wire(id: $id) { expiresAt } }`,
      { id: postWire.id },
    );
    return (Date.parse(wire.expiresAt) - Date.now()) / 86_400_000;
  };
  await expect.poll(daysLeft).toBeGreaterThan(18.9);
  const days = await daysLeft();
  expect(days).toBeGreaterThan(18.9);
  expect(days).toBeLessThan(19.1);
});

test('a declined partner sees "Declined" with no Respond until the buyer lets them quote again', async ({
  browser,
}) => {
  const buyer = await browser.newContext();
  const partner = await browser.newContext();
  const admin = await browser.newContext();
  try {
    await signInAs(buyer.request, 'member');
    await signInAs(partner.request, 'partner');
    await signInAs(admin.request, 'admin');
    const { myPartner } = await gql<{ myPartner: { id: string } }>(partner.request, `{ myPartner { id } }`);
    await gql(admin.request, `mutation A($id: ID!) { approvePartner(id: $id) { id } }`, { id: myPartner.id });
    const title = `Laterite for a driveway ${Math.random().toString(36).slice(2, 6)}`;
    const wireId = await postMaterialsWire(buyer.request, {
      title,
      location: { label: 'Lekki, Lagos', lat: 6.4474, lng: 3.4723 },
      material: 'Laterite',
      quantity: 3,
      unit: 'trips',
    });
    await gql(
      partner.request,
      `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`,
      { input: { wireId, message: 'Three trips, delivered Friday', quote: { amount: '90000' } } },
    );

    // the buyer declines on the wire's page
    const buyerPage = await buyer.newPage();
    await buyerPage.goto(`/wires/details?id=${wireId}`);
    const card = buyerPage.getByRole('article', { name: /^Quote of / });
    await card.getByRole('button', { name: /^Decline the quote of / }).click();
    await buyerPage.getByRole('dialog').getByRole('button', { name: 'Decline' }).click();
    await expect(card.getByRole('button', { name: /^Let .* quote again$/ })).toBeVisible();

    // the partner's board marks it declined and offers no Respond
    const partnerPage = await partner.newPage();
    await partnerPage.goto(`/partners/wireboard?text=${encodeURIComponent(title)}`);
    const wireCard = partnerPage.getByRole('article', { name: title });
    await expect(wireCard.getByText('Declined', { exact: true })).toBeVisible();
    await expect(wireCard.getByText(/declined your quote/)).toBeVisible();
    await expect(wireCard.getByRole('button', { name: 'Respond' })).toHaveCount(0);

    // the buyer lets them quote again; the partner's board, live, offers Respond once more
    await card.getByRole('button', { name: /^Let .* quote again$/ }).click();
    await buyerPage.getByRole('dialog').getByRole('button', { name: 'Let them quote again' }).click();
    await expect(card.getByText(/^Reopened to them on/)).toBeVisible();
    await expect(wireCard.getByRole('button', { name: 'Respond' })).toBeVisible();
    await expect(wireCard.getByText('Declined', { exact: true })).toHaveCount(0);
  } finally {
    await buyer.close();
    await partner.close();
    await admin.close();
  }
});
