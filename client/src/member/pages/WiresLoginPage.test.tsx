import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { MeDocument, PasswordPolicyDocument, SignInDocument } from '../../gql/graphql';
import { memberFields } from '../../test/fixtures';
import { renderApp } from '../../test/render';

const ada = memberFields({ id: '20252852-aa4e-46c7-a29a-783c0bcc9f5e' });

const policy = {
  request: { query: PasswordPolicyDocument },
  maxUsageCount: 5,
  result: {
    data: {
      passwordPolicy: {
        __typename: 'PasswordPolicy',
        minLength: 8,
        maxLength: 128,
        requireLowercase: false,
        requireUppercase: false,
        requireDigit: false,
        requireSymbol: false,
        rejectCommon: true,
      },
    },
  },
};

describe('/wires/login', () => {
  it('signs in, refetches me and returns to the page the visitor came from', async () => {
    const mocks = [
      { request: { query: MeDocument }, result: { data: { me: null } } },
      policy,
      {
        request: {
          query: SignInDocument,
          variables: {
            input: { email: 'ada@example.com', password: 'Lagos-cement-42', requireRole: undefined },
          },
        },
        result: {
          data: {
            signIn: {
              __typename: 'SignInPayload',
              sessionExpiresAt: ada.sessionExpiresAt,
              twoFactorRequired: false,
              twoFactorChallenge: null,
              twoFactorSetupRequired: false,
              member: ada,
            },
          },
        },
      },
      { request: { query: MeDocument }, result: { data: { me: ada } }, maxUsageCount: 5 },
    ];
    const { location } = renderApp({
      path: `/wires/login?returnTo=${encodeURIComponent('/faqs?q=cement')}`,
      mocks,
    });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Sign in' });
    await user.type(form.querySelector('input[type="email"]')!, 'ada@example.com');
    await user.type(form.querySelector('input[type="password"]')!, 'Lagos-cement-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(location().pathname).toBe('/faqs'));
    expect(location().search).toBe('?q=cement');
    expect(await screen.findByRole('button', { name: 'Account menu for Ada' })).toBeTruthy();
  });

  it('has a hidden honeypot named website on the sign-up form', async () => {
    renderApp({
      path: '/wires/login?tab=signup',
      mocks: [{ request: { query: MeDocument }, result: { data: { me: null } } }, policy],
    });
    const form = await screen.findByRole('form', { name: 'Create account' });
    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.autocomplete).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(await screen.findByText('8 to 128 characters')).toBeTruthy();
  });
});
