import { expect, test } from '@playwright/test';
import { postAsAnotherBuyer } from './accounts';
import { listening } from './live';

/**
 * A live view shows what changed while it did not listen: the visitor left the wireboard for
 * another page of the app, a wire was posted meanwhile, and back on the board (no reload: the app's
 * own history) it is listed. The board's cached answer is read again once the server listens for
 * the board anew (shared/live/listening.ts).
 */
test('the wireboard lists a wire posted while the visitor was on another page of the app', async ({
  page,
  browser,
}) => {
  const word = `catchup${Math.random().toString(36).slice(2, 8)}`;
  const boardListening = listening(page, 'WireboardEvents');
  await page.goto(`/wireboard?q=${word}`);
  await expect(page.getByText(/No open wires match/)).toBeVisible();
  await boardListening;
  await page.evaluate(() => ((window as unknown as { bwStayed: boolean }).bwStayed = true));

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQs' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/FAQ|questions/i);

  const title = `Granite chippings ${word}`;
  await postAsAnotherBuyer(browser, {
    title,
    location: { label: 'Surulere, Lagos', lat: 6.5, lng: 3.35 },
    material: 'Granite chippings',
    quantity: 20,
    unit: 'tonnes',
  });

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/wireboard\\?q=${word}`));
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  // the same page all along: the app's own navigation, not a reload
  expect(await page.evaluate(() => (window as unknown as { bwStayed?: boolean }).bwStayed)).toBe(true);
});
