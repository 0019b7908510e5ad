import { expect as baseExpect, test } from '@playwright/test';
import { approvedPartnerContext, gql, signInAs } from './accounts';
import { axeFindings } from './axe';

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

/** A minimal valid PDF (the certificate). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * A partner submits its CAC number and certificate on its profile; an admin verifies it on the
 * sellers list until a date; the partner's profile then shows the Verified badge. Both pages are axe-clean.
 */
test('a partner submits its verification, an admin verifies it, the badge shows', async ({ browser }) => {
  const { context, partner } = await approvedPartnerContext(browser);
  const business = `Verified Blocks ${Date.now().toString(36)}`;
  await gql(
    context.request,
    `mutation U($input: UpdatePartnerProfileInput!) { updatePartnerProfile(input: $input) { id } }`,
    {
      input: {
        businessName: business,
        categories: ['BUILDING_MATERIALS'],
        serviceArea: { label: 'Lekki, Lagos', lat: 6.4474, lng: 3.4723, radiusKm: 50 },
        phone: '+234 809 555 0100',
      },
    },
  );
  const page = await context.newPage();
  await page.goto('/partners/profile');
  const form = page.getByRole('form', { name: 'Business verification' });
  await expect(form).toBeVisible();
  await form.getByLabel('CAC registration number').fill('XY12');
  await form.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(form.getByText(/Enter the CAC number/)).toBeVisible();
  await form.getByLabel('CAC registration number').fill('RC 1234567');
  await form
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: 'cac-certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByTestId('upload-item')).toContainText(/\d+(\.\d+)? ?(B|KB|MB)\b/);
  await form.getByRole('button', { name: 'Submit for verification' }).click();
  await expect(page.getByText('Submitted: an admin is reviewing it.')).toBeVisible();
  await expect(page.getByText(/Registration RC1234567/)).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  for (const width of [1366, 412]) {
    await page.setViewportSize({ width, height: 900 });
    await form.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`verification-section-${width}.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }

  const adminContext = await browser.newContext();
  await signInAs(adminContext.request, 'admin');
  const admin = await adminContext.newPage();
  await admin.goto('/admin/sellersList?status=ALL');
  await admin.getByLabel('Search by business name').fill(business);
  const review = admin.getByRole('button', { name: `Review the verification of ${business}` });
  const dialog = admin.getByRole('dialog', { name: `Verification of ${business}` });
  // the phone's layout (cards) first, then the table's, where the review goes on
  for (const width of [412, 1366]) {
    await admin.setViewportSize({ width, height: 900 });
    await review.click();
    await expect(dialog.getByText('RC1234567')).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Certificate: cac-certificate\.pdf/ })).toBeVisible();
    await admin.screenshot({ path: test.info().outputPath(`verification-review-${width}.png`) });
    const box = await dialog.getByRole('button', { name: 'Verify' }).last().boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(width);
    if (width === 412) {
      await admin.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }
  expect(await axeFindings(admin)).toEqual([]);
  await dialog.getByLabel('Verified until').fill('2030-06-30');
  await dialog.getByRole('button', { name: 'Verify' }).last().click();
  await expect(admin.getByText(`${business} is verified until`)).toBeVisible();
  // the sellers list filters by verification on the server, kept in the URL
  const verification = admin.getByRole('combobox', { name: 'Verification' });
  await verification.click();
  await admin.getByRole('option', { name: 'Not verified' }).click();
  await expect(admin).toHaveURL(/verification=NOT_VERIFIED/);
  await expect(admin.getByText(/No partner matches “Not verified”/)).toBeVisible();
  await verification.click();
  await admin.getByRole('option', { name: 'Verified', exact: true }).click();
  await expect(admin).toHaveURL(/verification=VERIFIED/);
  const row = admin.getByRole('row', { name: new RegExp(business) });
  await expect(row.getByLabel(/^Verified business.* until /)).toBeVisible();
  expect(await axeFindings(admin)).toEqual([]);

  await page.reload();
  await expect(page.getByText('Verified.', { exact: true })).toBeVisible();
  await expect(page.getByText(/until 30 Jun 2030|until Jun 30, 2030|2030/).first()).toBeVisible();
  const { myPartner } = await gql<{ myPartner: { id: string; verified: boolean } }>(
    context.request,
    `{ myPartner { id verified } }`,
  );
  expect(myPartner).toEqual({ id: partner.id, verified: true });
  await adminContext.close();
  await context.close();
});

/**
 * The admin turns on "only verified partners may quote" in the marketplace settings: saved,
 * read back after a reload, and what the API answers; turned off again for the other journeys.
 * While it is on, every partner's quote is refused: it runs after the other journeys (its tag).
 */
test(
  'an admin makes verification required before quoting, and turns it off again',
  {
    tag: '@marketplace-wide',
  },
  async ({ browser }) => {
    const context = await browser.newContext();
    await signInAs(context.request, 'admin');
    const page = await context.newPage();
    const setting = async () =>
      (
        await gql<{ marketplaceSettings: { verificationRequiredToQuote: boolean } }>(
          context.request,
          `{ marketplaceSettings { verificationRequiredToQuote } }`,
        )
      ).marketplaceSettings.verificationRequiredToQuote;
    try {
      await page.goto('/admin/sellersList');
      const panel = page.getByRole('region', { name: 'Marketplace settings' });
      const toggle = panel.getByRole('switch', { name: 'Only verified partners may quote' });
      await expect(toggle).not.toBeChecked();
      await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();
      await toggle.check();
      await panel.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('The settings are saved.')).toBeVisible();
      expect(await setting()).toBe(true);
      await page.reload();
      await expect(toggle).toBeChecked();
      expect(await axeFindings(page)).toEqual([]);
      await toggle.uncheck();
      await panel.getByRole('button', { name: 'Save' }).click();
      await expect(panel.getByRole('button', { name: 'Save' })).toBeDisabled();
      await expect.poll(setting).toBe(false);
    } finally {
      await gql(
        context.request,
        `mutation U($input: MarketplaceSettingsInput!) { updateMarketplaceSettings(input: $input) { verificationRequiredToQuote } }`,
        { input: { verificationRequiredToQuote: false } },
      );
      await context.close();
    }
  },
);
