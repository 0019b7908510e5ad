import { ApolloLink, Observable } from '@apollo/client';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { AppProviders } from '../../app/AppProviders';
import { memberFields } from '../../test/fixtures';
import { createTestClient } from '../../test/render';
import { MembersEmailPage } from './MembersEmailPage';

const ngozi = memberFields({
  id: '4c1f3a52-33a4-4f0e-9d36-53f0f1b9c001',
  email: 'ngozi@example.com',
  displayName: 'Ngozi',
  hasPassword: false,
  profileComplete: false,
});

/** Answers every operation, counting the sign-ins; `refuse` makes the sign-in fail with a token reason. */
function countingLink(refuse?: string) {
  const calls = { signIn: 0 };
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        if (operation.operationName === 'SignInWithEmailLink') {
          calls.signIn += 1;
          observer.next(
            refuse
              ? {
                  errors: [
                    {
                      message: 'refused',
                      extensions: { code: 'BAD_USER_INPUT', field: 'token', reason: refuse },
                    },
                  ],
                }
              : {
                  data: {
                    signInWithEmailLink: {
                      __typename: 'AuthPayload',
                      sessionExpiresAt: ngozi.sessionExpiresAt,
                      member: ngozi,
                    },
                  },
                },
          );
        } else {
          observer.next({ data: { me: refuse ? null : ngozi } });
        }
        observer.complete();
      }),
  );
  return { link, calls };
}

function ProfilePage() {
  return <p>profile page: {useLocation().pathname}</p>;
}

function renderStrict(path: string, link: ApolloLink) {
  render(
    <StrictMode>
      <AppProviders client={createTestClient(link)} env="test">
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/membersEmail" element={<MembersEmailPage />} />
            <Route path="/userinfo" element={<ProfilePage />} />
            <Route path="/" element={<p>home page</p>} />
          </Routes>
        </MemoryRouter>
      </AppProviders>
    </StrictMode>,
  );
}

describe('/membersEmail', () => {
  it('spends the token once, even in StrictMode, and goes on to /userinfo for an incomplete profile', async () => {
    const { link, calls } = countingLink();
    renderStrict('/membersEmail?token=abc', link);
    expect(await screen.findByText('profile page: /userinfo')).toBeTruthy();
    expect(calls.signIn).toBe(1);
  });

  it('says a used link was used, and offers a new one', async () => {
    const { link, calls } = countingLink('USED');
    renderStrict('/membersEmail?token=used', link);
    expect(await screen.findByRole('heading', { name: 'This link was already used' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Email me a sign-in link' })).toBeTruthy();
    await waitFor(() => expect(calls.signIn).toBe(1));
  });
});
