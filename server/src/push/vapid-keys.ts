import { createECDH } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import webpush from 'web-push';
import type { Config } from '../common/config.js';

/** A VAPID key pair (RFC 8292), both base64url: the public key is an uncompressed P-256 point. */
export type VapidPair = { publicKey: string; privateKey: string };

const STORED_NAME = 'web_push_vapid';

/**
 * The server's VAPID identity: the key pair from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or else one
 * made by the first process that needs it and kept in `app_secret` (insert-if-absent, then read:
 * two processes starting together end up with the same pair). Browsers subscribe with the public
 * key, and push services accept only messages signed with its private key, so it must not change.
 */
export class VapidKeys {
  /** `mailto:` or `https:` URL a push service may contact about this server's messages. */
  readonly subject: string;
  private readonly configured: VapidPair | null;
  private stored: Promise<VapidPair> | null = null;

  constructor(config: Pick<Config, 'push' | 'appBaseUrl' | 'mailFrom'>) {
    this.subject = config.push.vapidSubject ?? defaultSubject(config.appBaseUrl, config.mailFrom);
    if (!/^(mailto:|https:\/\/)/.test(this.subject))
      throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL, got "${this.subject}"`);
    const { vapidPublicKey, vapidPrivateKey } = config.push;
    if (!vapidPublicKey !== !vapidPrivateKey)
      throw new Error('Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (then a pair is made).');
    this.configured = vapidPublicKey && vapidPrivateKey ? checkedPair(vapidPublicKey, vapidPrivateKey) : null;
  }

  /** The pair every process uses. */
  get(em: EntityManager): Promise<VapidPair> {
    if (this.configured) return Promise.resolve(this.configured);
    this.stored ??= (async () => {
      const made = webpush.generateVAPIDKeys();
      await em.execute(`insert into app_secret (name, value) values (?, ?) on conflict (name) do nothing`, [
        STORED_NAME,
        JSON.stringify(made),
      ]);
      const rows = await em.execute<{ value: string }[]>(`select value from app_secret where name = ?`, [
        STORED_NAME,
      ]);
      const kept = JSON.parse(rows[0]!.value) as VapidPair;
      return checkedPair(kept.publicKey, kept.privateKey);
    })().catch((error: unknown) => {
      this.stored = null;
      throw error;
    });
    return this.stored;
  }
}

/** APP_BASE_URL when it is https (a public site), else a mailto: of MAIL_FROM's address. */
function defaultSubject(appBaseUrl: string, mailFrom: string): string {
  if (appBaseUrl.startsWith('https://')) return appBaseUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

/** The pair, once its keys are well formed and belong together (else the server does not start). */
function checkedPair(publicKey: string, privateKey: string): VapidPair {
  const pub = Buffer.from(publicKey, 'base64url');
  const priv = Buffer.from(privateKey, 'base64url');
  if (pub.length !== 65 || pub[0] !== 4)
    throw new Error('VAPID_PUBLIC_KEY must be an uncompressed P-256 point, 65 bytes in base64url.');
  if (priv.length !== 32) throw new Error('VAPID_PRIVATE_KEY must be 32 bytes in base64url.');
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(priv);
  if (!ecdh.getPublicKey().equals(pub))
    throw new Error('VAPID_PUBLIC_KEY is not the key of VAPID_PRIVATE_KEY.');
  return { publicKey: pub.toString('base64url'), privateKey: priv.toString('base64url') };
}
