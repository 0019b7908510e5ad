import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { PlacesDocument } from '../../gql/graphql';
import { renderWithApp } from '../../test/render';
import type { PickedLocation } from './location-value';
import { LocationPicker } from './LocationPicker';

const ikeja = {
  __typename: 'Place' as const,
  id: '2337639',
  name: 'Ikeja',
  country: 'Nigeria',
  label: 'Ikeja, Lagos',
  lat: 6.60177,
  lng: 3.35155,
};
const ikere = {
  __typename: 'Place' as const,
  id: '2337765',
  name: 'Ikere-Ekiti',
  country: 'Nigeria',
  label: 'Ikere-Ekiti, Ekiti',
  lat: 7.49,
  lng: 5.23,
};

function placesMock(search: string, places: (typeof ikeja)[]) {
  return {
    request: { query: PlacesDocument, variables: { search, first: 8 } },
    result: { data: { places } },
    maxUsageCount: 5,
  };
}

function Harness({ onValue }: { onValue: (value: PickedLocation | null) => void }) {
  const [value, setValue] = useState<PickedLocation | null>(null);
  const [radiusKm, setRadiusKm] = useState<number | ''>(40);
  return (
    <LocationPicker
      label="Service area"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
      radiusKm={radiusKm}
      onRadiusChange={setRadiusKm}
    />
  );
}

describe('LocationPicker', () => {
  it('searches places as one types and picks one with the keyboard', async () => {
    const user = userEvent.setup();
    const values: (PickedLocation | null)[] = [];
    renderWithApp(<Harness onValue={(value) => values.push(value)} />, {
      mocks: [placesMock('ike', [ikeja, ikere])],
    });
    await user.type(screen.getByRole('textbox', { name: /^Service area/ }), 'ike');
    // the label ("Ikeja, Lagos") and the country it leaves out
    expect((await screen.findByRole('option', { name: /Ikeja/ })).textContent).toBe('Ikeja, Lagos, Nigeria');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(values.at(-1)).toEqual({ label: 'Ikeja, Lagos', lat: 6.60177, lng: 3.35155 }));
    expect((screen.getByRole('textbox', { name: /^Service area/ }) as HTMLInputElement).value).toBe(
      'Ikeja, Lagos',
    );
    expect(screen.getByLabelText(/^Radius \(km\)/)).toBeTruthy();
  });

  it('takes coordinates behind the advanced toggle, checked at each field', async () => {
    const user = userEvent.setup();
    const values: (PickedLocation | null)[] = [];
    renderWithApp(<Harness onValue={(value) => values.push(value)} />);
    await user.click(screen.getByRole('button', { name: 'Enter coordinates' }));
    await user.type(screen.getByLabelText(/^Place name/), 'Lekki Phase 1');
    await user.type(screen.getByLabelText(/^Latitude/), '95');
    await user.tab();
    expect(await screen.findByText('Latitude is between −90 and 90.')).toBeTruthy();
    expect(values.at(-1)).toBeNull();
    await user.clear(screen.getByLabelText(/^Latitude/));
    await user.type(screen.getByLabelText(/^Latitude/), '6.4474');
    await user.type(screen.getByLabelText(/^Longitude/), '3.4706');
    await waitFor(() => expect(values.at(-1)).toEqual({ label: 'Lekki Phase 1', lat: 6.4474, lng: 3.4706 }));
  });
});
