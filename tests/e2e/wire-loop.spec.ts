import { expect, test } from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import { enterCoordinates, pickPlace } from './location';
import { shot } from './screens';

const PASSWORD = 'a sturdy passphrase 42';
const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/**
 * The heart of the product, in three browsers at once: an admin approves a new partner; the
 * partner watches their wireboard; a buyer posts a materials wire; it reaches the partner live;
 * the partner responds; the buyer sees it live and accepts; the partner sees ACCEPTED live.
 */
test('a wire travels from buyer to partner and back, live, with no reloads', async ({ browser }) => {
  test.setTimeout(120_000);
  const id = stamp();
  const business = `Ikeja Blocks ${id}`;
  const partnerEmail = `partner.${id}@example.com`;
  const title = `40 bags of cement ${id}`;

  const partner = await (await browser.newContext()).newPage();
  const admin = await (await browser.newContext()).newPage();
  const buyer = await (await browser.newContext()).newPage();

  // a business signs up as a partner: PENDING
  await partner.goto('/partners/signup');
  const signup = partner.getByRole('form', { name: 'Partner sign-up' });
  await signup.getByLabel('Your name').fill('Kola Ade');
  await signup.getByLabel('Email').fill(partnerEmail);
  await signup.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await signup.getByLabel('Business name').fill(business);
  await signup.getByLabel('Building materials').check();
  await signup.getByLabel('Phone').fill('+234 803 555 0123');
  await pickPlace(signup, 'Place', 'ikeja', 'Ikeja, Lagos');
  await signup.getByLabel('Radius (km)').fill('40');
  await shot(partner, 'partner-signup');
  await signup.getByRole('button', { name: 'Create partner account' }).click();
  await expect(partner).toHaveURL(/\/partners\/dashboard/);
  await expect(partner.getByText(/waiting for approval|pending/i).first()).toBeVisible();
  await shot(partner, 'partner-dashboard-pending');

  // an admin approves it
  await admin.goto('/admin');
  await admin.getByLabel('Email').fill(ADMIN.email);
  await admin.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
  await admin.getByRole('button', { name: /Sign in/ }).click();
  await expect(admin).toHaveURL(/\/admin\/dashboard/);
  await admin.goto('/admin/sellersList');
  const row = admin.getByRole('row').filter({ hasText: business });
  await expect(row).toBeVisible();
  await shot(admin, 'admin-sellers');
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(row.getByText('approved')).toBeVisible();

  // the partner watches the live board
  await partner.goto('/partners/wireboard');
  await expect(partner.getByRole('heading', { level: 1 })).toBeVisible();

  // a buyer posts a materials wire nearby
  await buyer.goto('/wires/login?tab=signup');
  const account = buyer.getByRole('form', { name: 'Create account' });
  await account.getByLabel('Display name').fill('Bisi Buyer');
  await account.getByLabel('Email').fill(`buyer.${id}@example.com`);
  await account.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await account.getByRole('button', { name: 'Create account' }).click();
  await expect(buyer.getByRole('button', { name: /Account menu/ })).toBeVisible();
  await buyer.goto('/buildmat');
  const wireForm = buyer.getByRole('form', { name: 'Materials wire' });
  await wireForm.getByLabel('Title').fill(title);
  await wireForm.getByLabel('Material 1', { exact: true }).fill('Cement 50kg');
  await wireForm.getByLabel('Quantity 1', { exact: true }).fill('40');
  await wireForm.getByLabel('Unit 1', { exact: true }).fill('bags');
  await enterCoordinates(wireForm, 'Place', { name: 'Yaba, Lagos', lat: '6.5095', lng: '3.3711' });
  await shot(buyer, 'buildmat-form');
  await wireForm.getByRole('button', { name: 'Post wire' }).click();
  await expect(buyer).toHaveURL(/\/wires\/details\?id=/);
  await expect(buyer.getByRole('heading', { name: title })).toBeVisible();

  // it appears on the partner's board without a reload, marked new
  const card = partner.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText('New')).toBeVisible();
  await shot(partner, 'partner-wireboard-live');

  // the partner responds inline
  await card.getByRole('button', { name: 'Respond' }).click();
  const respond = card.getByRole('form', { name: 'Respond to this wire' });
  await respond.getByLabel('Quote').fill('185000');
  await respond.getByLabel('Message').fill('Dangote 42.5R, delivered to Yaba within 48 hours.');
  await respond.getByRole('button', { name: 'Send response' }).click();
  await expect(card.getByText('You responded · Sent')).toBeVisible();

  // and follows its status on /partners/responses (client-side navigation, no reload)
  await partner.getByRole('link', { name: 'Responses' }).first().click();
  await expect(partner).toHaveURL(/\/partners\/responses/);
  const mine = partner.getByRole('article').filter({ hasText: title });
  await expect(mine.getByText('Sent', { exact: true })).toBeVisible();

  // the buyer sees the response arrive without a reload, and accepts it
  const compared = buyer.getByRole('region', { name: 'Responses compared' });
  await expect(compared.getByText(business)).toBeVisible({ timeout: 15_000 });
  await shot(buyer, 'wire-details-response');
  await compared.getByRole('button', { name: `Accept the quote of ${business}` }).click();
  await buyer.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(compared.getByText('Accepted', { exact: true })).toBeVisible();
  // and can now reach the partner, as the partner can reach the buyer
  await expect(compared.getByRole('link', { name: partnerEmail })).toHaveAttribute(
    'href',
    `mailto:${partnerEmail}`,
  );

  // the partner sees ACCEPTED without a reload, and now the buyer's contact
  await expect(mine.getByText('Accepted', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(mine.getByText(`buyer.${id}@example.com`)).toBeVisible();
  await shot(partner, 'partner-responses-accepted');
});
