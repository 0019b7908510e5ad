import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The axe findings of the page as it is now, one line each (rule, help, where): the serious and
 * critical ones, or with `every` all of them; `within` limits the check to a part of the page.
 */
export async function axeFindings(
  page: Page,
  { within, every = false }: { within?: string; every?: boolean } = {},
): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  return violations
    .filter((violation) => every || violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${page.url()}: ${violation.id} ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
