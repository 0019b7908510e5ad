import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { renderWithApp } from '../../test/render';
import { AccountCardPage, BelowCardNote } from './AccountCardPage';
import { CardForm } from './CardForm';
import { SecretIssuingSection } from './SecretIssuingSection';

describe('CardForm', () => {
  it('is a named form: fields, the error no field owns, then the buttons', async () => {
    const onSubmit = vi.fn((event?: { preventDefault: () => void }) => event?.preventDefault());
    renderWithApp(
      <CardForm
        label="New webhook"
        onSubmit={onSubmit}
        error="Try again later."
        actions={<button type="submit">Add</button>}
      >
        <input aria-label="Name" />
      </CardForm>,
    );
    const form = screen.getByRole('form', { name: 'New webhook' });
    expect(form.hasAttribute('novalidate')).toBe(true);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Try again later.');
    const button = screen.getByRole('button', { name: 'Add' });
    expect(
      screen.getByLabelText('Name').compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(alert.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.setup().click(button);
    expect(onSubmit).toHaveBeenCalled();
  });
});

describe('SecretIssuingSection', () => {
  const list = {
    data: { tokens: [{ id: 't1', name: 'ERP' }] },
    loading: false,
    refetch: vi.fn(() => Promise.resolve()),
  };
  const section = (issued: { title: string; secret: string } | null, onIssuedSeen = vi.fn()) => (
    <SecretIssuingSection
      intro="Let a program use BuildWire."
      issued={issued}
      what="token"
      onIssuedSeen={onIssuedSeen}
      form={<form aria-label="New API token" />}
      list={list}
      items={(data) => data.tokens}
      label="API tokens"
      empty="No tokens yet."
      rowHeight={56}
      row={(token) => <li key={token.id}>{token.name}</li>}
    >
      <p>the dialogs</p>
    </SecretIssuingSection>
  );

  it('shows the intro, the form and the labelled list of what was made', () => {
    renderWithApp(section(null));
    expect(screen.getByText('Let a program use BuildWire.')).toBeTruthy();
    expect(screen.getByRole('form', { name: 'New API token' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'API tokens' }).textContent).toBe('ERP');
    expect(screen.getByText('the dialogs')).toBeTruthy();
  });

  it('shows a new secret in place of the form until it is kept', async () => {
    const onIssuedSeen = vi.fn();
    renderWithApp(section({ title: 'Token "ERP" created', secret: 'bw_secret' }, onIssuedSeen));
    expect(screen.queryByRole('form', { name: 'New API token' })).toBeNull();
    expect(screen.getByText('Token "ERP" created')).toBeTruthy();
    expect(screen.getByLabelText('New token').textContent).toBe('bw_secret');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Done' }));
    expect(onIssuedSeen).toHaveBeenCalled();
  });
});

describe('AccountCardPage', () => {
  it('heads the page, holds the form in a card and puts the note below', () => {
    renderWithApp(
      <AccountCardPage
        title="Forgot your password?"
        intro="Enter your email."
        below={<BelowCardNote>Remembered it?</BelowCardNote>}
      >
        <form aria-label="Reset" />
      </AccountCardPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Reset' });
    expect(
      form.compareDocumentPosition(screen.getByText('Remembered it?')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
