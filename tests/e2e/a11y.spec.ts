import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { signInAs, type E2eRole } from './accounts';
import { routesFor, routeTable, urlOf } from '../helpers/walked-routes';

/**
 * One signed-in browser context per role and worker, shared by that worker's tests of the role:
 * each test opens its own page in it, so the walk signs up once per role and loads the app's
 * scripts from the context's cache instead of once per route.
 */
const test = base.extend<object, { signedIn: (role: E2eRole) => Promise<BrowserContext> }>({
  signedIn: [
    async ({ browser }, use, workerInfo) => {
      const contexts = new Map<E2eRole, Promise<BrowserContext>>();
      await use((role) => {
        let context = contexts.get(role);
        if (!context) {
          context = (async () => {
            const created = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
            await signInAs(created.request, role);
            return created;
          })();
          contexts.set(role, context);
        }
        return context;
      });
      for (const context of contexts.values()) await (await context).close();
    },
    { scope: 'worker' },
  ],
});

const adminLoginDescription = routeTable.find((r) => r.path === '/admin')!.description;

/**
 * The page a visitor is shown sets its own title and description (a guard may have moved them on, to a
 * login page: whichever page is shown is judged). Pages about one record, or an error, name it in
 * the title: any page-specific title will do.
 */
async function expectOwnTitle(page: Page, url: string): Promise<void> {
  await expect(async () => {
    const shown = routeTable.find((r) => r.path === new URL(page.url()).pathname);
    expect(shown, page.url()).toBeDefined();
    const title = await page.title();
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    if (shown!.path === '/error' || shown!.path === '/wires/details') {
      expect(title, url).toMatch(/^\S.* \| BuildWire$/);
      expect(description, url).not.toBe('');
      return;
    }
    // a visitor on an admin page is shown the admin sign-in there
    const loginToAdmin = shown!.guard === 'admin-sign-in-check';
    const expected = loginToAdmin
      ? 'Admin Login | BuildWire'
      : shown!.title.includes('BuildWire')
        ? shown!.title
        : `${shown!.title} | BuildWire`;
    expect(title, url).toBe(expected);
    expect(description, url).toBe(loginToAdmin ? adminLoginDescription : shown!.description);
  }).toPass({ timeout: 10_000 });
}
const roles: E2eRole[] = ['anonymous', 'member', 'partner', 'admin'];

// one test per role and route: the walk spreads over the workers, and a slow page fails alone
for (const role of roles) {
  for (const route of routesFor(role)) {
    const url = urlOf(route);
    test(`${route.path} (${role}): its own title and description, no serious or critical accessibility violation`, async ({
      signedIn,
    }) => {
      const page = await (await signedIn(role)).newPage();
      try {
        await page.goto(url);
        await expect(page.locator('main, [data-testid=error-status]').first()).toBeVisible();
        // wait until loading placeholders have gone
        // (visible ones: a hidden tab's panel may keep its placeholder until it is opened)
        await expect(page.locator('.mantine-Skeleton-root:visible'))
          .toHaveCount(0, { timeout: 10_000 })
          .catch(() => {});
        // GraphiQL's tab bar puts its close buttons inside role=tab items (nested-interactive); it
        // is the library's markup, kept as it is (docs/decisions/0036-api-explorer.md), the rest of /explorer is checked
        const results = await new AxeBuilder({ page }).exclude('.graphiql-tabs').analyze();
        const problems: string[] = [];
        for (const violation of results.violations) {
          if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
          const targets = violation.nodes.map((node) => node.target.join(' ')).slice(0, 3);
          problems.push(
            `${url}: ${violation.id} (${violation.impact}) ${violation.help} at ${targets.join(', ')}`,
          );
        }
        expect(problems, problems.join('\n')).toEqual([]);
        if (role === 'anonymous') await expectOwnTitle(page, url);
      } finally {
        await page.close();
      }
    });
  }
}
