import { describe, expect, it } from 'vitest';

import { wirePageDescription } from './wire-meta';

const base = {
  location: { label: 'Lekki Phase 1, Lagos', lat: 6.45, lng: 3.47 },
  budget: { min: null, max: '260000', currency: 'USD' },
  deal: null,
  propertyType: null,
  bedrooms: null,
  description: null,
};

describe('wire page meta', () => {
  it('describes a materials wire by its lines, place and budget', () => {
    const wire = {
      ...base,
      kind: 'BUILDING_MATERIALS' as const,
      lines: [
        { material: 'Cement', quantity: 40, unit: 'bags' },
        { material: 'Sharp sand', quantity: 2, unit: 'tonnes' },
      ],
    };
    expect(wirePageDescription(wire)).toBe(
      'Building materials to Lekki Phase 1, Lagos: 40 bags Cement, 2 tonnes Sharp sand. Up to $260,000.00.',
    );
  });

  it('describes a property wire and clips the buyer’s words to 160 characters', () => {
    const wire = {
      ...base,
      kind: 'PROPERTY' as const,
      deal: 'RENT' as const,
      propertyType: 'APARTMENT' as const,
      bedrooms: 3,
      budget: null,
      lines: [],
      description: 'Near the university.   Quiet street, parking for one car, '.repeat(5),
    };
    const description = wirePageDescription(wire);
    expect(
      description.startsWith(
        '3-bedroom apartment to rent in Lekki Phase 1, Lagos. Open budget. Near the university. Quiet',
      ),
    ).toBe(true);
    expect(description).toHaveLength(160);
    expect(description.endsWith('…')).toBe(true);
  });
});
