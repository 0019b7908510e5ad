import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import { RespondToWireDocument, ReviseResponseDocument } from '../../gql/graphql';
import { responseFields, withSubmissionKey } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { RespondForm } from './RespondForm';

const wireId = '4b7d6c1e-5d1a-4c8e-9a57-0c1f2d3e4f50';
const wire = { id: wireId, kind: 'BUILDING_MATERIALS' as const, lines: [] };

describe('RespondForm', () => {
  it('shows the server field error at the quote input', async () => {
    const user = userEvent.setup();
    const error = new GraphQLError('The quote is above the allowed amount.', {
      extensions: { code: 'BAD_USER_INPUT', field: 'quote.amount' },
    });
    renderWithApp(<RespondForm wire={wire} />, {
      mocks: [
        {
          request: {
            query: RespondToWireDocument,
            variables: withSubmissionKey({
              input: {
                wireId,
                message: 'We deliver tomorrow',
                quote: { amount: '250', currency: null },
                validUntil: null,
              },
            }),
          },
          result: { errors: [error] },
        },
      ],
    });
    await user.type(screen.getByLabelText(/^Quote/), '250');
    await user.type(screen.getByLabelText(/^Message/), 'We deliver tomorrow');
    await user.click(screen.getByRole('button', { name: 'Send response' }));

    const quote = screen.getByLabelText(/^Quote/);
    await waitFor(() => expect(quote.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The quote is above the allowed amount.')).toBeTruthy();
  });

  it('asks for a quote and a message before sending', async () => {
    renderWithApp(<RespondForm wire={wire} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send response' }));
    expect(await screen.findByText('Enter a quote above 0.')).toBeTruthy();
    expect(screen.getByText('Tell the buyer what you offer.')).toBeTruthy();
  });

  it('revises a sent quote: prefilled with it, sending the revision, a refusal beside the form', async () => {
    const user = userEvent.setup();
    const sent = responseFields('r1', {
      message: 'Forty bags',
      quote: { amount: '185000.00', currency: 'NGN' },
    });
    let revised = false;
    const nothing = new GraphQLError(
      'This revision changes nothing: give a new price, validity, items or message.',
      {
        extensions: { code: 'BAD_USER_INPUT', field: 'input' },
      },
    );
    const input = (amount: string) => ({
      input: {
        id: 'r1',
        message: 'Forty bags',
        validUntil: null,
        quote: { amount, currency: 'NGN' },
        offeredProducts: null,
      },
    });
    renderWithApp(<RespondForm wire={wire} revising={sent as never} onRevised={() => (revised = true)} />, {
      mocks: [
        {
          request: { query: ReviseResponseDocument, variables: input('185000') },
          result: { errors: [nothing] },
        },
        {
          request: { query: ReviseResponseDocument, variables: input('172500') },
          result: { data: { reviseResponse: { ...sent, wire: { __typename: 'Wire', id: wireId } } } },
        },
      ],
    });
    expect(screen.getByRole('form', { name: 'Revise your quote' })).toBeTruthy();
    expect((screen.getByLabelText(/^Message/) as HTMLTextAreaElement).value).toBe('Forty bags');
    await user.click(screen.getByRole('button', { name: 'Send revision' }));
    expect(await screen.findByText(/This revision changes nothing/)).toBeTruthy();
    const quote = screen.getByLabelText(/^Quote/);
    await user.clear(quote);
    await user.type(quote, '172500');
    await user.click(screen.getByRole('button', { name: 'Send revision' }));
    await waitFor(() => expect(revised).toBe(true));
  });
});
