import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';

import { SetReviewHiddenDocument } from '../../gql/graphql';
import { reviewFields } from '../../test/fixtures';
import { renderWithApp } from '../../test/render';
import { ReviewHideControl } from './ReviewHideControl';

const review = reviewFields({ rating: 1, text: 'Insults' });

describe('ReviewHideControl', () => {
  it('asks for a reason and shows the server refusal at it', async () => {
    const user = userEvent.setup();
    const refusal = new GraphQLError('At most 500 characters.', {
      extensions: { code: 'BAD_USER_INPUT', field: 'reason' },
    });
    renderWithApp(<ReviewHideControl review={review} />, {
      mocks: [
        {
          request: { query: SetReviewHiddenDocument, variables: { id: 'r1', hidden: true, reason: 'Abuse' } },
          result: { errors: [refusal] },
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Hide review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    await user.type(screen.getByLabelText(/^Reason/), 'Abuse');
    await user.click(
      screen.getAllByRole('button', { name: 'Hide review' }).find((button) => dialog.contains(button))!,
    );
    await waitFor(() => expect(screen.getByText('At most 500 characters.')).toBeTruthy());
  });
});
