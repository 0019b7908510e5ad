import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../../test/render';
import { SearchInput } from './SearchInput';

function Box({ maxLength, type }: { maxLength?: number; type?: string }) {
  const [text, setText] = useState('');
  return (
    <>
      <SearchInput label="Search" value={text} onChange={setText} maxLength={maxLength} type={type} />
      <output>{text}</output>
    </>
  );
}

describe('SearchInput', () => {
  it('hands the typed text on, at most 200 characters unless told', async () => {
    renderWithApp(<Box />);
    const input = screen.getByRole('textbox', { name: 'Search' });
    expect(input.getAttribute('maxlength')).toBe('200');
    await userEvent.setup().type(input, 'cement');
    expect(screen.getByRole('status').textContent).toBe('cement');
  });

  it('keeps the type and length it is given', () => {
    renderWithApp(<Box maxLength={100} type="search" />);
    expect(screen.getByRole('searchbox', { name: 'Search' }).getAttribute('maxlength')).toBe('100');
  });
});
