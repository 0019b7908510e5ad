import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { gql, postMaterialsWire, respondAsApprovedPartner, signInAs, type E2eRole } from '../e2e/accounts';

/** Who walks the pages: the e2e roles, and a partner the run's admin has approved. */
export type WalkRole = E2eRole | 'approved-partner';
export type ColourMode = 'light' | 'dark';

/** A signed-in context of a role, and the records its walk shows (a wire with a quote, for a buyer). */
export type Walker = { context: BrowserContext; wireId?: string };

const LEKKI = { label: 'Lekki, Lagos', lat: 6.4474, lng: 3.4723 };
const tag = () => Math.random().toString(36).slice(2, 6);

/** Approves the partner signed in on `context` as the run's admin. */
async function approve(browser: Browser, context: BrowserContext): Promise<void> {
  const admin = await browser.newContext();
  try {
    await signInAs(admin.request, 'admin');
    const { myPartner } = await gql<{ myPartner: { id: string } }>(context.request, `{ myPartner { id } }`);
    await gql(admin.request, `mutation A($id: ID!) { approvePartner(id: $id) { id } }`, { id: myPartner.id });
  } finally {
    await admin.close();
  }
}

/** A fresh buyer's wire in Lekki (where the e2e partners serve), posted through the API. */
async function buyersWire(browser: Browser): Promise<string> {
  const buyer = await browser.newContext();
  try {
    await signInAs(buyer.request, 'member');
    return await postMaterialsWire(buyer.request, {
      title: `Sharp sand for a fence ${tag()}`,
      location: LEKKI,
      material: 'Sharp sand',
      quantity: 2,
      unit: 'trips',
    });
  } finally {
    await buyer.close();
  }
}

/**
 * Signs a new context in as `role`, with data on its pages: a buyer's wire has an approved
 * partner's quote; an approved partner has quoted on a wire and has an out-of-stock product; the
 * admin's tables have a wire.
 */
export async function walker(browser: Browser, baseURL: string, role: WalkRole): Promise<Walker> {
  const context = await browser.newContext({ baseURL });
  if (role === 'approved-partner') {
    await signInAs(context.request, 'partner');
    await approve(browser, context);
    const wireId = await buyersWire(browser);
    await gql(
      context.request,
      `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`,
      { input: { wireId, message: 'Two trips this week.', quote: { amount: '90000' } } },
    );
    await gql(context.request, `mutation C($input: ProductInput!) { createProduct(input: $input) { id } }`, {
      input: {
        category: 'CEMENT',
        name: `Portland cement ${tag()}`,
        unit: 'bag (50 kg)',
        price: { amount: '9500' },
        inStock: false,
      },
    });
    return { context, wireId };
  }
  await signInAs(context.request, role);
  if (role === 'member') {
    const wireId = await postMaterialsWire(context.request, {
      title: `Blocks for a boundary wall ${tag()}`,
      location: LEKKI,
      material: '9-inch blocks',
      quantity: 400,
      unit: 'pieces',
    });
    await respondAsApprovedPartner(browser, wireId, { message: 'Delivered tomorrow.', amount: '180000' });
    return { context, wireId };
  }
  if (role === 'admin') return { context, wireId: await buyersWire(browser) };
  return { context };
}

/** Makes every load of `page` start in `mode` (the app reads the stored choice before it paints). */
export async function useColourMode(page: Page, mode: ColourMode): Promise<void> {
  await page.addInitScript((stored) => window.localStorage.setItem('bw-color-scheme', stored), mode);
}

/** Waits until the page shown has its content: the main region, no loading placeholders in view. */
export async function settled(page: Page, mode: ColourMode): Promise<void> {
  await expect(page.locator('main, [data-testid=error-status]').first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', mode);
  // a hidden tab's panel may keep its placeholder until it is opened: only visible ones count
  await expect(page.locator('.mantine-Skeleton-root:visible'))
    .toHaveCount(0, { timeout: 10_000 })
    .catch(() => {});
}

/**
 * The serious and critical axe findings on what `page` shows now, one line each: where, rule, and
 * the first targets. GraphiQL's tab bar puts its close buttons inside role=tab items
 * (nested-interactive); it is the library's markup, kept as it is
 * (docs/decisions/0036-api-explorer.md), the rest of /explorer is checked. Axe's experimental
 * check that a control's name contains its visible text (WCAG 2.5.3, for speech input) runs too.
 */
export async function axeProblems(page: Page, state: string): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .exclude('.graphiql-tabs')
    .analyze();
  const problems: string[] = [];
  for (const violation of results.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const targets = violation.nodes.map((node) => node.target.join(' '));
    const shown =
      targets.slice(0, 4).join(', ') + (targets.length > 4 ? ` (+${targets.length - 4} more)` : '');
    problems.push(`${state}: ${violation.id} (${violation.impact}, ${targets.length} nodes) at ${shown}`);
  }
  return problems;
}
