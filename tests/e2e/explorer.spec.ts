import { expect, test } from '@playwright/test';
import { signInAs } from './accounts';
import { shot } from './screens';

test('the API explorer works with no outside network: a signed-in member runs a query', async ({
  page,
  baseURL,
}) => {
  test.slow();
  const own = new URL(baseURL!).host;
  const outside: string[] = [];
  await page.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.host === own || url.protocol === 'data:' || url.protocol === 'blob:') return route.continue();
    outside.push(url.href);
    return route.abort();
  });
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  await signInAs(page.request, 'member');
  // a browser opening /graphql is sent to the explorer
  await page.goto('/graphql');
  await expect(page).toHaveURL(/\/explorer$/);
  await expect(page).toHaveTitle(/API explorer/);
  const run = page.getByRole('button', { name: /execute query/i });
  await expect(run).toBeVisible({ timeout: 30_000 });
  // the editor holds the first query once Monaco has started
  await expect(page.locator('.graphiql-query-editor')).toContainText('FirstLook', { timeout: 30_000 });
  await run.click();
  const result = page.locator('.result-window');
  await expect(result).toContainText('"email": "member.', { timeout: 20_000 });
  await expect(result).toContainText('"role": "MEMBER"');
  // the documentation is built from the server's SDL (no introspection deeper than the limits)
  await page.getByRole('button', { name: /documentation explorer/i }).click();
  await expect(page.getByText('Root Types', { exact: false })).toBeVisible();
  await shot(page, 'explorer');

  expect(outside).toEqual([]);
  expect(problems.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);
});
