import { expect, test } from '@playwright/test';
import { PASSWORD, gql, postMaterialsWire, signInAs, uniqueEmail } from './accounts';

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/**
 * A buyer invites a partner whose business the wire is outside of (property only, in Abuja, for
 * a materials wire in Lagos): the partner finds it on its board marked "Invited" and is told of it
 * in the bell; the buyer sees it listed, with a way to withdraw it.
 */
test('a buyer invites a partner outside its area, who sees the wire "Invited" on its board', async ({
  browser,
}) => {
  const id = stamp();
  const business = `Abuja Homes ${id}`;
  const title = `Roofing sheets ${id}`;

  // an approved property partner in Abuja
  const partnerContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const { signUpPartner } = await gql<{ signUpPartner: { member: { id: string } } }>(
    partnerContext.request,
    `mutation S($input: SignUpPartnerInput!) { signUpPartner(input: $input) { member { id } } }`,
    {
      input: {
        email: uniqueEmail('invitee'),
        password: PASSWORD,
        displayName: 'Musa Bello',
        businessName: business,
        categories: ['PROPERTY'],
        phone: '+234 803 555 0199',
        serviceArea: { label: 'Abuja', lat: 9.0765, lng: 7.3986, radiusKm: 20 },
      },
    },
  );
  expect(signUpPartner.member.id).toBeTruthy();
  const { myPartner } = await gql<{ myPartner: { id: string } }>(
    partnerContext.request,
    `{ myPartner { id } }`,
  );
  await signInAs(adminContext.request, 'admin');
  await gql(adminContext.request, `mutation A($id: ID!) { approvePartner(id: $id) { id } }`, {
    id: myPartner.id,
  });
  await adminContext.close();

  // a buyer's materials wire in Lagos: not on that partner's board
  const buyerContext = await browser.newContext();
  await signInAs(buyerContext.request, 'member');
  const wireId = await postMaterialsWire(buyerContext.request, {
    title,
    location: { label: 'Lekki, Lagos', lat: 6.4474, lng: 3.4723 },
    material: 'Aluminium roofing sheet',
    quantity: 120,
    unit: 'sheets',
  });
  const partner = await partnerContext.newPage();
  await partner.goto('/partners/wireboard');
  await expect(partner.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(partner.getByRole('article', { name: title })).toHaveCount(0);

  // the buyer invites it from the wire's page, with the keyboard where it can
  const buyer = await buyerContext.newPage();
  await buyer.goto(`/wires/details?id=${wireId}`);
  const section = buyer.getByRole('region', { name: 'Invited partners' });
  await expect(section.getByText(/No partner is invited yet/)).toBeVisible();
  await section.getByRole('button', { name: 'Invite partners' }).click();
  const dialog = buyer.getByRole('dialog', { name: 'Invite partners to quote' });
  await dialog.getByLabel('Business name').fill(business);
  const choice = dialog.getByRole('checkbox', { name: business });
  await choice.focus();
  await buyer.keyboard.press('Space');
  await expect(choice).toBeChecked();
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByText(business)).toBeVisible();
  await expect(section.getByRole('button', { name: `Withdraw the invitation of ${business}` })).toBeVisible();

  // the partner's open board gets it live, marked, and the bell says so
  const card = partner.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Invited')).toBeVisible();
  const { notifications } = await gql<{
    notifications: { edges: { node: { kind: string; link: string } }[] };
  }>(partnerContext.request, `{ notifications(first: 5) { edges { node { kind link } } } }`);
  expect(notifications.edges.map((e) => e.node)).toContainEqual({
    kind: 'WIRE_INVITE',
    link: `/wires/details?id=${wireId}`,
  });
  await partnerContext.close();
  await buyerContext.close();
});
