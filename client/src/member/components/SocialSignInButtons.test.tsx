import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { SignInMethodsDocument } from '../../gql/graphql';
import { renderWithApp } from '../../test/render';
import { SocialSignInButtons } from './SocialSignInButtons';

const methods = (providers: string[]) => ({
  request: { query: SignInMethodsDocument },
  result: { data: { signInMethods: { __typename: 'SignInMethods', providers } } },
});

describe('SocialSignInButtons', () => {
  it('offers only the configured providers, as plain links that start the sign-in with the return path', async () => {
    renderWithApp(<SocialSignInButtons returnTo="/wireboard" from="/partners/login" />, {
      mocks: [methods(['GOOGLE'])],
    });
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    expect(google.getAttribute('href')).toBe(
      '/auth/google/start?returnTo=%2Fwireboard&from=%2Fpartners%2Flogin',
    );
    expect(screen.queryByRole('link', { name: 'Continue with GitHub' })).toBeNull();
  });

  it('says why the last sign-in failed, even with no provider configured', async () => {
    renderWithApp(<SocialSignInButtons returnTo="/" from="/wires/login" />, {
      mocks: [methods([])],
      path: '/wires/login?signInError=USER_DISABLED&provider=github',
    });
    expect((await screen.findByRole('alert')).textContent).toMatch(/This account has been disabled/);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
