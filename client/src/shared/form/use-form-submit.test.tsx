import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render';
import { FormShell } from '../components/FormShell';
import { useFormSubmit } from './use-form-submit';

function NameForm({ action }: { action: (values: { name: string }) => Promise<void> }) {
  const form = useForm({
    initialValues: { name: '' },
    validate: { name: (value) => (value ? null : 'Enter a name.') },
  });
  const { submit, formError } = useFormSubmit(form, ['name'], action, { displayName: 'name' });
  return (
    <FormShell
      label="Name form"
      onSubmit={submit}
      error={formError}
      actions={<button type="submit">Save</button>}
    >
      <TextInput label="Name" {...form.getInputProps('name')} />
    </FormShell>
  );
}

const refusal = (message: string, field?: string) =>
  new CombinedGraphQLErrors({
    data: null,
    errors: [{ message, extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) } }],
  });

describe('useFormSubmit', () => {
  it('runs the action only once the form checks pass', async () => {
    const user = userEvent.setup();
    const action = vi.fn(() => Promise.resolve());
    renderWithApp(<NameForm action={action} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a name.')).toBeTruthy();
    expect(action).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(action).toHaveBeenCalledWith({ name: 'Ada' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts a refusal of a named (or aliased) field beside it, and the rest in the alert', async () => {
    const user = userEvent.setup();
    const action = vi
      .fn<(values: { name: string }) => Promise<void>>()
      .mockRejectedValueOnce(refusal('That name is taken.', 'displayName'))
      .mockRejectedValueOnce(refusal('Try again later.'))
      .mockResolvedValueOnce(undefined);
    renderWithApp(<NameForm action={action} />);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That name is taken.')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Try again later.');

    // the next try clears the last form-wide error
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(action).toHaveBeenCalledTimes(3);
  });
});

describe('FormShell', () => {
  it('is a form named by its label, with its buttons after the fields', () => {
    renderWithApp(<NameForm action={() => Promise.resolve()} />);
    const form = screen.getByRole('form', { name: 'Name form' });
    expect(form.hasAttribute('novalidate')).toBe(true);
    const [field, button] = [screen.getByLabelText('Name'), screen.getByRole('button', { name: 'Save' })];
    expect(field.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
