import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { MeDocument } from '../../gql/graphql';
import { renderWithApp } from '../../test/render';
import { draftKey } from '../wire-draft';
import { WireForm } from './WireForm';

const visitor = { request: { query: MeDocument }, result: { data: { me: null } }, maxUsageCount: 10 };

afterEach(() => window.sessionStorage.clear());

describe('WireForm', () => {
  it('checks material lines, quantity, budget order and latitude before posting', async () => {
    const user = userEvent.setup();
    renderWithApp(<WireForm kind="BUILDING_MATERIALS" draftName="/buildmat" />, { mocks: [visitor] });
    await user.type(screen.getByLabelText(/^Title/), 'Cement');
    await user.type(screen.getByLabelText(/^Latitude/), '95');
    await user.type(screen.getByLabelText(/^Budget from/), '500');
    await user.type(screen.getByLabelText(/^Budget up to/), '100');
    await user.type(screen.getByLabelText(/^Quantity 1/), '0');
    await user.click(screen.getByRole('button', { name: 'Post wire' }));

    expect(await screen.findByText('Name the material.')).toBeTruthy();
    expect(screen.getByText('The quantity must be more than 0.')).toBeTruthy();
    expect(screen.getByText('The maximum must be at least the minimum.')).toBeTruthy();
    expect(screen.getByText('Latitude is between −90 and 90.')).toBeTruthy();
  });

  it('keeps a draft per form and restores it', async () => {
    const user = userEvent.setup();
    const first = renderWithApp(<WireForm kind="PROPERTY" draftName="/property/form" />, {
      mocks: [visitor],
    });
    await user.type(screen.getByLabelText(/^Title/), 'Flat near campus');
    await waitFor(() =>
      expect(window.sessionStorage.getItem(draftKey('/property/form'))).toContain('Flat near campus'),
    );
    expect(window.sessionStorage.getItem(draftKey('/buildmat'))).toBeNull();
    first.unmount();

    renderWithApp(<WireForm kind="PROPERTY" draftName="/property/form" />, { mocks: [visitor] });
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Flat near campus');
  });
});
