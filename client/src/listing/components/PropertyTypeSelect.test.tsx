import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render';
import { PropertyTypeSelect } from './PropertyTypeSelect';

describe('PropertyTypeSelect', () => {
  it('offers the four property types and hands on the one chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithApp(<PropertyTypeSelect value="APARTMENT" onChange={onChange} error="Choose one." />);
    // the input (the listbox is named by the same label)
    const select = screen.getByDisplayValue('Apartment');
    expect(screen.getAllByLabelText('Property type')).toContain(select);
    expect(screen.getByText('Choose one.')).toBeTruthy();
    await user.click(select);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Apartment', 'House', 'Land', 'Commercial']);
    await user.click(screen.getByRole('option', { name: 'Land' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('LAND'));
  });
});
