import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { describe, expect, it } from 'vitest';

import { meetsPolicy, passwordChecks, type PasswordPolicy } from '../password-policy';
import { PasswordPolicyChecklist } from './PasswordPolicyChecklist';

const policy: PasswordPolicy = {
  minLength: 10,
  maxLength: 128,
  requireLowercase: true,
  requireUppercase: true,
  requireDigit: true,
  requireSymbol: false,
  rejectCommon: true,
};

function metById(password: string) {
  return Object.fromEntries(passwordChecks(policy, password).map((check) => [check.id, check.met]));
}

describe('password policy', () => {
  it('lists only the rules the policy asks for', () => {
    expect(passwordChecks(policy, '').map((check) => check.id)).toEqual([
      'length',
      'lowercase',
      'uppercase',
      'digit',
      'common',
    ]);
  });

  it('ticks rules off as the password grows', () => {
    expect(metById('abc')).toEqual({
      length: false,
      lowercase: true,
      uppercase: false,
      digit: false,
      common: true,
    });
    expect(metById('Abcdefghi1')).toEqual({
      length: true,
      lowercase: true,
      uppercase: true,
      digit: true,
      common: true,
    });
    expect(metById('password123').common).toBe(false);
    expect(meetsPolicy(policy, 'Abcdefghi1')).toBe(true);
    expect(meetsPolicy(policy, 'abcdefghi1')).toBe(false);
  });

  it('renders the checklist with the met state of each rule', () => {
    render(
      <MantineProvider env="test">
        <PasswordPolicyChecklist policy={policy} password="Short1" />
      </MantineProvider>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(5);
    const length = screen.getByText('10 to 128 characters').closest('li');
    expect(length?.getAttribute('data-met')).toBe('false');
    expect(length?.textContent).toContain('(not yet)');
    const digit = screen.getByText('A digit').closest('li');
    expect(digit?.getAttribute('data-met')).toBe('true');
    expect(digit?.textContent).toContain('(done)');
  });

  it('shows a placeholder while the policy loads', () => {
    render(
      <MantineProvider env="test">
        <PasswordPolicyChecklist policy={undefined} password="" />
      </MantineProvider>,
    );
    expect(screen.getByLabelText('Loading password rules')).toBeTruthy();
  });
});
