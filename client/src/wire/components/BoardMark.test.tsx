import { screen } from '@testing-library/react';
import { IconX } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../../test/render';
import { BoardMark } from './BoardMark';

describe('BoardMark', () => {
  it('says what it marks, with its meaning as a title and a hidden icon', () => {
    renderWithApp(
      <BoardMark color="red" icon={IconX} title="The buyer declined your quote.">
        Declined
      </BoardMark>,
    );
    const mark = screen.getByText('Declined').closest('.mantine-Badge-root')!;
    expect(mark.getAttribute('title')).toBe('The buyer declined your quote.');
    expect(mark.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect((mark as HTMLElement).style.flexShrink).toBe('0');
    expect(mark.textContent).toBe('Declined');
  });

  it('has no icon nor title unless given', () => {
    renderWithApp(<BoardMark color="orange">Quotes full</BoardMark>);
    const mark = screen.getByText('Quotes full').closest('.mantine-Badge-root')!;
    expect(mark.hasAttribute('title')).toBe(false);
    expect(mark.querySelector('svg')).toBeNull();
  });
});
