import { CombinedGraphQLErrors } from '@apollo/client';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render';
import { OwnerSetting } from './OwnerSetting';

describe('OwnerSetting', () => {
  it('saves with its button and says what changed, or why it could not', async () => {
    const user = userEvent.setup();
    const show = vi.spyOn(notifications, 'show');
    const save = vi
      .fn<() => Promise<string | undefined>>()
      .mockResolvedValueOnce('It takes 5 quotes now.')
      .mockRejectedValueOnce(
        new CombinedGraphQLErrors({
          data: null,
          errors: [{ message: 'Not below the live quotes.', extensions: { code: 'BAD_USER_INPUT' } }],
        }),
      );
    renderWithApp(
      <OwnerSetting field={<input aria-label="Quotes wanted" />} label="Save" loading={false} save={save} />,
    );
    expect(screen.getByLabelText('Quotes wanted')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({ color: 'green', message: 'It takes 5 quotes now.' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(show).toHaveBeenCalledWith({ color: 'red', message: 'Not below the live quotes.' }),
    );
  });

  it('cannot be saved while disabled', () => {
    renderWithApp(<OwnerSetting field={null} label="Save" disabled loading={false} save={vi.fn()} />);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
