import { expect, test as base, type Page } from '@playwright/test';
import { routesFor, urlOf } from '../helpers/walked-routes';
import {
  axeProblems,
  settled,
  useColourMode,
  walker,
  type ColourMode,
  type WalkRole,
  type Walker,
} from './walk';

/**
 * One signed-in context per role and worker, with its data, and one page in it per colour mode,
 * shared by that worker's tests of the role: the walk signs up once per role and loads the app's
 * scripts once per context, from its cache afterwards.
 */
type Walk = { page: Page; wireId?: string };
const test = base.extend<object, { walkPage: (role: WalkRole, mode: ColourMode) => Promise<Walk> }>({
  walkPage: [
    async ({ browser }, use, workerInfo) => {
      const walkers = new Map<WalkRole, Promise<Walker>>();
      const pages = new Map<string, Promise<Walk>>();
      await use((role, mode) => {
        let found = walkers.get(role);
        if (!found) {
          found = walker(browser, String(workerInfo.project.use.baseURL), role);
          walkers.set(role, found);
        }
        const key = `${role} ${mode}`;
        let walk = pages.get(key);
        if (!walk) {
          walk = found.then(async ({ context, wireId }) => {
            const page = await context.newPage();
            await useColourMode(page, mode);
            return { page, wireId };
          });
          pages.set(key, walk);
        }
        return walk;
      });
      for (const found of walkers.values()) await (await found).context.close();
    },
    { scope: 'worker' },
  ],
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 720 };
const roles: WalkRole[] = ['anonymous', 'member', 'partner', 'approved-partner', 'admin'];
const modes: ColourMode[] = ['light', 'dark'];

type ExtraState = { role: WalkRole; name: string; open: (page: Page, mode: ColourMode) => Promise<void> };

/** The states beyond a page's first view: a toast, and drawers and the menu on a phone. */
const EXTRA_STATES: ExtraState[] = [
  {
    role: 'member',
    name: '/userinfo with a toast',
    open: async (page, mode) => {
      await page.goto('/userinfo');
      await settled(page, mode);
      await page.getByRole('form', { name: 'Profile' }).getByRole('button', { name: /Save/ }).click();
      const toast = page.locator('.mantine-Notification-root').first();
      await expect(toast).toBeVisible();
      // a pointer on the toast holds it open while it is checked
      await toast.hover();
    },
  },
  ...(['member', 'approved-partner'] as const).map((role) => ({
    role,
    name: '/wireboard with the phone menu open',
    open: async (page: Page, mode: ColourMode) => {
      await page.goto('/wireboard');
      await settled(page, mode);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.locator('#app-navbar')).toBeVisible();
    },
  })),
  {
    role: 'approved-partner',
    name: '/partners/products with the product drawer open on a phone',
    open: async (page, mode) => {
      await page.goto('/partners/products');
      await settled(page, mode);
      await page.getByRole('button', { name: 'Add product' }).click();
      await expect(page.getByRole('form', { name: 'New product' })).toBeVisible();
    },
  },
  {
    role: 'admin',
    name: '/admin/requestTable with the details drawer open on a phone',
    open: async (page, mode) => {
      await page.goto('/admin/requestTable');
      await settled(page, mode);
      await page
        .getByRole('button', { name: /^Details of / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Request details' })).toBeVisible();
      await settled(page, mode);
    },
  },
];

/** Fails with every serious or critical finding on what `page` shows: rule, impact and targets. */
async function expectNoSeriousFindings(page: Page, state: string): Promise<void> {
  const problems = await axeProblems(page, state);
  expect(problems, problems.join('\n')).toEqual([]);
}

// one test per role, colour mode and page state: the walk spreads over the workers, and a slow page fails alone
for (const mode of modes) {
  for (const role of roles) {
    for (const route of routesFor(role)) {
      test(`${route.path} (${role}, ${mode}): no serious or critical accessibility violation`, async ({
        walkPage,
      }) => {
        const { page, wireId } = await walkPage(role, mode);
        const url = urlOf(route, wireId);
        await page.setViewportSize(DESKTOP);
        await page.goto(url);
        await settled(page, mode);
        await expectNoSeriousFindings(page, `${url} (${role}, ${mode})`);
      });
    }
  }
  for (const state of EXTRA_STATES) {
    test(`${state.name} (${state.role}, ${mode}): no serious or critical accessibility violation`, async ({
      walkPage,
    }) => {
      const { page } = await walkPage(state.role, mode);
      await page.setViewportSize(state.name.includes('toast') ? DESKTOP : PHONE);
      await state.open(page, mode);
      await expectNoSeriousFindings(page, `${state.name} (${state.role}, ${mode})`);
    });
  }
}
