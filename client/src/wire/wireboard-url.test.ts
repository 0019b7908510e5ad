import { describe, expect, it } from 'vitest';

import { wireboardFilterOfUrl } from '../../../server/src/platform/web/spa-embed';
import { emptyFilterValues } from './components/WireboardFilters';
import { toWireboardFilter } from './wireboard-filter';
import {
  filterValuesFromParams,
  paramsFromFilterValues,
  paramsFromSavedFilter,
  suggestedSearchName,
} from './wireboard-url';

const parse = (query: string) => filterValuesFromParams(new URLSearchParams(query));

describe('the wireboard filter in the URL', () => {
  it('round-trips every filter', () => {
    const values = {
      kinds: ['PROPERTY' as const],
      text: '3-bedroom flat',
      place: 'Yaba, Nigeria',
      lat: 6.5095,
      lng: 3.3711,
      radiusKm: 10,
      budgetMin: 1000,
      budgetMax: 2_000_000,
    };
    const query = paramsFromFilterValues(values).toString();
    expect(query).toBe(
      'kind=PROPERTY&q=3-bedroom+flat&place=Yaba%2C+Nigeria&lat=6.5095&lng=3.3711&km=10&min=1000&max=2000000',
    );
    expect(parse(query)).toEqual(values);
    expect(toWireboardFilter(parse(query))).toEqual({
      kinds: ['PROPERTY'],
      text: '3-bedroom flat',
      near: { lat: 6.5095, lng: 3.3711, radiusKm: 10 },
      budgetMin: '1000',
      budgetMax: '2000000',
    });
  });

  it('writes nothing for the empty filter, and reads an empty query as it', () => {
    expect(paramsFromFilterValues(emptyFilterValues).toString()).toBe('');
    expect(parse('')).toEqual(emptyFilterValues);
  });

  it('ignores what is unknown, malformed or out of range, keeping the rest', () => {
    expect(parse('kind=SHOES&kind=PROPERTY&kind=PROPERTY&q=cement&foo=bar')).toEqual({
      ...emptyFilterValues,
      kinds: ['PROPERTY'],
      text: 'cement',
    });
    // a point needs both coordinates in range; the radius falls back to the default
    expect(parse('place=Mars&lat=120&lng=3&km=-4')).toEqual(emptyFilterValues);
    expect(parse('place=Lekki&lat=6.4&lng=3.5&km=9000')).toMatchObject({
      place: 'Lekki',
      lat: 6.4,
      lng: 3.5,
      radiusKm: 25,
    });
    expect(parse('min=abc&max=-5')).toMatchObject({ budgetMin: '', budgetMax: '' });
    expect(parse('min=5000&max=100')).toMatchObject({ budgetMin: 5000, budgetMax: '' });
    expect(parse(`q=${'x'.repeat(500)}`).text).toHaveLength(200);
  });

  it("opens a saved search's filter on the board", () => {
    const query = paramsFromSavedFilter({
      kinds: ['BUILDING_MATERIALS'],
      text: 'cement',
      place: 'Lagos',
      near: { lat: 6.5244, lng: 3.3792, radiusKm: 25 },
      budgetMin: null,
      budgetMax: '500000.00',
    }).toString();
    expect(query).toBe('kind=BUILDING_MATERIALS&q=cement&place=Lagos&lat=6.5244&lng=3.3792&max=500000');
  });

  it('suggests a name from the filter', () => {
    expect(suggestedSearchName(parse('kind=PROPERTY&q=flat&place=Yaba%2C+Nigeria&lat=6.5&lng=3.3'))).toBe(
      'Property · flat · near Yaba',
    );
    expect(suggestedSearchName(emptyFilterValues)).toBe('All wires');
  });
});

describe("the server's reading of a board URL (the page's embedded first page)", () => {
  // server/src/platform/web/spa-embed.ts reads the URL on its own (the server cannot import the client): the
  // variables it runs must be the ones this page asks with, or the embedded answer goes unused
  it('gives the same API filter as the client for every kind of URL', () => {
    for (const query of [
      '',
      'kind=PROPERTY',
      'kind=PROPERTY&kind=BUILDING_MATERIALS&kind=PROPERTY&kind=NOPE',
      'q=%20%20cement%20&place=Yaba',
      `q=${'x'.repeat(250)}`,
      'lat=6.5&lng=3.4',
      'lat=6.5&lng=3.4&km=10&place=Yaba',
      'lat=6.5&lng=3.4&km=900',
      'lat=95&lng=3.4',
      'lat=6.5',
      'min=0&max=0',
      'min=5000&max=1000',
      'min=abc&max=20000',
      'min=100&max=200&kind=BUILDING_MATERIALS&q=sand&lat=-33.9&lng=151.2&km=50',
    ]) {
      const params = new URLSearchParams(query);
      expect(wireboardFilterOfUrl(params), query).toEqual(toWireboardFilter(filterValuesFromParams(params)));
    }
  });
});
