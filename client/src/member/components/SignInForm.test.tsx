import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';

import { MeDocument, SignInDocument, SignInWithTwoFactorDocument } from '../../gql/graphql';
import { errorMessages } from '../../shared/error-messages';
import { memberFields } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { SignInForm } from './SignInForm';

function signInFails(email: string, password: string, error: GraphQLError, requireRole?: 'ADMIN') {
  return {
    request: {
      query: SignInDocument,
      variables: {
        input: { email, password, ...(requireRole ? { requireRole } : { requireRole: undefined }) },
      },
    },
    result: { errors: [error] },
  };
}

async function fillAndSubmit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The answer to a right password of an account with two-factor sign-in: a code is asked for. */
function twoFactorAsked(challenge: string) {
  return {
    request: {
      query: SignInDocument,
      variables: { input: { email: 'a@b.co', password: 'right-pass', requireRole: undefined } },
    },
    result: {
      data: {
        signIn: {
          __typename: 'SignInPayload',
          sessionExpiresAt: null,
          twoFactorRequired: true,
          twoFactorChallenge: challenge,
          twoFactorSetupRequired: false,
          member: null,
        },
      },
    },
  };
}

describe('SignInForm', () => {
  it('shows a BAD_USER_INPUT error at the field the server names', async () => {
    const onSignedIn = vi.fn();
    const error = new GraphQLError('This email address is too long.', {
      extensions: { code: 'BAD_USER_INPUT', field: 'email' },
    });
    renderWithApp(<SignInForm onSignedIn={onSignedIn} />, {
      mocks: [signInFails('a@b.co', 'secret-pass', error)],
    });

    await fillAndSubmit('a@b.co', 'secret-pass');

    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('This email address is too long.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).not.toBe('true');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows INVALID_CREDENTIAL as a sentence at the form', async () => {
    const error = new GraphQLError('Invalid email or password', {
      extensions: { code: 'INVALID_CREDENTIAL' },
    });
    renderWithApp(<SignInForm onSignedIn={vi.fn()} />, {
      mocks: [signInFails('a@b.co', 'wrong-pass', error)],
    });

    await fillAndSubmit('a@b.co', 'wrong-pass');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(errorMessages.INVALID_CREDENTIAL);
  });

  it('checks the inputs before asking the server', async () => {
    renderWithApp(<SignInForm onSignedIn={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email address.')).toBeTruthy();
    expect(screen.getByText('Enter your password.')).toBeTruthy();
  });

  it('asks for the code when the account has two-factor sign-in, then signs in with it', async () => {
    const member = memberFields({
      email: 'a@b.co',
      profileComplete: false,
      sessionExpiresAt: '2030-01-01T00:00:00.000Z',
    });
    const onSignedIn = vi.fn();
    renderWithApp(<SignInForm onSignedIn={onSignedIn} />, {
      mocks: [
        twoFactorAsked('the-challenge'),
        {
          request: {
            query: SignInWithTwoFactorDocument,
            variables: { challenge: 'the-challenge', code: '123456' },
          },
          result: {
            data: {
              signInWithTwoFactor: {
                __typename: 'AuthPayload',
                sessionExpiresAt: member.sessionExpiresAt,
                member,
              },
            },
          },
        },
        { request: { query: MeDocument }, result: { data: { me: member } }, maxUsageCount: 3 },
      ],
    });

    await fillAndSubmit('a@b.co', 'right-pass');
    const code = await screen.findByLabelText(/^Authentication code/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(onSignedIn).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(expect.objectContaining({ id: 'm1' })));
  });

  it('offers a recovery code instead of the app code', async () => {
    renderWithApp(<SignInForm onSignedIn={vi.fn()} />, {
      mocks: [twoFactorAsked('c')],
    });
    await fillAndSubmit('a@b.co', 'right-pass');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    const input = await screen.findByLabelText(/^Recovery code/);
    expect(input.getAttribute('inputmode')).toBe('text');
  });
});
