import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render';
import { CurrencyInput } from './CurrencyInput';
import { SearchForm } from './SearchForm';

describe('CurrencyInput', () => {
  it('is the "Currency" field of three letters, with what empty means', () => {
    renderWithApp(<CurrencyInput description="Empty for the default." value="" onChange={vi.fn()} />);
    const input = screen.getByRole('textbox', { name: 'Currency' });
    expect(input.getAttribute('maxlength')).toBe('3');
    expect(screen.getByText('Empty for the default.')).toBeTruthy();
  });
});

describe('SearchForm', () => {
  it('is a named search landmark that Enter does not send', async () => {
    const sent = vi.fn();
    renderWithApp(
      <div onSubmit={sent}>
        <SearchForm label="Filter wires">
          <input aria-label="Text" />
        </SearchForm>
      </div>,
    );
    expect(screen.getByRole('search', { name: 'Filter wires' })).toBeTruthy();
    await userEvent.setup().type(screen.getByLabelText('Text'), 'cement{Enter}');
    // the submit event is cancelled where it starts, so nothing navigates
    expect(sent).toHaveBeenCalledTimes(1);
    expect((sent.mock.calls[0]![0] as Event).defaultPrevented).toBe(true);
  });
});
