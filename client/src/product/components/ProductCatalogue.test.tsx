import { ApolloLink, Observable } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { connectionOf } from '../../test/fixtures';
import { heldLink, renderWithApp } from '../../test/render';
import { ProductCatalogue } from './ProductCatalogue';

function product(id: string, name: string) {
  return {
    __typename: 'Product',
    id,
    name,
    category: 'CEMENT',
    description: null,
    unit: 'bag (50 kg)',
    price: { __typename: 'Money', amount: '9500.00', currency: 'NGN' },
    inStock: true,
    hidden: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    images: [],
    mainImage: null,
    partner: {
      __typename: 'Partner',
      id: 'partner-1',
      businessName: 'Lekki Depot',
      verified: false,
      verifiedAt: null,
    },
  };
}

const cement = product('p1', 'Dangote cement');
const rods = product('p2', 'Iron rods 12 mm');

/** The catalogue, searched by name; every searched page is held until the test releases it. */
function catalogueLink() {
  const textOf = (variables: Record<string, unknown>) =>
    (variables.filter as { text: string | null } | null)?.text ?? null;
  const answer = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const text = textOf(operation.variables);
        const nodes = text
          ? [cement, rods].filter((node) => node.name.toLowerCase().includes(text))
          : [cement, rods];
        observer.next({ data: { products: connectionOf('ProductConnection', nodes) } });
        observer.complete();
      }),
  );
  const gate = heldLink((operation) => textOf(operation.variables) !== null);
  return { ...gate, link: gate.link.concat(answer) };
}

describe('ProductCatalogue', () => {
  it('keeps the cards in place while a search loads, so a click on one is never lost', async () => {
    const { link, held, release } = catalogueLink();
    const onAskQuote = vi.fn();
    renderWithApp(<ProductCatalogue onAskQuote={onAskQuote} />, { mocks: link, path: '/buildmat' });
    const card = await screen.findByRole('article', { name: 'Dangote cement' });

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'cement');
    // the search's request is on its way (the barrier): the page still shows the earlier results
    await waitFor(() => expect(held).toHaveLength(1));
    expect(screen.queryByRole('status', { name: 'Loading products' })).toBeNull();
    expect(screen.getByRole('article', { name: 'Dangote cement' })).toBe(card);

    await user.click(within(card).getByRole('button', { name: 'Ask for a quote: Dangote cement' }));
    expect(onAskQuote).toHaveBeenCalledWith(expect.objectContaining({ id: 'p1', name: 'Dangote cement' }));

    release();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Iron rods 12 mm' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Dangote cement' })).toBe(card);
    expect(screen.getByText('1 product')).toBeTruthy();
  });
});
