import { expect, test } from '@playwright/test';
import { gql, signInAs } from './accounts';

test('a buyer keeps a wire open longer from its page', async ({ page }) => {
  await signInAs(page.request, 'member');
  const { postWire } = await gql<{ postWire: { id: string; expiresAt: string } }>(
    page.request,
    `mutation P($input: PostWireInput!) { postWire(input: $input) { id expiresAt } }`,
    {
      input: {
        kind: 'BUILDING_MATERIALS',
        title: 'Sharp sand, open for five days',
        location: { label: 'Surulere, Lagos', lat: 6.5, lng: 3.35 },
        materials: {
          lines: [{ material: 'Sharp sand', quantity: 10, unit: 'tonnes' }],
          deliveryNeeded: true,
        },
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
