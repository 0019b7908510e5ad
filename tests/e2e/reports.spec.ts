import { expect as baseExpect, test, type Page } from '@playwright/test';
import { postAsAnotherBuyer, signInAs } from './accounts';
import { axeFindings } from './axe';

test.describe.configure({ timeout: 180_000 });
// two browsers and a server on a shared two-core machine: give each step room
const expect = baseExpect.configure({ timeout: 30_000 });

/** Loads more of the queue (oldest first) until the report of `title` is on the page. */
async function findReport(page: Page, title: string) {
  const card = page.getByRole('article', { name: `Report of ${title}` });
  await expect(page.getByText(/^\d+ reports?$/)).toBeVisible();
  while (!(await card.isVisible())) {
    const more = page.getByRole('button', { name: 'Load more' });
    await expect(more).toBeVisible();
    await more.click();
  }
  return card;
}

/**
 * A member reports another buyer's wire from its page; an admin finds it in the trust and safety
 * queue (the sidebar counts open reports), dismisses it, and finds it under Dismissed.
 */
test('a member reports a wire and an admin dismisses the report from the queue', async ({
  browser,
  page,
}) => {
  const title = `Pay upfront cement ${Math.random().toString(36).slice(2, 8)}`;
  const wireId = await postAsAnotherBuyer(browser, {
    title,
    location: { label: 'Yaba, Lagos', lat: 6.5, lng: 3.38 },
    material: 'Cement',
    quantity: 40,
    unit: 'bags',
  });
  await signInAs(page.request, 'member');
  await page.goto(`/wires/details?id=${wireId}`);
  await page.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this wire' });
  await dialog.getByRole('textbox', { name: 'What is wrong?' }).fill('Asks for payment outside BuildWire');
  expect(await axeFindings(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thank you: an admin will look at it.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const admin = await (await browser.newContext()).newPage();
  await signInAs(admin.request, 'admin');
  await admin.goto('/admin/reports');
  const nav = admin.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: /^Reports \d+ open/ })).toBeVisible();
  const card = await findReport(admin, title);
  await expect(card.getByText('Asks for payment outside BuildWire')).toBeVisible();
  expect(await axeFindings(admin)).toEqual([]);
  await card.getByRole('button', { name: 'Dismiss' }).click();
  const confirm = admin.getByRole('dialog', { name: `Dismiss: ${title}` });
  await confirm.getByRole('button', { name: 'Dismiss' }).click();
  await expect(admin.getByText('Report dismissed.')).toBeVisible();
  await expect(card).toBeHidden();

  await admin.getByText('Dismissed', { exact: true }).click();
  const dismissed = await findReport(admin, title);
  await expect(dismissed.getByText('Dismiss', { exact: true })).toBeVisible();
  expect(await axeFindings(admin)).toEqual([]);
});

/**
 * An admin adds a blocked word in the marketplace settings; a wire using it is flagged into the
 * queue with no reporter, named by its rule. The word is taken out again at the end.
 */
test('a blocked word set by an admin flags a wire into the queue', async ({ browser, page }) => {
  const word = `zorblax${Math.random().toString(36).slice(2, 8)}`;
  await signInAs(page.request, 'admin');
  await page.goto('/admin/sellersList');
  const panel = page.getByRole('region', { name: 'Marketplace settings' });
  const field = panel.getByRole('textbox', { name: 'Blocked words' });
  await expect(field).toBeVisible();
  const before = await field.inputValue();
  await field.fill(before ? `${before}\n${word}` : word);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The settings are saved.')).toBeVisible();

  const title = `Cheap rods ${word.toUpperCase()} deal`;
  await postAsAnotherBuyer(browser, {
    title,
    location: { label: 'Yaba, Lagos', lat: 6.5, lng: 3.38 },
    material: 'Iron rods',
    quantity: 10,
    unit: 'tonnes',
  });
  await page.goto('/admin/reports');
  const card = await findReport(page, title);
  await expect(card.getByText('Automatic flag: blocked words')).toBeVisible();
  await expect(card.getByText(`The wire contains blocked words: “${word}”.`)).toBeVisible();

  await page.goto('/admin/sellersList');
  await field.fill(before);
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The settings are saved.')).toBeVisible();
});
