import { expect, request as playwrightRequest, test } from '@playwright/test';
import { signInAs } from './accounts';
import { shot } from './screens';

const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id title } }`;

test('a member makes an API token at /userinfo, a program posts a wire with it, rotating keeps it working, revoking stops it', async ({
  page,
  baseURL,
}) => {
  test.slow();
  await signInAs(page.request, 'member');
  await page.goto('/userinfo?section=api-tokens');
  const section = page.getByRole('region', { name: 'API tokens' });
  await expect(section.getByText('No tokens yet.', { exact: false })).toBeVisible();

  // a blank name is refused at its field
  await section.getByRole('button', { name: 'Create token' }).click();
  await expect(section.getByText('Give the token a name')).toBeVisible();

  await section.getByLabel('Token name').fill('Procurement system');
  await section.getByRole('checkbox', { name: /^Wires/ }).check();
  await section.getByRole('button', { name: 'Create token' }).click();
  const secret = (await section.getByLabel('New token').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^bwt_/);
  await shot(page, 'api-token-created');
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByLabel('New token')).toHaveCount(0);
  const row = section.getByRole('listitem').filter({ hasText: 'Procurement system' });
  await expect(row).toContainText('never used');
  await expect(row).toContainText('Wires');

  // the program: no cookies, only the token
  const program = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { authorization: `Bearer ${secret}` },
  });
  const posted = await program.post('/graphql', {
    data: {
      query: POST,
      variables: {
        input: {
          kind: 'BUILDING_MATERIALS',
          title: 'Cement for block 4, from the procurement system',
          location: { label: 'Lekki, Lagos', lat: 6.4474, lng: 3.4723 },
          materials: { lines: [{ material: 'Cement', quantity: 80, unit: 'bags' }], deliveryNeeded: true },
        },
      },
    },
  });
  expect((await posted.json()).data?.postWire?.title).toBe('Cement for block 4, from the procurement system');

  await page.reload();
  await expect(row).toContainText('last used');

  // rotating: a new secret of the same token, the old one working through the grace period
  await row.getByRole('button', { name: 'Rotate Procurement system' }).click();
  await page
    .getByRole('dialog', { name: 'Rotate this token?' })
    .getByRole('button', { name: 'Rotate token' })
    .click();
  await expect(section.getByText('New secret for "Procurement system"')).toBeVisible();
  const successor = (await section.getByLabel('New token').textContent())?.trim() ?? '';
  expect(successor).toMatch(/^bwt_/);
  expect(successor).not.toBe(secret);
  await section.getByRole('button', { name: 'Done' }).click();
  const replaced = row.filter({ hasText: 'this secret works until' });
  await expect(replaced).toHaveCount(1);
  await expect(replaced.getByRole('button', { name: 'Rotate Procurement system' })).toHaveCount(0);
  await expect(row).toHaveCount(2);
  const inGrace = await (
    await program.post('/graphql', { data: { query: `{ myWires { totalCount } }` } })
  ).json();
  expect(inGrace.errors).toBeUndefined();

  // revoking the old one stops the program at once
  await replaced.getByRole('button', { name: 'Revoke Procurement system' }).click();
  const confirm = page.getByRole('dialog', { name: 'Revoke this token?' });
  await confirm.getByRole('button', { name: 'Revoke token' }).click();
  await expect(page.getByText('"Procurement system" is revoked.')).toBeVisible();
  await expect(replaced).toHaveCount(0);
  await expect(row).toHaveCount(1);

  const refused = await (
    await program.post('/graphql', { data: { query: `{ myWires { totalCount } }` } })
  ).json();
  expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'TOKEN_REVOKED' });
  await program.dispose();

  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'api-tokens-phone');
});
