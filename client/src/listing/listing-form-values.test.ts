import { describe, expect, it } from 'vitest';

import { emptyListingForm, toListingInput, validateListingForm } from './listing-form-values';

const filled = {
  ...emptyListingForm,
  title: '  Flat in Yaba  ',
  price: 1500000.5,
  currency: 'usd',
  bedrooms: 2 as const,
  location: { label: 'Yaba, Nigeria', lat: 6.51, lng: 3.37 },
};

describe('listing form values', () => {
  it('turns the form and the uploaded files into the API input', () => {
    expect(toListingInput(filled, ['a', 'b'])).toEqual({
      title: 'Flat in Yaba',
      description: null,
      propertyType: 'APARTMENT',
      deal: 'RENT',
      price: { amount: '1500000.5', currency: 'USD' },
      bedrooms: 2,
      bathrooms: null,
      areaM2: null,
      location: { label: 'Yaba, Nigeria', lat: 6.51, lng: 3.37 },
      imageIds: ['a', 'b'],
    });
    expect(toListingInput({ ...filled, currency: '' }, []).price).toEqual({ amount: '1500000.5' });
  });

  it('says what is wrong at each field before sending', () => {
    const errors = validateListingForm({
      ...emptyListingForm,
      title: 'ab',
      price: -1,
      currency: 'naira',
      bedrooms: 51,
      bathrooms: 1.5,
      areaM2: 0,
    });
    expect(
      Object.entries(errors)
        .filter(([, message]) => message)
        .map(([field]) => field)
        .sort(),
    ).toEqual(['areaM2', 'bathrooms', 'bedrooms', 'currency', 'location', 'price', 'title']);
    expect(Object.values(validateListingForm(filled)).filter(Boolean)).toEqual([]);
  });
});
