import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../../test/render';
import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  it('defaults to 500 Internal Server Error with a way home', () => {
    renderWithApp(<ErrorPage />, { path: '/error' });
    expect(screen.getByTestId('error-status').textContent).toBe('500');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Internal Server Error');
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('says Page Not Found for 404', () => {
    renderWithApp(<ErrorPage />, { path: '/error?status=404' });
    expect(screen.getByTestId('error-status').textContent).toBe('404');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Page Not Found');
  });

  it('shows the given status and message', () => {
    renderWithApp(<ErrorPage />, { path: '/error?status=503&message=Down%20for%20maintenance' });
    expect(screen.getByTestId('error-status').textContent).toBe('503');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Down for maintenance');
  });

  it('ignores a status that is not an error status', () => {
    renderWithApp(<ErrorPage />, { path: '/error?status=abc' });
    expect(screen.getByTestId('error-status').textContent).toBe('500');
  });
});
