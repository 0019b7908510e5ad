import { expect, test } from '@playwright/test';
import { approvedPartnerContext, postMaterialsWire, respondToWire, signInAs } from './accounts';
import { listening } from './live';
import { axeFindings } from './axe';

test('a partner revises a quote and the buyer sees it live; the buyer counters, the partner accepts', async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAs(page.request, 'member');
  const wireId = await postMaterialsWire(page.request, {
    title: 'Blocks for the Lekki wall',
    location: { label: 'Lekki, Lagos', lat: 6.4474, lng: 3.4723 },
    material: '9-inch blocks',
    quantity: 3000,
    unit: 'pieces',
  });

  const { context: partnerContext, partner: myPartner } = await approvedPartnerContext(browser);
  const partnerPage = await partnerContext.newPage();
  await respondToWire(partnerContext.request, wireId, {
    message: '3000 blocks in stock.',
    amount: '1350000',
  });

  // both sides listen before anything changes
  const buyerListens = listening(page, 'WireResponseEvents');
  await page.goto(`/wires/details?id=${wireId}`);
  await buyerListens;
  const card = page.getByRole('article', { name: `Quote of ${myPartner.businessName}` });
  await expect(card.getByTestId('response-total')).toContainText('1,350,000');
  const partnerListens = listening(partnerPage, 'MyResponseEvents');
  await partnerPage.goto('/partners/responses');
  await partnerListens;

  // the partner revises: the same quote form, prefilled
  await partnerPage.getByRole('button', { name: 'Revise quote' }).click();
  const form = partnerPage.getByRole('form', { name: 'Revise your quote' });
  await expect(form.getByRole('textbox', { name: 'Message' })).toHaveValue('3000 blocks in stock.');
  await form.getByRole('textbox', { name: 'Quote' }).fill('1275000');
  await form.getByRole('textbox', { name: 'Message' }).fill('3000 blocks, delivery included.');
  await form.getByRole('button', { name: 'Send revision' }).click();
  await expect(partnerPage.getByRole('dialog')).toBeHidden();

  // the buyer's card changes live: the new price, a Revised badge, what changed, the earlier version
  await expect(card.getByTestId('response-total')).toContainText('1,275,000');
  await expect(card.getByText('Revised', { exact: true })).toBeVisible();
  const changes = card.getByRole('list', { name: 'What changed' });
  await expect(changes).toContainText(/1,350,000.*→.*1,275,000/);
  await expect(changes).toContainText('New message');
  await card.getByRole('button', { name: 'Earlier versions (1)' }).click();
  await expect(card.getByRole('region', { name: 'Version 1' })).toContainText('3000 blocks in stock.');
  expect(await axeFindings(page, { within: 'main', every: true })).toEqual([]);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: test.info().outputPath('revised-buyer-1366.png'), fullPage: true });
  await page.setViewportSize({ width: 412, height: 915 });
  await card.screenshot({ path: test.info().outputPath('revised-buyer-412.png') });
  await page.setViewportSize({ width: 1366, height: 900 });

  // the buyer counters; the partner sees it live and accepts it
  await card.getByRole('button', { name: `Make ${myPartner.businessName} a counter-offer` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /The price you would accept/ }).fill('1200000');
  await dialog.getByRole('textbox', { name: 'Terms or message' }).fill('Delivery by Friday.');
  await dialog.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('counter-offer')).toContainText('Your counter-offer');

  const counter = partnerPage.getByTestId('counter-offer');
  await expect(counter).toContainText("The buyer's counter-offer");
  await expect(counter).toContainText('1,200,000');
  expect(await axeFindings(partnerPage, { within: 'main', every: true })).toEqual([]);
  await partnerPage.setViewportSize({ width: 1366, height: 900 });
  await partnerPage.screenshot({ path: test.info().outputPath('counter-partner-1366.png'), fullPage: true });
  await partnerPage.setViewportSize({ width: 412, height: 915 });
  await partnerPage.screenshot({ path: test.info().outputPath('counter-partner-412.png'), fullPage: true });
  await counter.getByRole('button', { name: 'Accept counter-offer' }).click();
  await expect(counter).toContainText('accepted');

  // the buyer sees the new price, live
  await expect(card.getByTestId('response-total')).toContainText('1,200,000');
  await expect(card.getByRole('list', { name: 'What changed' })).toContainText(/1,275,000.*→.*1,200,000/);
  await expect(card.getByText('Counter-offer accepted', { exact: false }).first()).toBeVisible();
  await partnerContext.close();
});
