import { expect as baseExpect, test } from '@playwright/test';
import { gql, PASSWORD, signInAs, uniqueEmail } from './accounts';
import { linkPathIn, waitForMail } from './mail';
import { shots } from './screens';

/**
 * Getting in by email, end to end: the mail goes through the run's real SMTP server (serve.mjs),
 * and the link read from the received message is opened in the browser.
 */
// the machine is shared by parallel runs: a page's scripts can take many seconds to arrive
const expect = baseExpect.configure({ timeout: 30_000 });

// journeys through several pages and two browsers, on a machine shared by parallel runs
test.describe.configure({ timeout: 240_000 });

test('an admin adds a member, who signs in from the emailed link and completes the profile', async ({
  page,
  browser,
}) => {
  await signInAs(page.request, 'admin');
  const email = uniqueEmail('added');
  await page.goto('/admin/addMember');
  await expect(page.getByRole('heading', { level: 1, name: 'Add members' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Add one person' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Name').fill('Ngozi Okafor');
  await form.getByRole('button', { name: 'Add and email a sign-in link' }).click();
  const added = page.getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
  await expect(added.getByText('Sign-in link sent.')).toBeVisible();
  // the same address again is refused at the field, and nothing else changes
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByLabel('Name').fill('Ngozi Again');
  await form.getByRole('button', { name: 'Add and email a sign-in link' }).click();
  await expect(form.getByText('An account with this email already exists.')).toBeVisible();
  await shots(page, 'admin-add-member-one');

  // the added person opens the link from the email in their own browser
  const mail = await waitForMail(email, /You have been added to BuildWire/);
  const member = await browser.newContext();
  const memberPage = await member.newPage();
  await memberPage.goto(linkPathIn(mail, '/membersEmail'));
  await expect(memberPage).toHaveURL(/\/userinfo$/);
  const profile = memberPage.getByRole('form', { name: 'Profile' });
  await expect(profile.getByLabel('Display name')).toHaveValue('Ngozi Okafor');
  await profile.getByLabel('Display name').fill('Ngozi A. Okafor');
  await profile.getByLabel('Phone').fill('+234 803 555 0199');
  await profile.getByRole('button', { name: /Save/ }).click();
  await expect(memberPage.getByText('Your profile is saved.')).toBeVisible();
  await memberPage.reload();
  await expect(memberPage.getByRole('form', { name: 'Profile' }).getByLabel('Phone')).toHaveValue(
    '+234 803 555 0199',
  );
  const me = await gql<{ me: { displayName: string; profileComplete: boolean } }>(
    memberPage.request,
    `{ me { displayName profileComplete } }`,
  );
  expect(me.me).toEqual({ displayName: 'Ngozi A. Okafor', profileComplete: true });

  // the link worked once: opened again, it says so and offers a new one
  await memberPage.goto(linkPathIn(mail, '/membersEmail'));
  await expect(memberPage.getByRole('heading', { name: 'This link was already used' })).toBeVisible();
  await expect(memberPage.getByRole('button', { name: 'Email me a sign-in link' })).toBeVisible();
  await shots(memberPage, 'members-email-used');
  await member.close();
});

test('an admin pastes many lines: the good ones are added, each bad one is reported', async ({ page }) => {
  await signInAs(page.request, 'admin');
  const email = uniqueEmail('existing');
  await gql(page.request, `mutation A($input: [AddMemberInput!]!) { addMembers(input: $input) { added } }`, {
    input: [{ email, displayName: 'Ngozi Okafor', role: 'MEMBER' }],
  });
  await page.goto('/admin/addMember');
  await page.getByRole('tab', { name: 'Many at once' }).click();
  const other = uniqueEmail('pasted');
  await page
    .getByLabel('People, one per line')
    .fill(`${other}, Tunde Bello, member\nnot-an-email, Nobody\n${email}, Ngozi Third, member`);
  await expect(page.getByText('2 of 3 lines ready; fix or remove the others.')).toBeVisible();
  await shots(page, 'admin-add-member-preview');
  await page.getByRole('button', { name: 'Add 2 people' }).click();
  await expect(
    page.getByRole('row', { name: new RegExp(other.replace(/[.]/g, '\\.')) }).getByText('Sign-in link sent.'),
  ).toBeVisible();
  await expect(page.getByText('"not-an-email" is not an email address.')).toBeVisible();
  await expect(page.getByText('An account with this email already exists.')).toBeVisible();
  await shots(page, 'admin-add-member-results');
});

test('a visitor asks for a sign-in link for an address without an account and is offered sign-up', async ({
  page,
}) => {
  const email = uniqueEmail('stranger');
  await page.goto('/wires/login');
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  const linkForm = page.getByRole('form', { name: 'Email me a sign-in link' });
  await linkForm.getByRole('textbox', { name: 'Email' }).fill(email);
  await linkForm.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  await shots(page, 'wires-login-link-sent');

  const mail = await waitForMail(email, /No BuildWire account uses this address/);
  await page.goto(linkPathIn(mail, '/nouser'));
  await expect(page.getByText(`No BuildWire account uses ${email}.`)).toBeVisible();
  await shots(page, 'nouser');
  await page.getByRole('link', { name: 'Create a buyer account' }).click();
  await expect(page).toHaveURL(/\/wires\/login\?tab=signup/);
  await expect(
    page.getByRole('form', { name: 'Create account' }).getByRole('textbox', { name: 'Email' }),
  ).toHaveValue(email);
});

test('a member who forgot the password resets it from the emailed link; the old session ends', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('forgetful');
  await gql(page.request, `mutation S($input: SignUpInput!) { signUp(input: $input) { member { id } } }`, {
    input: { email, password: PASSWORD, displayName: 'Femi Forgetful' },
  });

  const visitor = await browser.newContext();
  const resetPage = await visitor.newPage();
  await resetPage.goto('/wires/login');
  await resetPage.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(resetPage).toHaveURL(/\/forgotPassword$/);
  // the sign-in form (with its own Email field) stays until the next page's code is in
  await expect(resetPage.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await resetPage.getByRole('textbox', { name: 'Email' }).fill(email);
  await resetPage.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(resetPage.getByText('Check your email')).toBeVisible();
  await shots(resetPage, 'forgot-password-sent');

  const mail = await waitForMail(email, /Reset your BuildWire password/);
  await resetPage.goto(linkPathIn(mail, '/resetPassword'));
  await expect(resetPage.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
  await resetPage.getByRole('textbox', { name: 'New password' }).fill('short');
  await shots(resetPage, 'reset-password');
  await resetPage.getByRole('button', { name: 'Set new password' }).click();
  await expect(resetPage.getByText('This password does not meet the requirements yet.')).toBeVisible();
  await resetPage.getByRole('textbox', { name: 'New password' }).fill('a fresh start passphrase 5');
  await resetPage.getByRole('button', { name: 'Set new password' }).click();
  await expect(resetPage).toHaveURL(/\/$/);
  await expect(resetPage.getByRole('button', { name: /Account menu/ })).toBeVisible();
  // the link opened again says it was used, before any password is typed
  await resetPage.goto(linkPathIn(mail, '/resetPassword'));
  await expect(resetPage.getByRole('heading', { name: 'This link was already used' })).toBeVisible();
  await expect(resetPage.getByRole('textbox', { name: 'New password' })).toHaveCount(0);
  await expect(resetPage.getByRole('link', { name: 'Get a new reset link' })).toBeVisible();

  // the session from before the reset is over
  const before = await page.request.post('/graphql', { data: { query: '{ me { id } }' } });
  const body = (await before.json()) as {
    data?: { me: unknown };
    errors?: { extensions?: { code?: string } }[];
  };
  expect(body.data?.me ?? null).toBeNull();
  await visitor.close();
});

test('an expired or forged sign-in link says which, and offers a new link', async ({ page }) => {
  // a link that expired is refused by the server like this (tests/api/email-sign-in.test.ts)
  await page.route('**/graphql', async (route) => {
    const body = route.request().postDataJSON() as { operationName?: string } | null;
    if (body?.operationName !== 'SignInWithEmailLink') return route.fallback();
    await route.fulfill({
      json: {
        errors: [
          {
            message: 'This sign-in link has expired. Ask for a new one.',
            extensions: { code: 'BAD_USER_INPUT', field: 'token', reason: 'EXPIRED' },
          },
        ],
      },
    });
  });
  await page.goto(`/membersEmail?token=${'e'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible();
  await expect(page.getByText('A sign-in link works for 15 minutes')).toBeVisible();
  await shots(page, 'members-email-expired');
  await page.unroute('**/graphql');

  await page.goto(`/membersEmail?token=${'f'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  const email = uniqueEmail('retry');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
});

test('signed in from a link with a complete profile, the member goes home', async ({ page, browser }) => {
  await signInAs(page.request, 'admin');
  const email = uniqueEmail('complete');
  await gql(page.request, `mutation A($input: [AddMemberInput!]!) { addMembers(input: $input) { added } }`, {
    input: [{ email, displayName: 'Kemi Complete', role: 'MEMBER' }],
  });
  const context = await browser.newContext();
  const memberPage = await context.newPage();
  // finish the profile first with the link from the mail, then ask for a new link
  const first = await waitForMail(email, /You have been added/);
  await memberPage.goto(linkPathIn(first, '/membersEmail'));
  await expect(memberPage).toHaveURL(/\/userinfo$/);
  await gql(
    memberPage.request,
    `mutation U($input: UpdateProfileInput!) { updateProfile(input: $input) { id } }`,
    {
      input: { displayName: 'Kemi Complete', phone: '+234 803 555 0123' },
    },
  );
  await gql(memberPage.request, `mutation { requestSignInLink(email: "${email}") }`);
  const second = await waitForMail(email, /Your BuildWire sign-in link/);
  await memberPage.goto(linkPathIn(second, '/membersEmail'));
  await expect(memberPage).toHaveURL(/127\.0\.0\.1:\d+\/$/);
  await shots(memberPage, 'members-email-success-home');
  await context.close();
});
