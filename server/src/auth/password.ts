import { hash, verify, type Options } from '@node-rs/argon2';
import { AppError } from '../common/errors.js';
import type { Config } from '../common/config.js';
import { COMMON_PASSWORDS } from './common-passwords.js';

export type PasswordPolicy = Config['password'];

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane (about 80 ms here). */
// algorithm 2 is Argon2id (a const enum in the typings, which isolated modules cannot read)
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as Options;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password: verifying against it costs the same as a real one. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
}

/** The names of the policy rules `password` breaks (empty when it passes). */
export function unmetPasswordRules(password: string, policy: PasswordPolicy): string[] {
  const unmet: string[] = [];
  if (password.length < policy.minLength) unmet.push('minLength');
  if (password.length > policy.maxLength) unmet.push('maxLength');
  if (policy.requireLowercase && !/\p{Ll}/u.test(password)) unmet.push('requireLowercase');
  if (policy.requireUppercase && !/\p{Lu}/u.test(password)) unmet.push('requireUppercase');
  if (policy.requireDigit && !/\p{Nd}/u.test(password)) unmet.push('requireDigit');
  if (policy.requireSymbol && !/[^\p{L}\p{Nd}]/u.test(password)) unmet.push('requireSymbol');
  if (policy.rejectCommon && COMMON_PASSWORDS.has(password.toLowerCase())) unmet.push('rejectCommon');
  return unmet;
}

const RULE_SENTENCES: Record<string, (p: PasswordPolicy) => string> = {
  minLength: (p) => `be at least ${p.minLength} characters long`,
  maxLength: (p) => `be at most ${p.maxLength} characters long`,
  requireLowercase: () => 'contain a lowercase letter',
  requireUppercase: () => 'contain an uppercase letter',
  requireDigit: () => 'contain a digit',
  requireSymbol: () => 'contain a symbol',
  rejectCommon: () => 'not be a commonly used password',
};

/** Throws PASSWORD_DOES_NOT_MEET_REQUIREMENTS naming every unmet rule. */
export function assertPasswordMeetsPolicy(
  password: string,
  policy: PasswordPolicy,
  field = 'password',
): void {
  const unmet = unmetPasswordRules(password, policy);
  if (unmet.length === 0) return;
  const needs = unmet.map((rule) => RULE_SENTENCES[rule]?.(policy) ?? rule).join(' and ');
  throw new AppError('PASSWORD_DOES_NOT_MEET_REQUIREMENTS', `The password must ${needs}.`, {
    field,
    details: { unmetRules: unmet },
  });
}
