import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import type { ResponseFieldsFragment } from '../../gql/graphql';
import { renderWithApp } from '../../test/render';
import { ResponseComparisonTable } from './ResponseComparisonTable';

function response(
  id: string,
  business: string,
  amount: string,
  offered: Partial<Pick<ResponseFieldsFragment, 'offeredProducts' | 'offeredProperty'>> = {},
): ResponseFieldsFragment {
  return {
    id,
    status: 'SENT',
    reopenedAt: null,
    message: `Offer from ${business}`,
    quote: { amount, currency: 'USD' },
    validUntil: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    partner: {
      id: `p-${id}`,
      businessName: business,
      verified: false,
      verifiedAt: null,
      verifiedUntil: null,
      rating: { average: null, count: 0 },
    },
    review: null,
    offeredProducts: [],
    offeredProperty: null,
    partnerContact: null,
    unreadMessageCount: 0,
    revisions: [],
    counterOffer: null,
    ...offered,
  };
}

const money = (amount: string) => ({ amount, currency: 'USD' });

const responses = [
  response('1', 'Beta', '1500.00'),
  response('2', 'Alpha', '200.00', {
    offeredProducts: [
      {
        id: 'l1',
        name: 'Cement 42.5R',
        unit: 'bag',
        quantity: 40,
        unitPrice: money('4.50'),
        lineTotal: money('180.00'),
        product: { id: 'c', mainImage: { id: 'm', thumbnailUrl: '/files/m?w=320' } },
      },
      {
        id: 'l2',
        name: 'Sharp sand',
        unit: 'tonne',
        quantity: 2.5,
        unitPrice: money('8.00'),
        lineTotal: money('20.00'),
        product: null,
      },
    ],
  }),
  response('3', 'Gamma', '900', {
    offeredProperty: {
      id: 'flat',
      title: 'Flat in Yaba',
      status: 'ACTIVE',
      deal: 'RENT',
      propertyType: 'APARTMENT',
      bedrooms: 3,
      bathrooms: 2,
      areaM2: 120,
      price: money('900.00'),
      location: { label: 'Yaba, Lagos' },
      images: [
        { id: 'i1', name: 'front.jpg', thumbnailUrl: '/files/i1?w=320', largeUrl: '/files/i1?w=1280' },
      ],
    },
  }),
];

function partnerOrder() {
  return screen.getAllByTestId('response-partner').map((name) => name.textContent);
}

async function sortBy(label: string) {
  await userEvent.setup().click(screen.getByRole('radio', { name: label }));
}

describe('ResponseComparisonTable', () => {
  it('sorts by total, lowest first, then highest first, then newest again', async () => {
    renderWithApp(
      <ResponseComparisonTable responses={responses} canDecide onAccept={vi.fn()} onDecline={vi.fn()} />,
    );
    expect(partnerOrder()).toEqual(['Beta', 'Alpha', 'Gamma']);
    await sortBy('Lowest total');
    expect(partnerOrder()).toEqual(['Alpha', 'Gamma', 'Beta']);
    await sortBy('Highest total');
    expect(partnerOrder()).toEqual(['Beta', 'Gamma', 'Alpha']);
    await sortBy('Newest');
    expect(partnerOrder()).toEqual(['Beta', 'Alpha', 'Gamma']);
  });

  it('itemises offered products with line totals and the total, and shows an offered listing', () => {
    renderWithApp(
      <ResponseComparisonTable responses={responses} canDecide onAccept={vi.fn()} onDecline={vi.fn()} />,
    );
    const items = screen.getByRole('table', { name: 'Items quoted by Alpha' });
    const rows = within(items).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ItemLine total',
      'Cement 42.5R40 × bag at $4.50$180.00',
      'Sharp sand2.5 × tonne at $8.00$20.00',
      'Total$200.00',
    ]);
    const gamma = screen.getByRole('article', { name: 'Quote of Gamma' });
    expect(within(gamma).getByText('Flat in Yaba')).toBeTruthy();
    expect(within(gamma).getByText('Yaba, Lagos')).toBeTruthy();
    expect(within(gamma).getByRole('img', { name: 'front.jpg' })).toBeTruthy();
  });

  it('offers accept and decline on SENT quotes only while the owner can decide', async () => {
    const onAccept = vi.fn();
    renderWithApp(
      <ResponseComparisonTable
        responses={[response('1', 'Beta', '10'), { ...response('2', 'Alpha', '20'), status: 'DECLINED' }]}
        canDecide
        onAccept={onAccept}
        onDecline={vi.fn()}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Accept the quote of Beta' }));
    expect(onAccept).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }));
    expect(screen.queryByRole('button', { name: 'Accept the quote of Alpha' })).toBeNull();
  });

  it('lets a declined partner quote again, once, while the owner can decide', async () => {
    const onReopen = vi.fn();
    const declined = { ...response('2', 'Alpha', '20'), status: 'DECLINED' as const };
    const reopened = { ...response('3', 'Gamma', '30'), status: 'DECLINED' as const };
    renderWithApp(
      <ResponseComparisonTable
        responses={[
          declined,
          { ...reopened, reopenedAt: '2026-01-02T00:00:00Z' },
          response('1', 'Beta', '10'),
        ]}
        canDecide
        onAccept={vi.fn()}
        onDecline={vi.fn()}
        onReopen={onReopen}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Let Alpha quote again' }));
    expect(onReopen).toHaveBeenCalledWith(expect.objectContaining({ id: '2' }));
    expect(screen.queryByRole('button', { name: 'Let Gamma quote again' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Let Beta quote again' })).toBeNull();
    expect(screen.getByText(/^Reopened to them on/)).toBeTruthy();
  });

  it('marks a revised quote with what changed, keeps its earlier versions, and offers a counter-offer', async () => {
    const onCounter = vi.fn();
    const revised: ResponseFieldsFragment = {
      ...response('1', 'Beta', '172500.00'),
      revisions: [
        {
          id: 'v1',
          version: 1,
          quote: money('185000.00'),
          validUntil: null,
          message: 'The first offer',
          changed: ['QUOTE', 'MESSAGE'],
          cause: 'REVISED',
          createdAt: '2026-01-02T00:00:00Z',
          offeredProducts: [],
        },
      ],
      counterOffer: {
        id: 'c1',
        amount: money('160000.00'),
        message: null,
        status: 'ANSWERED',
        createdAt: '2026-01-01T12:00:00Z',
        answeredAt: '2026-01-02T00:00:00Z',
      },
    };
    renderWithApp(
      <ResponseComparisonTable
        responses={[revised]}
        canDecide
        onAccept={vi.fn()}
        onDecline={vi.fn()}
        onCounter={onCounter}
      />,
    );
    const card = screen.getByRole('article', { name: 'Quote of Beta' });
    expect(within(card).getByText('Revised', { selector: '.mantine-Badge-label' })).toBeTruthy();
    const changes = within(card).getByRole('list', { name: 'What changed' });
    expect(changes.textContent).toMatch(/Price \$185,000\.00 → \$172,500\.00/);
    expect(changes.textContent).toContain('New message');
    expect(within(card).getByText(/answered with a revision/)).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(card).getByRole('button', { name: 'Earlier versions (1)' }));
    expect(within(card).getByText('The first offer')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Make Beta a counter-offer' }));
    expect(onCounter).toHaveBeenCalledWith(expect.objectContaining({ id: '1' }));
  });
});
