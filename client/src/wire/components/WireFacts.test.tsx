import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { WireDetailsFieldsFragment } from '../../gql/graphql';
import { wireDetails } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { WireFacts } from './WireFacts';

const contact = {
  __typename: 'BuyerContact',
  name: 'Bisi Ade',
  email: 'bisi@example.com',
  phone: '+234 803 000 0000',
};
const wire = (overrides: Record<string, unknown>) =>
  wireDetails('w1', { buyerContact: contact, ...overrides }) as unknown as WireDetailsFieldsFragment;

describe('WireFacts: the buyer contact', () => {
  it('tells the owner these are their own details, and who will see them', async () => {
    renderWithApp(<WireFacts wire={wire({ isMine: true })} />);
    expect(await screen.findByText('Your contact details')).toBeTruthy();
    expect(screen.getByText(/Bisi Ade · bisi@example\.com · \+234 803 000 0000/)).toBeTruthy();
    expect(screen.getByText(/partner whose quote you accept sees these/)).toBeTruthy();
    expect(screen.queryByText('Buyer contact')).toBeNull();
  });

  it('shows an accepted partner (or an admin) the buyer contact', async () => {
    renderWithApp(<WireFacts wire={wire({ isMine: false })} />);
    expect(await screen.findByText('Buyer contact')).toBeTruthy();
    expect(screen.getByText(/Bisi Ade · bisi@example\.com/)).toBeTruthy();
    expect(screen.queryByText(/partner whose quote you accept/)).toBeNull();
  });

  it('shows no contact box when the API gives none', async () => {
    renderWithApp(<WireFacts wire={wire({ isMine: false, buyerContact: null })} />);
    await screen.findByRole('region', { name: 'Wire details' });
    expect(screen.queryByText('Buyer contact')).toBeNull();
    expect(screen.queryByText('Your contact details')).toBeNull();
  });
});

describe('WireFacts: a property wire', () => {
  it('says what is wanted as a listing would: "3-bedroom apartment, from 80 m²"', async () => {
    renderWithApp(
      <WireFacts
        wire={wire({ kind: 'PROPERTY', deal: 'RENT', propertyType: 'APARTMENT', bedrooms: 3, minAreaM2: 80 })}
      />,
    );
    expect(await screen.findByText('3-bedroom apartment, from 80 m²')).toBeTruthy();
  });

  it('names the type alone when no bedrooms are asked for', async () => {
    renderWithApp(
      <WireFacts
        wire={wire({ kind: 'PROPERTY', deal: 'BUY', propertyType: 'LAND', bedrooms: null, minAreaM2: null })}
      />,
    );
    expect(await screen.findByText('Land')).toBeTruthy();
  });
});
