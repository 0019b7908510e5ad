/** Where a visitor should sign in for a given page. */
export function loginPathFor(pathname: string): string {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return '/admin';
  if (pathname.startsWith('/partners/')) return '/partners/login';
  return '/wires/login';
}

export function loginUrlFor(pathname: string, search = ''): string {
  return `${loginPathFor(pathname)}?returnTo=${encodeURIComponent(`${pathname}${search}`)}`;
}

/**
 * Accepts only a same-origin path ("/wireboard?x=1"); anything else (absolute URLs,
 * protocol-relative "//host", backslash tricks) falls back to `fallback`.
 */
export function safeReturnTo(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  try {
    const base = 'http://buildwire.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
