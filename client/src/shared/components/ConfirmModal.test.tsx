import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedGraphQLErrors } from '@apollo/client';
import { notifications } from '@mantine/notifications';
import { describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render';
import { ConfirmModal } from './ConfirmModal';

describe('ConfirmModal', () => {
  it('says what happens, and cancels or confirms with the labels given', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    renderWithApp(
      <ConfirmModal
        opened
        title="Revoke this token?"
        message="Programs using it stop working."
        cancelLabel="Keep it"
        confirmLabel="Revoke token"
        onConfirm={onConfirm}
        onClose={onClose}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    expect(dialog.textContent).toContain('Programs using it stop working.');
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(onClose).toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Revoke token' }));
    expect(onConfirm).toHaveBeenCalled();
  });

  it('shows why a confirmed action failed', async () => {
    const show = vi.spyOn(notifications, 'show');
    const onConfirm = vi.fn(() =>
      Promise.reject(
        new CombinedGraphQLErrors({
          data: null,
          errors: [{ message: 'Not yours.', extensions: { code: 'FORBIDDEN' } }],
        }),
      ),
    );
    renderWithApp(
      <ConfirmModal
        opened
        title="Delete?"
        message="Gone for good."
        confirmLabel="Delete"
        onConfirm={onConfirm}
        onClose={vi.fn()}
      />,
    );
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(show).toHaveBeenCalledWith({ color: 'red', message: 'Not yours.' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
