import { expect, test } from '@playwright/test';
import { gql, PASSWORD, uniqueEmail } from './accounts';
import { enterCoordinates } from './location';

/**
 * Impatient hands: three clicks in one tick on "Create account" and on "Post wire" make one
 * account and one wire (one request per submission, the button disabled while it is in flight).
 */
test('triple clicks make one account and one wire', async ({ page }) => {
  const title = `Triple-click sand ${Date.now().toString(36)}`;
  await page.goto('/wires/login?tab=signup');
  const account = page.getByRole('form', { name: 'Create account' });
  await account.getByLabel('Display name').fill('Tayo Triple');
  await account.getByLabel('Email').fill(uniqueEmail('triple'));
  await account.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  const clickThrice = (button: HTMLElement) => {
    button.click();
    button.click();
    button.click();
  };
  await account.getByRole('button', { name: 'Create account' }).evaluate(clickThrice);
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();

  await page.goto('/buildmat');
  const wireForm = page.getByRole('form', { name: 'Materials wire' });
  await wireForm.getByLabel('Title').fill(title);
  await wireForm.getByLabel('Material 1', { exact: true }).fill('Sharp sand');
  await wireForm.getByLabel('Quantity 1', { exact: true }).fill('2');
  await wireForm.getByLabel('Unit 1', { exact: true }).fill('tonnes');
  await enterCoordinates(wireForm, 'Place', { name: 'Yaba, Lagos', lat: '6.5095', lng: '3.3711' });
  await wireForm.getByRole('button', { name: 'Post wire' }).evaluate(clickThrice);
  await expect(page).toHaveURL(/\/wires\/details\?id=/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  const data = await gql<{ myWires: { totalCount: number } }>(page.request, `{ myWires { totalCount } }`);
  expect(data.myWires.totalCount).toBe(1);
});
