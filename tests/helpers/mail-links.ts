/**
 * The first link to `path` (e.g. `/membersEmail`) in a raw MIME message as an SMTP server received
 * it, read from the plain-text part (quoted-printable soft breaks and escapes undone).
 */
export function linkIn(raw: string, path: string): URL {
  const decoded = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`https?://[^\\s"<>]*${escaped}\\?[^\\s"<>]+`).exec(decoded);
  if (!match) throw new Error(`no link to ${path} in the message:\n${decoded}`);
  return new URL(match[0].replace(/&amp;/g, '&'));
}
