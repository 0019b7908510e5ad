import { IconBrandGithub, IconBrandGoogle } from '@tabler/icons-react';

import type { SocialProvider } from '../gql/graphql';
import { isErrorCode, messageForCode } from '../shared/error-messages';

/** The sign-in pages that offer the provider buttons (a failed sign-in comes back to the same one). */
export type SocialLoginPath = '/wires/login' | '/partners/login';

export const providerNames: Record<SocialProvider, string> = { GOOGLE: 'Google', GITHUB: 'GitHub' };

export const providerIcons: Record<SocialProvider, typeof IconBrandGoogle> = {
  GOOGLE: IconBrandGoogle,
  GITHUB: IconBrandGithub,
};

/**
 * The server route that starts a sign-in (or, with `link`, links the provider to the signed-in
 * account); a plain link, since the browser leaves for the provider and comes back.
 */
export function socialStartUrl(
  provider: SocialProvider,
  options: { returnTo: string; from?: SocialLoginPath; link?: boolean },
): string {
  const params = new URLSearchParams({ returnTo: options.returnTo });
  if (options.from) params.set('from', options.from);
  if (options.link) params.set('link', '1');
  return `/auth/${provider.toLowerCase()}/start?${params}`;
}

/** The provider named in a callback's `provider=` parameter, if it is one. */
export function providerFromParam(value: string | null): SocialProvider | null {
  const upper = value?.toUpperCase();
  return upper === 'GOOGLE' || upper === 'GITHUB' ? upper : null;
}

/** The sentence for a failed social sign-in or link (`signInError=` / `linkError=` of the callback). */
export function socialErrorMessage(code: string, provider: SocialProvider | null): string {
  const name = provider ? providerNames[provider] : 'the provider';
  switch (code) {
    case 'STATE_MISMATCH':
    case 'NO_CODE':
      return `Signing in with ${name} did not complete (the page may have been open too long). Please try again.`;
    case 'DENIED':
      return `${name} did not let BuildWire sign you in. Try again, or use your email and password.`;
    case 'PROVIDER_UNAVAILABLE':
    case 'PROVIDER_REFUSED':
      return `We could not confirm your sign-in with ${name}. Please try again in a minute.`;
    case 'FORBIDDEN':
      return `This ${name} account signs in to an account that cannot sign in here.`;
    case 'CONFLICT':
      return `This ${name} account already signs in to another BuildWire account, or you have another ${name} account linked.`;
    default:
      return isErrorCode(code) ? messageForCode(code) : `Signing in with ${name} failed. Please try again.`;
  }
}
