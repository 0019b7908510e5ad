import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { AcceptCounterOfferDocument, WithdrawResponseDocument } from '../../gql/graphql';
import { responseFields } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { MyResponseActions } from './MyResponseActions';

describe('MyResponseActions', () => {
  it('withdraws a response the buyer has not answered', async () => {
    let withdrawn = false;
    renderWithApp(
      <MyResponseActions
        response={{
          id: 'r1',
          status: 'SENT',
          unreadMessageCount: 0,
          quote: { currency: 'NGN' },
          counterOffer: null,
        }}
        wireId="w1"
      />,
      {
        mocks: [
          {
            request: { query: WithdrawResponseDocument, variables: { id: 'r1' } },
            result: () => {
              withdrawn = true;
              return { data: { withdrawResponse: responseFields('r1', { status: 'WITHDRAWN' }) } };
            },
          },
        ],
      },
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(withdrawn).toBe(true));
  });

  it('offers no withdrawal once the buyer answered', () => {
    renderWithApp(
      <MyResponseActions
        response={{
          id: 'r1',
          status: 'ACCEPTED',
          unreadMessageCount: 0,
          quote: { currency: 'NGN' },
          counterOffer: null,
        }}
        wireId="w1"
      />,
    );
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Revise quote' })).toBeNull();
  });

  it("shows the buyer's open counter-offer and accepts it", async () => {
    let accepted = false;
    const counterOffer = {
      __typename: 'CounterOffer' as const,
      id: 'c1',
      amount: { __typename: 'Money' as const, amount: '160000.00', currency: 'NGN' },
      message: 'Delivery by Friday',
      status: 'OPEN' as const,
      createdAt: '2026-01-01T00:00:00.000Z',
      answeredAt: null,
    };
    renderWithApp(
      <MyResponseActions
        response={{
          id: 'r1',
          status: 'SENT',
          unreadMessageCount: 0,
          quote: { currency: 'NGN' },
          counterOffer,
        }}
        wireId="w1"
      />,
      {
        mocks: [
          {
            request: { query: AcceptCounterOfferDocument, variables: { id: 'r1' } },
            result: () => {
              accepted = true;
              return { data: { acceptCounterOffer: responseFields('r1', { quote: counterOffer.amount }) } };
            },
          },
        ],
      },
    );
    expect(screen.getByText(/The buyer's counter-offer/)).toBeTruthy();
    expect(screen.getByText('Delivery by Friday')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Revise quote' })).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept counter-offer' }));
    await waitFor(() => expect(accepted).toBe(true));
  });
});
