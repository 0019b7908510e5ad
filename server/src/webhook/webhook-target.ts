/** Why `raw` cannot be a webhook's URL (its form only), or null. */
export function urlProblem(raw: string): string | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'This is not a URL.';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return 'Only http and https URLs can receive webhooks.';
  if (url.username || url.password) return 'Leave credentials out of the URL; check the signature instead.';
  if (raw.length > 2000) return 'At most 2,000 characters.';
  return null;
}
