import { describe, expect, it } from 'vitest';

import type { SavedSearchFieldsFragment } from '../gql/graphql';
import { emptyFilterValues } from '../wire/components/WireboardFilters';
import { describeFilter, filterInputOf, savedFilterInput, savedSearchHref } from './saved-search-values';

const search: SavedSearchFieldsFragment = {
  id: 's1',
  name: 'Cement near Lagos',
  frequency: 'INSTANT',
  createdAt: '2026-11-25T10:00:00.000Z',
  filter: {
    kinds: ['BUILDING_MATERIALS'],
    text: 'cement',
    place: 'Lagos, Nigeria',
    near: { lat: 6.5244, lng: 3.3792, radiusKm: 30 },
    budgetMin: null,
    budgetMax: '500000.00',
  },
};

describe('saved search values', () => {
  it('describes a filter in words, and the empty one as every wire', () => {
    expect(describeFilter(search.filter)).toBe(
      `Building materials · “cement” · within 30 km of Lagos, Nigeria · budget up to ${(500000).toLocaleString()}`,
    );
    expect(
      describeFilter({ kinds: null, text: null, place: null, near: null, budgetMin: null, budgetMax: null }),
    ).toBe('Every open wire');
  });

  it('keeps a saved filter unchanged as input (no nulls, no __typename)', () => {
    const withTypename = {
      ...search.filter,
      near: { ...search.filter.near!, __typename: 'SearchArea' },
    } as SavedSearchFieldsFragment['filter'];
    expect(filterInputOf(withTypename)).toEqual({
      kinds: ['BUILDING_MATERIALS'],
      text: 'cement',
      near: { lat: 6.5244, lng: 3.3792, radiusKm: 30 },
      place: 'Lagos, Nigeria',
      budgetMax: '500000.00',
    });
  });

  it("saves the board's form with the place it was centred on, and opens on the viewer's board", () => {
    expect(
      savedFilterInput({ ...emptyFilterValues, place: 'Yaba, Nigeria', lat: 6.5, lng: 3.37, radiusKm: 10 }),
    ).toEqual({ near: { lat: 6.5, lng: 3.37, radiusKm: 10 }, place: 'Yaba, Nigeria' });
    expect(savedFilterInput(emptyFilterValues)).toEqual({});
    expect(savedSearchHref(search, true)).toBe(
      '/partners/wireboard?kind=BUILDING_MATERIALS&q=cement&place=Lagos%2C+Nigeria&lat=6.5244&lng=3.3792&km=30&max=500000',
    );
    expect(
      savedSearchHref(
        { ...search, filter: { ...search.filter, kinds: null, text: null, near: null, budgetMax: null } },
        false,
      ),
    ).toBe('/wireboard');
  });
});
