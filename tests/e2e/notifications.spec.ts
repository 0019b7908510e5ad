import { expect, test } from '@playwright/test';
import { gql, postMaterialsWire, respondAsApprovedPartner, uniqueEmail } from './accounts';
import { linkPathIn, waitForMail } from './mail';
import { shot } from './screens';

test('the bell hears of a new response live, leads to the wire, and an email link turns that email off', async ({
  page,
  browser,
}) => {
  test.slow();
  const email = uniqueEmail('bell');
  await gql(page.request, `mutation S($input: SignUpInput!) { signUp(input: $input) { member { id } } }`, {
    input: { email, password: 'a sturdy passphrase 42', displayName: 'Ngozi Obi' },
  });
  const wireId = await postMaterialsWire(page.request, {
    title: 'Reinforcement rods for the Yaba duplex',
    location: { label: 'Yaba, Lagos', lat: 6.5095, lng: 3.3711 },
    material: 'Y12 rods',
    quantity: 300,
    unit: 'lengths',
  });
  await page.goto('/wireboard');
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');
  await bell.click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toContainText('Nothing yet.');
  await page.keyboard.press('Escape');

  // a partner answers: the badge and a toast arrive without a reload
  await respondAsApprovedPartner(browser, wireId, {
    message: '300 lengths, delivered Monday.',
    amount: '2250000',
  });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(
    page.getByText('New response to "Reinforcement rods for the Yaba duplex"').first(),
  ).toBeVisible();
  await shot(page, 'bell-toast');

  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('button', { name: /^Unread: New response/ })).toBeVisible();
  await shot(page, 'bell-open');
  await panel.getByRole('button', { name: /^Unread: New response/ }).click();
  await expect(page).toHaveURL(new RegExp(`/wires/details\\?id=${wireId}`));
  await expect(bell).toHaveAccessibleName('Notifications');

  // the email has a link that turns this kind off, after one click on the page it opens
  const mail = await waitForMail(email, /300 lengths, delivered Monday/);
  await page.goto(linkPathIn(mail, '/unsubscribe'));
  await page.getByRole('button', { name: 'Stop these emails' }).click();
  await expect(page.getByRole('status')).toContainText('New responses to my wires');
  await page.goto('/userinfo?section=notifications');
  const settings = page.getByRole('main');
  const newResponses = settings.getByRole('switch', { name: 'New responses to my wires', exact: true });
  await expect(newResponses).not.toBeChecked();
  // a buyer is not asked about a partner's business; an account notice is always emailed, no switch
  await expect(settings.getByText('Invitations to quote on a wire')).toHaveCount(0);
  await expect(settings.getByText('My partner account approved, suspended or reinstated')).toHaveCount(0);
  await expect(settings.getByLabel('My webhooks turned off after failing: always emailed')).toHaveText(
    'Always',
  );
  await expect(
    settings.getByRole('switch', { name: 'My webhooks turned off after failing', exact: true }),
  ).toHaveCount(0);
  await newResponses.press('Space');
  await expect(newResponses).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'New responses to my wires', exact: true })).toBeChecked();
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'notification-settings-phone');
});
