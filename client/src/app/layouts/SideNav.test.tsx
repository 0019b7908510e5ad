import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../../test/render';
import { adminNav } from './area-nav-items';
import { SideNav } from './SideNav';

describe('SideNav', () => {
  it("reads a badge's count with its link", async () => {
    renderWithApp(
      <SideNav
        label="Admin"
        items={adminNav}
        badges={{ '/admin/sellersList': { count: 3, label: '3 pending' } }}
      />,
    );
    const link = await screen.findByRole('link', { name: 'Sellers 3 pending' });
    expect(link.getAttribute('href')).toBe('/admin/sellersList');
    expect(link.textContent).toContain('3');
  });

  it('shows no badge and the plain name when the count is zero', async () => {
    renderWithApp(
      <SideNav
        label="Admin"
        items={adminNav}
        badges={{ '/admin/sellersList': { count: 0, label: '0 pending' } }}
      />,
    );
    expect(await screen.findByRole('link', { name: 'Sellers' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /pending/ })).toBeNull();
  });
});
