import { expect, test } from '@playwright/test';
import { gql, uniqueEmail } from './accounts';

// Headless Chromium has no push service to subscribe with (none is reachable here): the
// delivery is tested end to end in tests/api/push.test.ts; this journey checks what the browser
// does itself: the service worker registers from /sw.js, and the settings show the right state.
test('the service worker registers, and push can be set per kind and per device on the settings', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['notifications']);
  await gql(page.request, `mutation S($input: SignUpInput!) { signUp(input: $input) { member { id } } }`, {
    input: { email: uniqueEmail('push'), password: 'a sturdy passphrase 42', displayName: 'Tunde Bakare' },
  });
  await page.goto('/userinfo?section=notifications');
  const settings = page.getByRole('main');
  const device = settings.getByRole('switch', { name: /Push notifications on this device/ });
  await expect(device).toBeEnabled();
  await expect(device).not.toBeChecked();
  await expect(settings.getByText('Get your notifications here as system notifications')).toBeVisible();

  const worker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    const ready = await navigator.serviceWorker.ready;
    return { scope: registration.scope, script: ready.active?.scriptURL ?? null };
  });
  expect(new URL(worker.scope).pathname).toBe('/');
  expect(new URL(worker.script!).pathname).toBe('/sw.js');

  const pushNewResponses = settings.getByRole('switch', {
    name: 'Push: New responses to my wires',
    exact: true,
  });
  await expect(pushNewResponses).toBeChecked();
  await pushNewResponses.press('Space');
  await expect(pushNewResponses).not.toBeChecked();
  await page.screenshot({ path: test.info().outputPath('push-settings-desktop.png'), fullPage: true });
  await page.reload();
  await expect(
    page.getByRole('switch', { name: 'Push: New responses to my wires', exact: true }),
  ).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'New responses to my wires', exact: true })).toBeChecked();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('switch', { name: /Push notifications on this device/ }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('push-settings-phone.png') });
});
