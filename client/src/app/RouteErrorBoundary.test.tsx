import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLocation } from 'react-router-dom';

import { NavigateHandle, renderWithApp, testRouter } from '../test/render';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Page() {
  const { pathname } = useLocation();
  if (pathname === '/broken') throw new Error('the page broke');
  return <p>page {pathname}</p>;
}

function Boundary() {
  return (
    <>
      <NavigateHandle />
      <RouteErrorBoundary location={useLocation()}>
        <Page />
      </RouteErrorBoundary>
    </>
  );
}

describe('RouteErrorBoundary', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the fatal 500 page for what a page throws, and the next page after a navigation', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApp(<Boundary />, { path: '/faqs' });
    expect(screen.getByText('page /faqs')).toBeTruthy();

    await act(() => testRouter.navigate('/broken'));
    expect(screen.getByTestId('error-status').textContent).toBe('500');
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'the page broke' }),
      expect.anything(),
    );

    await act(() => testRouter.navigate('/about'));
    expect(screen.getByText('page /about')).toBeTruthy();
  });
});
