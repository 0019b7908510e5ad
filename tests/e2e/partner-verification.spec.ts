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

  const adminContext = await browser.newContext();
  await signInAs(adminContext.request, 'admin');
  const admin = await adminContext.newPage();
  await admin.goto('/admin/sellersList?status=ALL');
  await admin.getByLabel('Search by business name').fill(business);
  await admin.getByRole('button', { name: `Review the verification of ${business}` }).click();
  const dialog = admin.getByRole('dialog', { name: `Verification of ${business}` });
  await expect(dialog.getByText('RC1234567')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /Certificate: cac-certificate\.pdf/ })).toBeVisible();
  expect(await axeFindings(admin)).toEqual([]);
  await dialog.getByLabel('Verified until').fill('2030-06-30');
  await dialog.getByRole('button', { name: 'Verify' }).last().click();
  await expect(admin.getByText(`${business} is verified until`)).toBeVisible();

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
