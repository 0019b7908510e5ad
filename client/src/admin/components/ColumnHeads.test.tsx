import { Table, VisuallyHidden } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderWithApp } from '../../test/render';
import { ColumnHeads } from './ColumnHeads';

describe('ColumnHeads', () => {
  it('heads each column in order, as column headers', () => {
    renderWithApp(
      <Table aria-label="Accounts">
        <ColumnHeads
          columns={[
            'Name',
            { key: 'status', head: 'Status', miw: 130 },
            { key: 'actions', head: <VisuallyHidden>Actions</VisuallyHidden> },
          ]}
        />
      </Table>,
    );
    const heads = screen.getAllByRole('columnheader');
    expect(heads.map((head) => head.textContent)).toEqual(['Name', 'Status', 'Actions']);
    for (const head of heads) expect(head.getAttribute('scope')).toBe('col');
  });
});
