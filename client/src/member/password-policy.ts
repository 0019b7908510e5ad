import type { PasswordPolicyQuery } from '../gql/graphql';

export type PasswordPolicy = PasswordPolicyQuery['passwordPolicy'];

export type PasswordCheck = { id: string; label: string; met: boolean };

/**
 * A few of the most common passwords, so the checklist can flag them while typing; the server's
 * list is the real check.
 */
const veryCommonPasswords = new Set([
  '123456',
  '1234567',
  '12345678',
  '123456789',
  '1234567890',
  'password',
  'password1',
  'password123',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'abc123',
  'iloveyou',
  'admin123',
  'welcome',
  'welcome1',
  'letmein',
  'football',
  'monkey',
  '111111',
  '000000',
  'passw0rd',
]);

/** The rules of the policy that apply, each with whether `password` meets it. */
export function passwordChecks(policy: PasswordPolicy, password: string): PasswordCheck[] {
  const length = [...password].length;
  const checks: PasswordCheck[] = [
    {
      id: 'length',
      label: `${policy.minLength} to ${policy.maxLength} characters`,
      met: length >= policy.minLength && length <= policy.maxLength,
    },
  ];
  if (policy.requireLowercase) {
    checks.push({ id: 'lowercase', label: 'A lowercase letter', met: /\p{Ll}/u.test(password) });
  }
  if (policy.requireUppercase) {
    checks.push({ id: 'uppercase', label: 'An uppercase letter', met: /\p{Lu}/u.test(password) });
  }
  if (policy.requireDigit) {
    checks.push({ id: 'digit', label: 'A digit', met: /\p{Nd}/u.test(password) });
  }
  if (policy.requireSymbol) {
    checks.push({ id: 'symbol', label: 'A symbol, such as ! or #', met: /[^\p{L}\p{Nd}\s]/u.test(password) });
  }
  if (policy.rejectCommon) {
    checks.push({
      id: 'common',
      label: 'Not a commonly used password',
      met: password.length > 0 && !veryCommonPasswords.has(password.toLowerCase()),
    });
  }
  return checks;
}

export function meetsPolicy(policy: PasswordPolicy, password: string): boolean {
  return passwordChecks(policy, password).every((check) => check.met);
}
