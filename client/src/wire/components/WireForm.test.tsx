import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { MeDocument } from '../../gql/graphql';
import { memberFields } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { draftKey } from '../wire-draft';
import { WireForm } from './WireForm';

const visitor = { request: { query: MeDocument }, result: { data: { me: null } }, maxUsageCount: 10 };
const buyer = {
  request: { query: MeDocument },
  result: {
    data: {
      me: memberFields({
        email: 'amaka@example.com',
        displayName: 'Amaka',
        defaultLocation: { __typename: 'GeoPoint', label: 'Lekki Phase 1, Lagos', lat: 6.4478, lng: 3.4723 },
      }),
    },
  },
  maxUsageCount: 10,
};

// the map and its world atlas are a lazy chunk: loaded here, outside any finder's timeout, since a
// busy machine may take longer than one to import them
beforeAll(() => import('../../shared/location/LocationMap'));
afterEach(() => window.sessionStorage.clear());

describe('WireForm', () => {
  it('checks material lines, quantity, budget order and the place before posting', async () => {
    const user = userEvent.setup();
    renderWithApp(<WireForm kind="BUILDING_MATERIALS" draftName="/buildmat" />, { mocks: [visitor] });
    await user.type(screen.getByLabelText(/^Title/), 'Cement');
    await user.type(screen.getByLabelText(/^Budget from/), '500');
    await user.type(screen.getByLabelText(/^Budget up to/), '100');
    await user.type(screen.getByLabelText(/^Quantity 1/), '0');
    await user.click(screen.getByRole('button', { name: 'Post wire' }));

    expect(await screen.findByText('Name the material.')).toBeTruthy();
    expect(screen.getByText('The quantity must be more than 0.')).toBeTruthy();
    expect(screen.getByText('The maximum must be at least the minimum.')).toBeTruthy();
    expect(
      screen.getByText('Choose a place from the list, use your location, or enter coordinates.'),
    ).toBeTruthy();
  });

  it('keeps a draft per form and restores it', async () => {
    const user = userEvent.setup();
    const first = renderWithApp(<WireForm kind="PROPERTY" draftName="/property/form" />, {
      mocks: [visitor],
    });
    await user.type(screen.getByLabelText(/^Title/), 'Flat near campus');
    await user.click(screen.getByRole('button', { name: 'Enter coordinates' }));
    // pasted: one change per field (typing redraws the map at each keystroke, slow in jsdom)
    await user.click(screen.getByLabelText(/^Place name/));
    await user.paste('Akoka, Lagos');
    await user.click(screen.getByLabelText(/^Latitude/));
    await user.paste('6.5158');
    await user.click(screen.getByLabelText(/^Longitude/));
    await user.paste('3.3896');
    await waitFor(() =>
      expect(window.sessionStorage.getItem(draftKey('/property/form'))).toContain('3.3896'),
    );
    await waitFor(() =>
      expect(window.sessionStorage.getItem(draftKey('/property/form'))).toContain('Flat near campus'),
    );
    expect(window.sessionStorage.getItem(draftKey('/buildmat'))).toBeNull();
    first.unmount();

    renderWithApp(<WireForm kind="PROPERTY" draftName="/property/form" />, { mocks: [visitor] });
    expect((screen.getByLabelText(/^Title/) as HTMLInputElement).value).toBe('Flat near campus');
    expect((screen.getByRole('textbox', { name: /^Place/ }) as HTMLInputElement).value).toBe('Akoka, Lagos');
    expect(await screen.findByRole('img', { name: 'Map: Akoka, Lagos' })).toBeTruthy();
  });

  it("starts a signed-in buyer's wire at their default location, unless the draft has a place", async () => {
    const first = renderWithApp(<WireForm kind="BUILDING_MATERIALS" draftName="/buildmat" />, {
      mocks: [buyer],
    });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: /^Place/ }) as HTMLInputElement).value).toBe(
        'Lekki Phase 1, Lagos',
      ),
    );
    first.unmount();
    window.sessionStorage.clear();

    window.sessionStorage.setItem(
      draftKey('/property/form'),
      JSON.stringify({ title: 'Flat near campus', locationLabel: 'Akoka, Lagos', lat: 6.5158, lng: 3.3896 }),
    );
    renderWithApp(<WireForm kind="PROPERTY" draftName="/property/form" />, { mocks: [buyer] });
    expect(await screen.findByRole('img', { name: 'Map: Akoka, Lagos' })).toBeTruthy();
    // the viewer has arrived (the form no longer says it signs in first) and the draft's place stands
    await waitFor(() => expect(screen.queryByText(/You will sign in first/)).toBeNull());
    expect((screen.getByRole('textbox', { name: /^Place/ }) as HTMLInputElement).value).toBe('Akoka, Lagos');
  });
});
