import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppSecret } from './app-secret.js';

/** The cookie that marks a browser where an account has signed in before (OWASP device cookies). */
export const DEVICE_COOKIE = 'bw_device';
export const DEVICE_COOKIE_DAYS = 180;
/** How many accounts one browser remembers (the most recent first). */
const MAX_ENTRIES = 5;
const SECRET_NAME = 'device_cookie_hmac';

const b64 = (bytes: Buffer) => bytes.toString('base64url');

/**
 * Device cookies (OWASP "Slow Down Online Guessing Attacks with Device Cookies"): after a
 * successful sign-in the browser gets `nonce.signature` for that account, the signature an
 * HMAC-SHA256 of `memberId:nonce` under a key generated once and kept in `app_secret`, so every
 * process signs and checks alike. A cookie holds up to five such entries, joined by `~`.
 */
export class DeviceTrust {
  private readonly secret = new AppSecret(SECRET_NAME);

  private async sign(em: EntityManager, memberId: string, nonce: string): Promise<Buffer> {
    return createHmac('sha256', await this.secret.get(em))
      .update(`${memberId}:${nonce}`)
      .digest();
  }

  private async belongsTo(em: EntityManager, entry: string, memberId: string): Promise<string | null> {
    const [nonce, signature] = entry.split('.');
    if (!nonce || !signature || nonce.length > 64 || signature.length > 64) return null;
    const expected = await this.sign(em, memberId, nonce);
    const given = Buffer.from(signature, 'base64url');
    return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
  }

  /** The nonce of the cookie's entry for `memberId`, or null when this browser is not trusted. */
  async trustedNonce(em: EntityManager, cookie: string | null, memberId: string): Promise<string | null> {
    for (const entry of entriesOf(cookie)) {
      const nonce = await this.belongsTo(em, entry, memberId);
      if (nonce) return nonce;
    }
    return null;
  }

  /** The cookie's new value after `memberId` signed in: a fresh entry first, its old one dropped. */
  async issue(em: EntityManager, cookie: string | null, memberId: string): Promise<string> {
    const nonce = b64(randomBytes(16));
    const fresh = `${nonce}.${b64(await this.sign(em, memberId, nonce))}`;
    const others: string[] = [];
    for (const entry of entriesOf(cookie)) {
      if (!(await this.belongsTo(em, entry, memberId))) others.push(entry);
    }
    return [fresh, ...others].slice(0, MAX_ENTRIES).join('~');
  }
}

function entriesOf(cookie: string | null): string[] {
  return (cookie ?? '').split('~').filter(Boolean).slice(0, MAX_ENTRIES);
}
