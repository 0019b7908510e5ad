import { safeReturnTo } from '../session/return-to';

/**
 * Where to go after signing in from an emailed link: kept in local storage when the link is asked
 * for (the link usually opens in a new tab of the same browser), read once when it is followed.
 */
const KEY = 'bw.emailLinkReturnTo';

export function rememberEmailLinkReturn(returnTo: string | null | undefined): void {
  try {
    if (returnTo && returnTo !== '/') localStorage.setItem(KEY, safeReturnTo(returnTo));
    else localStorage.removeItem(KEY);
  } catch {
    // storage refused (private mode): the link then goes home
  }
}

export function takeEmailLinkReturn(): string {
  try {
    const value = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    return safeReturnTo(value);
  } catch {
    return '/';
  }
}
