import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';

import { ReviewPartnerDocument } from '../../gql/graphql';
import { reviewFields } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { ReviewForm } from './ReviewForm';

const wireId = '4b7d6c1e-5d1a-4c8e-9a57-0c1f2d3e4f50';
const partner = { id: '9d3c2b1a-0f1e-4d2c-8b3a-1c2d3e4f5a6b', businessName: 'Ikeja Blocks' };
const input = { wireId, partnerId: partner.id, rating: 4, text: 'On time.' };

describe('ReviewForm', () => {
  it('chooses the stars with the keyboard and posts the review', async () => {
    const user = userEvent.setup();
    const onReviewed = vi.fn();
    renderWithApp(<ReviewForm wireId={wireId} partner={partner} onReviewed={onReviewed} />, {
      mocks: [
        {
          request: { query: ReviewPartnerDocument, variables: { input } },
          result: {
            data: {
              reviewPartner: reviewFields({ partner: { __typename: 'PartnerCard', id: partner.id } }),
            },
          },
        },
      ],
    });
    expect(screen.getByRole('group', { name: /Your rating/ })).toBeTruthy();
    // focus the first star, then arrow keys move along the radio group
    await user.click(screen.getByLabelText('1 of 5 stars: poor'));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect((screen.getByLabelText('4 of 5 stars: very good') as HTMLInputElement).checked).toBe(true);
    await user.type(screen.getByLabelText(/^Your review/), 'On time.');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    await waitFor(() => expect(onReviewed).toHaveBeenCalled());
  });

  it('asks for stars and words first, and shows a refusal of the server', async () => {
    const user = userEvent.setup();
    const conflict = new GraphQLError('You have already reviewed Ikeja Blocks for this request.', {
      extensions: { code: 'CONFLICT' },
    });
    renderWithApp(<ReviewForm wireId={wireId} partner={partner} onReviewed={vi.fn()} />, {
      mocks: [
        { request: { query: ReviewPartnerDocument, variables: { input } }, result: { errors: [conflict] } },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Choose 1 to 5 stars.')).toBeTruthy();
    expect(screen.getByText('Say in a few words how it went.')).toBeTruthy();
    await user.click(screen.getByLabelText('4 of 5 stars: very good'));
    await user.type(screen.getByLabelText(/^Your review/), 'On time.');
    await user.click(screen.getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('You have already reviewed Ikeja Blocks for this request.')).toBeTruthy();
  });
});
