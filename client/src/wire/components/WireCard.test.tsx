import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { WireCardFieldsFragment } from '../../gql/graphql';
import { wireCard } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { toPostWireInput, emptyWireForm, validateWireForm } from '../wire-form-values';
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

describe('WireCard for a partner and for sealed quotes', () => {
  it('says the viewer responded, with the response status', async () => {
    renderWithApp(
      <WireCard wire={card({ myResponse: { __typename: 'Response', id: 'r1', status: 'ACCEPTED' } })} />,
    );
    expect(await screen.findByText('You responded · Accepted')).toBeTruthy();
  });

  it('marks a wire whose buyer declined the viewing partner\'s quote "Declined"', async () => {
    renderWithApp(
      <>
        <WireCard wire={card({ respondRefusal: 'DECLINED' })} />
        <WireCard wire={card({ id: 'w2', respondRefusal: null })} />
      </>,
    );
    expect(await screen.findAllByText('Declined')).toHaveLength(1);
  });

  it('says "Sealed until" instead of a count while the quotes are sealed', async () => {
    const revealAt = '2030-03-01T10:00:00.000Z';
    renderWithApp(<WireCard wire={card({ sealed: true, quotesSealed: true, revealAt })} />);
    expect(await screen.findByText(/^Sealed until /)).toBeTruthy();
    expect(screen.queryByText(/responses?$/)).toBeNull();
  });
});

describe('the wire form', () => {
  it('sends sealed quotes with their reveal date, checked first', () => {
    const now = new Date('2030-01-01T12:00:00Z');
    const sealed = { ...emptyWireForm, title: 'Roof', sealed: true, openForDays: '7' };
    expect(validateWireForm({ ...sealed, revealAt: '' }, 'PROPERTY', now).revealAt).toBe(
      'Choose when the sealed quotes are revealed to you.',
    );
    const soon = new Date(now.getTime() + 30 * 60_000).toISOString();
    expect(validateWireForm({ ...sealed, revealAt: soon }, 'PROPERTY', now).revealAt).toBe(
      'Reveal the quotes at least an hour from now.',
    );
    const late = new Date(now.getTime() + 8 * 86_400_000).toISOString();
    expect(validateWireForm({ ...sealed, revealAt: late }, 'PROPERTY', now).revealAt).toBe(
      'Reveal the quotes before the request expires.',
    );
    const good = new Date(now.getTime() + 2 * 86_400_000).toISOString();
    expect(validateWireForm({ ...sealed, revealAt: good }, 'PROPERTY', now).revealAt).toBeUndefined();
    expect(toPostWireInput({ ...sealed, revealAt: good }, 'PROPERTY')).toMatchObject({
      sealed: true,
      revealAt: good,
    });
    expect(toPostWireInput({ ...emptyWireForm, revealAt: good }, 'PROPERTY')).toMatchObject({
      sealed: false,
      revealAt: null,
    });
  });

  it('sends how long the wire stays open', () => {
    const input = toPostWireInput({ ...emptyWireForm, openForDays: '14' }, 'PROPERTY');
    expect(input.openForDays).toBe(14);
    expect(toPostWireInput(emptyWireForm, 'PROPERTY').openForDays).toBe(30);
  });
});
