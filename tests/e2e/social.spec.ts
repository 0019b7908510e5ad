import { expect, test } from '@playwright/test';
import { gql } from './accounts';
import { shots } from './screens';

/** Who the run's mock Google signs in (tests/e2e/mock-oidc.mjs). */
const GOOGLE_EMAIL = 'e2e.google@buildwire.test';
const ME = `query { me { email } }`;

test('Continue with Google: a newcomer signs up through the provider, then signs in with one click', async ({
  page,
}) => {
  // a whole journey with six full-page screenshots
  test.slow();
  await page.goto('/wires/login?returnTo=%2Fwireboard');
  const google = page.getByRole('link', { name: 'Continue with Google' });
  // the buttons wait for signInMethods: generous on a loaded machine
  await expect(google).toBeVisible({ timeout: 30_000 });
  // GitHub is not configured in this run: no button for it
  await expect(page.getByRole('link', { name: 'Continue with GitHub' })).toHaveCount(0);
  await shots(page, 'login-with-google');

  // the mock provider has no login screen: it sends the browser straight back
  await google.click();
  await expect(page).toHaveURL(/\/nouser$/);
  await expect(page.getByText(`Signing up will link your Google account ${GOOGLE_EMAIL}`)).toBeVisible();
  await shots(page, 'nouser-pending-google');
  await page.getByRole('button', { name: 'Create my account with Google' }).click();

  await expect(page).toHaveURL(/\/userinfo\?section=sign-in-methods$/);
  const section = page.getByRole('region', { name: 'Linked sign-in methods' });
  await expect(section.getByText(new RegExp(`${GOOGLE_EMAIL.replace(/\./g, '\\.')} · since`))).toBeVisible();
  await expect(section.getByRole('button', { name: 'Remove Google' })).toBeVisible();
  await shots(page, 'userinfo-linked');

  // the only way in cannot be removed: the server says why
  await section.getByRole('button', { name: 'Remove Google' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(section.getByRole('alert')).toContainText('only way to sign in');

  await gql(page.request, `mutation { signOut }`);
  await page.goto('/wires/login?returnTo=%2Fwireboard');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/wireboard$/);
  expect(await gql<{ me: { email: string } | null }>(page.request, ME)).toEqual({
    me: { email: GOOGLE_EMAIL },
  });
});

test('a callback that does not match the started sign-in is refused on the login page', async ({ page }) => {
  await page.goto('/auth/google/callback?state=forged&code=forged');
  await expect(page).toHaveURL(/\/wires\/login\?.*signInError=STATE_MISMATCH/);
  await expect(page.getByRole('alert')).toContainText('Signing in with Google did not complete');
  expect(await gql<{ me: null }>(page.request, ME)).toEqual({ me: null });
});
