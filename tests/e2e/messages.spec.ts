import { expect, test } from '@playwright/test';
import { approvedPartnerContext, postMaterialsWire, respondToWire, signInAs } from './accounts';
import { subscriptionsOf } from './live';
import { axeFindings } from './axe';

const HIDDEN = '[contact hidden until accepted]';

test('buyer and partner talk live about a quote; contacts stay hidden until the buyer accepts', async ({
  page,
  browser,
}) => {
  test.slow();
  await signInAs(page.request, 'member');
  const wireId = await postMaterialsWire(page.request, {
    title: 'Blocks for the Ajah fence',
    location: { label: 'Ajah, Lagos', lat: 6.4698, lng: 3.5852 },
    material: '9-inch blocks',
    quantity: 2500,
    unit: 'pieces',
  });

  const { context: partnerContext, partner: myPartner } = await approvedPartnerContext(browser);
  const partnerPage = await partnerContext.newPage();
  await respondToWire(partnerContext.request, wireId, {
    message: '2500 blocks in stock.',
    amount: '1125000',
  });

  // the buyer opens the conversation of the quote and asks; the partner's badge counts it, live
  await page.goto(`/wires/details?id=${wireId}`);
  const card = page.getByRole('article', { name: `Quote of ${myPartner.businessName}` });
  await card.getByRole('button', { name: 'Messages' }).click();
  await expect(card.getByText(/No messages yet/)).toBeVisible();
  const partnerSubscriptions = subscriptionsOf(partnerPage);
  await partnerPage.goto('/partners/responses');
  const partnerToggle = partnerPage.getByRole('button', { name: /^Messages/ });
  await expect(partnerToggle).toBeVisible();
  const buyerBox = card.getByRole('textbox', { name: `Message to ${myPartner.businessName}` });
  await buyerBox.fill('Can you deliver on Friday? Mail me at ada.eze+site@example.com');
  await card.getByRole('button', { name: 'Send' }).click();
  await expect(buyerBox).toHaveValue('');
  await expect(partnerToggle).toHaveAccessibleName(/1 unread/);
  // the badges hear the bell's stream: one NotificationEvents subscription for the page
  expect(partnerSubscriptions.filter((name) => name === 'NotificationEvents')).toHaveLength(1);

  // the partner reads it (the contact hidden) and answers with Ctrl+Enter; the buyer sees it live
  await partnerToggle.click();
  await expect(partnerPage.getByTestId('message')).toContainText(
    `Can you deliver on Friday? Mail me at ${HIDDEN}`,
  );
  await expect(partnerToggle).toHaveAccessibleName('Messages');
  const partnerBox = partnerPage.getByRole('textbox', { name: 'Message to the buyer' });
  await partnerBox.fill('Yes, 2500 blocks on Friday. Call 0803 123 4567.');
  await partnerBox.press('Control+Enter');
  await expect(partnerBox).toHaveValue('');
  const buyerThread = card.getByRole('region', { name: `Messages with ${myPartner.businessName}` });
  await expect(buyerThread.getByTestId('message').nth(1)).toContainText(
    `Yes, 2500 blocks on Friday. Call ${HIDDEN}.`,
  );
  await expect(buyerThread).toContainText('until the buyer accepts this quote');
  // the buyer's read receipt reaches the partner
  await expect(partnerPage.getByTestId('message').nth(1)).toContainText('Seen');
  await page.screenshot({ path: test.info().outputPath('thread-buyer.png'), fullPage: true });
  expect(await axeFindings(partnerPage, { within: 'main', every: true })).toEqual([]);

  // accepting reveals the contacts on both sides
  await card.getByRole('button', { name: `Accept the quote of ${myPartner.businessName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(buyerThread.getByTestId('message').nth(1)).toContainText('Call 0803 123 4567.');
  await expect(partnerPage.getByTestId('message').first()).toContainText('ada.eze+site@example.com');
  await page.setViewportSize({ width: 390, height: 844 });
  await card.screenshot({ path: test.info().outputPath('thread-buyer-phone.png') });
  await partnerContext.close();
});
