import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { WireCardFieldsFragment } from '../../gql/graphql';
import { wireCard } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { toPostWireInput, emptyWireForm } from '../wire-form-values';
import { WireCard } from './WireCard';

const card = (overrides: Record<string, unknown>) =>
  wireCard('w1', overrides) as unknown as WireCardFieldsFragment;

describe('WireCard', () => {
  it('says "Quotes full" on an open wire that takes no more responses', async () => {
    renderWithApp(<WireCard wire={card({ quotesFull: true })} />);
    expect(await screen.findByText('Quotes full')).toBeTruthy();
  });

  it('says nothing of quotes on a wire with room, or one no longer open', async () => {
    renderWithApp(
      <>
        <WireCard wire={card({ quotesFull: false })} />
        <WireCard wire={card({ id: 'w2', quotesFull: true, status: 'CLOSED' })} />
      </>,
    );
    await screen.findAllByRole('article');
    expect(screen.queryByText('Quotes full')).toBeNull();
  });
});

describe('the wire form', () => {
  it('sends how long the wire stays open', () => {
    const input = toPostWireInput({ ...emptyWireForm, openForDays: '14' }, 'PROPERTY');
    expect(input.openForDays).toBe(14);
    expect(toPostWireInput(emptyWireForm, 'PROPERTY').openForDays).toBe(30);
  });
});
