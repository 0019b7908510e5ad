import { useQuery } from '@apollo/client/react';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { WireDetailsDocument, type WireDetailsFieldsFragment } from '../gql/graphql';
import { responseFields, wireCard, wireDetails } from '../test/fixtures';
import { mockedLiveLink, renderWithApp } from '../test/render';
import { wireResponsesLive } from './live-lists';
import { useSealedQuotesLive } from './sealed-quotes-live';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@mantine/notifications', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@mantine/notifications')>();
  return { ...actual, notifications: { ...actual.notifications, show: toast } };
});

const revealAt = '2099-03-01T12:00:00.000Z';
const sealed = { sealed: true, revealAt, quotesSealed: true };
const query = { query: WireDetailsDocument, variables: { id: 'w1' } };

/** What the buyer's quotes section shows of a sealed wire, and what screen readers hear. */
function Quotes({ wire }: { wire: WireDetailsFieldsFragment }) {
  const news = useSealedQuotesLive(wire);
  return (
    <>
      <p data-testid="quotes">
        {wire.quotesSealed
          ? `${wire.responseCount} sealed until ${wire.revealAt}`
          : `revealed: ${wire.responses.map((r) => `${r.partner.businessName} ${r.quote.amount}`).join(', ')}`}
      </p>
      <p data-testid="news">{news}</p>
    </>
  );
}

function Page() {
  const { data } = useQuery(WireDetailsDocument, { variables: { id: 'w1' } });
  return data ? <Quotes wire={data.wire} /> : null;
}

/** A `myWireEvents` message: the wire as its buyer sees it (never a sealed quote). */
const event = (overrides: Record<string, unknown>) => ({
  data: {
    myWireEvents: {
      __typename: 'WireEvent',
      type: 'UPDATED',
      wire: wireCard('w1', { ...sealed, ...overrides }),
    },
  },
});

afterEach(() => toast.mockClear());

describe('useSealedQuotesLive', () => {
  it('shows the count of sealed quotes live, and the quotes when the server reveals them', async () => {
    const revealed = wireDetails('w1', {
      sealed: true,
      revealAt,
      quotesSealed: false,
      responseCount: 1,
      responses: [responseFields('r1')],
    });
    const { link, events } = mockedLiveLink([
      { request: query, result: { data: { wire: wireDetails('w1', sealed) } } },
      // the page read again once the reveal is heard: the quotes come with it
      { request: query, result: { data: { wire: revealed } } },
    ]);
    const subscribed = vi.spyOn(events, 'request');
    renderWithApp(<Page />, { mocks: link });

    await waitFor(() => expect(screen.getByTestId('quotes').textContent).toBe(`0 sealed until ${revealAt}`));
    await waitFor(() => expect(events.operation?.operationName).toBe('MyWireEvents'));
    expect(events.operation?.variables).toEqual({ wireId: 'w1' });

    act(() => events.simulateResult({ result: event({ responseCount: 1 }) }));
    await waitFor(() => expect(screen.getByTestId('quotes').textContent).toBe(`1 sealed until ${revealAt}`));
    expect(screen.getByTestId('news').textContent).toBe('Sealed quotes so far: 1');
    act(() => events.simulateResult({ result: event({ responseCount: 2 }) }));
    await waitFor(() => expect(screen.getByTestId('quotes').textContent).toBe(`2 sealed until ${revealAt}`));

    // at revealAt the server's job says the quotes are no longer sealed: the page reads them
    act(() => events.simulateResult({ result: event({ responseCount: 1, quotesSealed: false }) }));
    await waitFor(() =>
      expect(screen.getByTestId('quotes').textContent).toBe('revealed: Ikeja Blocks 185000.00'),
    );
    expect(toast).toHaveBeenCalledWith({ color: 'green', message: 'The sealed quotes are revealed.' });
    expect(screen.getByTestId('news').textContent).toBe('Sealed quotes revealed: 1');
    // revealed, the page no longer follows the wire's sealed count
    expect(subscribed.mock.calls.filter(([op]) => op.operationName === 'MyWireEvents')).toHaveLength(1);
  });

  it('does not follow a wire whose quotes are not sealed', async () => {
    const { link, events } = mockedLiveLink([
      { request: query, result: { data: { wire: wireDetails('w1') } } },
    ]);
    const subscribed = vi.spyOn(events, 'request');
    renderWithApp(<Page />, { mocks: link });
    await waitFor(() => expect(screen.getByTestId('quotes').textContent).toBe('revealed: '));
    expect(subscribed).not.toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('wireResponsesLive at the reveal', () => {
  it('lists the revealed quotes without counting them twice (the count held them while sealed)', () => {
    const data = { wire: wireDetails('w1', { ...sealed, responseCount: 1 }) } as never;
    const quote = responseFields('r1') as never;
    const next = wireResponsesLive.applyEvent(data, { type: 'CREATED', node: quote }) as {
      wire: { responseCount: number; responses: { id: string }[] };
    };
    expect(next.wire.responseCount).toBe(1);
    expect(next.wire.responses.map((r) => r.id)).toEqual(['r1']);
    // an open wire counts a new quote as it comes
    const open = { wire: wireDetails('w1', { responseCount: 1 }) } as never;
    const counted = wireResponsesLive.applyEvent(open, { type: 'CREATED', node: quote }) as {
      wire: { responseCount: number };
    };
    expect(counted.wire.responseCount).toBe(2);
  });
});
