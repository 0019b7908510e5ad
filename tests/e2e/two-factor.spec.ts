import { expect as baseExpect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { gql, PASSWORD, uniqueEmail } from './accounts';
import { shots } from './screens';

// a long journey on a shared machine: each step may wait longer than the default 10 s
const expect = baseExpect.configure({ timeout: 30_000 });

/** The code an authenticator app holding `key` shows, `stepsAhead` time steps from now. */
function codeFor(key: string, stepsAhead = 0): string {
  const totp = new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

test('a member turns on two-factor sign-in at /userinfo, signs out, and signs in with password and code', async ({
  page,
}) => {
  test.setTimeout(300_000); // a long journey with screenshots at two widths
  const email = uniqueEmail('twofa');
  await gql(page.request, `mutation S($input: SignUpInput!) { signUp(input: $input) { member { id } } }`, {
    input: { email, password: PASSWORD, displayName: 'Tunde Bello' },
  });

  await page.goto('/userinfo?section=two-factor');
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  const start = page.getByRole('form', { name: 'Turn on two-factor sign-in' });
  await start.getByLabel('Current password').fill(PASSWORD);
  await start.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const key = (await page.getByTestId('two-factor-key').textContent())!.replace(/\s+/g, '');
  expect(key).toMatch(/^[A-Z2-7]{32}$/);
  await shots(page, 'userinfo-two-factor-setup');
  const confirm = page.getByRole('form', { name: 'Confirm two-factor sign-in' });
  await confirm.getByLabel(/6-digit code/).fill(codeFor(key));
  await confirm.getByRole('button', { name: 'Turn on' }).click();

  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await shots(page, 'userinfo-recovery-codes');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText(/10 of 10 recovery codes left/)).toBeVisible();

  await page.goto('/');
  await page.getByRole('button', { name: /Account menu for Tunde Bello/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' }).first()).toBeVisible();

  await page.goto('/wires/login');
  const form = page.getByRole('form', { name: /Sign in/ });
  await form.getByLabel('Email').fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();

  const codeStep = page.getByRole('form', { name: 'Two-factor code' });
  const input = codeStep.getByLabel('Authentication code');
  await expect(input).toBeVisible();
  await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  await shots(page, 'signin-code-step');
  // the code of the step after the one that confirmed the setup (a code works once)
  await input.fill(codeFor(key, 1));
  await codeStep.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: /Account menu for Tunde Bello/ })).toBeVisible();

  await page.goto('/userinfo?section=sessions');
  const devices = page.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(devices).toHaveCount(1);
  await expect(devices.first().getByText('This device')).toBeVisible();
  await expect(devices.first()).toContainText(/Chrome on/);
  await shots(page, 'userinfo-sessions');

  for (const section of ['profile', 'password', 'two-factor', 'delete']) {
    await page.goto(`/userinfo?section=${section}`);
    await expect(page.getByRole('navigation', { name: 'Account sections' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await shots(page, `userinfo-${section}`);
  }
});
