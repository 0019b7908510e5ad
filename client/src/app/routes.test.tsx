import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MeDocument } from '../gql/graphql';
import { renderApp } from '../test/render';

const signedOut = { request: { query: MeDocument }, result: { data: { me: null } }, maxUsageCount: 10 };

function member(role: 'MEMBER' | 'ADMIN') {
  return {
    request: { query: MeDocument },
    maxUsageCount: 10,
    result: {
      data: {
        me: {
          __typename: 'Member',
          id: 'b7f0c2a4-4d7e-4c53-9a43-2f4f0f5e8a11',
          email: 'ada@example.com',
          displayName: 'Ada',
          phone: null,
          role,
          disabled: false,
          hasPassword: true,
          profileComplete: true,
          sessionExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
          defaultLocation: null,
        },
      },
    },
  };
}

describe('routes and guards', () => {
  it('shows the non-fatal not-found message for an unmatched path', async () => {
    renderApp({ path: '/no/such/page', mocks: [signedOut] });
    expect(await screen.findByText('Page not found: /no/such/page')).toBeTruthy();
    expect(screen.getByText('Skip to content')).toBeTruthy();
  });

  it('answers a missing or malformed ?id= with the fatal 404', async () => {
    renderApp({ path: '/wires/details?id=42', mocks: [signedOut] });
    expect(await screen.findByText('Page Not Found: /wires/details')).toBeTruthy();
    expect(screen.getByTestId('error-status').textContent).toBe('404');
  });

  it('lets a well-formed ?id= through', async () => {
    renderApp({
      path: '/wires/details?id=b7f0c2a4-4d7e-4c53-9a43-2f4f0f5e8a11',
      mocks: [signedOut],
    });
    expect(await screen.findByRole('heading', { name: 'Wire details' })).toBeTruthy();
  });

  it('sends a visitor to the matching login with a return path', async () => {
    const { location } = renderApp({ path: '/userinfo?tab=x', mocks: [signedOut] });
    await waitFor(() => expect(location().pathname).toBe('/wires/login'));
    expect(location().search).toBe(`?returnTo=${encodeURIComponent('/userinfo?tab=x')}`);

    const partner = renderApp({ path: '/partners/products', mocks: [signedOut] });
    await waitFor(() => expect(partner.location().pathname).toBe('/partners/login'));
  });

  it('shows the admin login in place to non-admins and the page to admins', async () => {
    renderApp({ path: '/admin/community', mocks: [member('MEMBER')] });
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Admin Login | BuildWire'));
  });

  it('sends an admin from /admin to the dashboard', async () => {
    const { location } = renderApp({ path: '/admin', mocks: [member('ADMIN')] });
    await waitFor(() => expect(location().pathname).toBe('/admin/dashboard'));
    expect(await screen.findByRole('heading', { name: 'Marketplace health' })).toBeTruthy();
  });

  it('sets the title and description from the route table', async () => {
    renderApp({ path: '/faqs', mocks: [signedOut] });
    await waitFor(() => expect(document.title).toBe('FAQs | BuildWire'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Questions and answers about BuildWire for buyers and partners.',
    );
  });
});
