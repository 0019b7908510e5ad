import { ApolloLink } from '@apollo/client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { PartnerWireboardDocument, RespondToWireDocument } from '../../gql/graphql';
import { connectionOf, partnerWire, responseFields, withSubmissionKey } from '../../test/fixtures';
import { mockedLiveLink, renderWithApp } from '../../test/render';
import { PartnerWireboardPage } from './PartnerWireboardPage';

const input = {
  wireId: 'w1',
  message: 'We deliver tomorrow',
  quote: { amount: '250', currency: null },
  validUntil: null,
};

function setup(wires = [partnerWire('w1')]) {
  const { link, events } = mockedLiveLink([
    {
      request: { query: PartnerWireboardDocument, variables: { filter: null, first: 20 } },
      result: {
        data: {
          partnerWireboard: {
            ...connectionOf('WireConnection', wires),
            totalCountIsEstimate: false,
          },
        },
      },
    },
    {
      request: { query: RespondToWireDocument, variables: withSubmissionKey({ input }) },
      result: {
        data: {
          respondToWire: {
            ...responseFields('r1'),
            wire: {
              ...partnerWire('w1', { responseCount: 1, myResponse: responseFields('r1') }),
              buyerContact: null,
            },
          },
        },
      },
    },
  ]);
  const operations: string[] = [];
  const counting = new ApolloLink((operation, forward) => {
    operations.push(operation.operationName ?? '');
    return forward(operation);
  });
  renderWithApp(<PartnerWireboardPage />, { mocks: counting.concat(link), path: '/partners/wireboard' });
  return { events, operations };
}

describe('PartnerWireboardPage', () => {
  it('shows a response as soon as the mutation answers, without fetching the board again', async () => {
    const { operations } = setup();
    const card = await screen.findByRole('article');
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Respond' }));
    await user.type(within(card).getByLabelText(/^Quote/), '250');
    await user.type(within(card).getByLabelText(/^Message/), 'We deliver tomorrow');
    await user.click(within(card).getByRole('button', { name: 'Send response' }));

    expect(await within(card).findByText('You responded · Sent')).toBeTruthy();
    expect(operations.filter((name) => name === 'PartnerWireboard')).toHaveLength(1);
  });

  it('offers no Respond on a wire that would refuse the partner, and says why', async () => {
    setup([
      partnerWire('w1', { respondRefusal: 'DECLINED' }),
      partnerWire('w2', { quotesFull: true, respondRefusal: 'QUOTES_FULL' }),
    ]);
    const [declined, full] = await screen.findAllByRole('article');
    expect(within(declined!).getByText('Declined')).toBeTruthy();
    expect(within(declined!).getByText(/declined your quote/)).toBeTruthy();
    expect(within(full!).getByText('Quotes full')).toBeTruthy();
    expect(within(full!).getByText(/has all the quotes it takes/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Respond' })).toBeNull();
  });

  it('marks a wire the buyer invited the partner to "Invited", and no other', async () => {
    setup([partnerWire('w1', { invited: true }), partnerWire('w2')]);
    const [invited, plain] = await screen.findAllByRole('article');
    expect(within(invited!).getByText('Invited')).toBeTruthy();
    expect(within(plain!).queryByText('Invited')).toBeNull();
  });

  it('marks a wire that arrives live as new', async () => {
    const { events } = setup();
    await screen.findByRole('article');
    expect(screen.getByText('1 matching wire')).toBeTruthy();
    await waitFor(() => expect(events.operation?.operationName).toBe('PartnerWireboardEvents'));
    act(() =>
      events.simulateResult({
        result: {
          data: {
            partnerWireboardEvents: {
              __typename: 'WireEvent',
              type: 'CREATED',
              wire: partnerWire('w2', { title: '40 bags of cement' }),
            },
          },
        },
      }),
    );
    const card = await screen.findByRole('article', { name: '40 bags of cement' });
    expect(within(card).getByText('New')).toBeTruthy();
    // the count over the list follows: one matching wire, then two
    expect(screen.getByText('2 matching wires')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Wire w1' })).toBeTruthy();
  });
});
