import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { ResponseFieldsFragment } from '../../gql/graphql';
import { renderWithApp } from '../../test/render';
import { ResponseComparisonTable } from './ResponseComparisonTable';

function response(id: string, business: string, amount: string): ResponseFieldsFragment {
  return {
    id,
    status: 'SENT',
    message: `Offer from ${business}`,
    quote: { amount, currency: 'USD' },
    validUntil: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    partner: { id: `p-${id}`, businessName: business },
  };
}

const responses = [
  response('1', 'Beta', '1500.00'),
  response('2', 'Alpha', '200.00'),
  response('3', 'Gamma', '900'),
];

function partnerOrder() {
  return screen.getAllByTestId('response-row').map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

describe('ResponseComparisonTable', () => {
  it('sorts by price, cheapest first, then most expensive first', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <ResponseComparisonTable responses={responses} canDecide onAccept={vi.fn()} onDecline={vi.fn()} />,
    );
    expect(partnerOrder()).toEqual(['Beta', 'Alpha', 'Gamma']);
    await user.click(await screen.findByRole('button', { name: 'Sort by price' }));
    expect(partnerOrder()).toEqual(['Alpha', 'Gamma', 'Beta']);
    await user.click(screen.getByRole('button', { name: 'Sort by price' }));
    expect(partnerOrder()).toEqual(['Beta', 'Gamma', 'Alpha']);
  });
});
