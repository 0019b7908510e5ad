import { createECDH, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor } from '../common/actor.js';
import type { Config } from '../common/config.js';
import { AppError, InputProblems } from '../common/errors.js';
import type { Tx, UnitOfWork } from '../common/unit-of-work.js';
import { PrivateTargetError, assertPublicTarget } from '../common/public-address.js';
import type { RegisterPushSubscriptionInput } from './push.inputs.js';
import { PushSubscription } from './push-subscription.entity.js';
import type { VapidKeys } from './vapid-keys.js';

/** The most browsers one account keeps; registering another drops the one registered longest ago. */
export const MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER = 20;
const MAX_ENDPOINT_LENGTH = 2000;
const MAX_USER_AGENT_LENGTH = 300;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The browsers of an account that get its notifications by Web Push. */
export class PushService {
  constructor(
    private readonly config: Pick<Config, 'push'>,
    private readonly uow: UnitOfWork,
    private readonly keys: VapidKeys,
  ) {}

  /** The public key browsers subscribe with (`applicationServerKey`), base64url. */
  async publicKey(em: EntityManager): Promise<string> {
    return (await this.keys.get(em)).publicKey;
  }

  /** My browsers with push on, most recently registered first. */
  list(actor: Actor): Promise<PushSubscription[]> {
    const viewer = requireViewer(actor);
    return actor.em.find(
      PushSubscription,
      { member: viewer.id },
      { orderBy: { updatedAt: 'desc', id: 'desc' } },
    );
  }

  /**
   * Keeps this browser's subscription for me and this session (a browser registering again, or
   * after another account signed in on it, is updated: an endpoint belongs to one account).
   */
  async register(actor: Actor, input: RegisterPushSubscriptionInput): Promise<PushSubscription> {
    const viewer = requireViewer(actor);
    const problems = new InputProblems();
    const endpoint = await this.checkedEndpoint(input.endpoint, problems);
    const p256dh = decoded(input.keys.p256dh);
    if (!p256dh || p256dh.length !== 65 || p256dh[0] !== 4 || !onCurve(p256dh))
      problems.add(['input', 'keys', 'p256dh'], 'Not a P-256 public key: expected 65 bytes in base64url.');
    const auth = decoded(input.keys.auth);
    if (!auth || auth.length !== 16)
      problems.add(
        ['input', 'keys', 'auth'],
        'Not an authentication secret: expected 16 bytes in base64url.',
      );
    const userAgent =
      (input.userAgent?.trim() || actor.userAgent || '').slice(0, MAX_USER_AGENT_LENGTH) || null;
    problems.throwIfAny();
    return this.uow.run(actor, async (tx) => {
      const em = tx.em as EntityManager;
      const [row] = await em.execute<{ id: string }[]>(
        `insert into push_subscription (id, member_id, session_id, endpoint, p256dh, auth, user_agent)
         values (?, ?, ?, ?, ?, ?, ?)
         on conflict (endpoint) do update set member_id = excluded.member_id, session_id = excluded.session_id,
           p256dh = excluded.p256dh, auth = excluded.auth, user_agent = excluded.user_agent, updated_at = now()
         returning id`,
        [
          randomUUID(),
          viewer.id,
          actor.sessionId,
          endpoint,
          p256dh!.toString('base64url'),
          auth!.toString('base64url'),
          userAgent,
        ],
      );
      await em.execute(
        `delete from push_subscription where member_id = ? and id not in (
           select id from push_subscription where member_id = ? order by updated_at desc, id desc limit ?)`,
        [viewer.id, viewer.id, MAX_PUSH_SUBSCRIPTIONS_PER_MEMBER],
      );
      return em.findOneOrFail(PushSubscription, { id: row!.id }, { refresh: true });
    });
  }

  /** Stops pushes to the browser of `endpoint`, if it is one of mine; whether there was one. */
  unregister(actor: Actor, endpoint: string): Promise<boolean> {
    const viewer = requireViewer(actor);
    // no registered endpoint is this long: say so rather than look it up
    if (endpoint.length > MAX_ENDPOINT_LENGTH || !endpoint.trim())
      throw new AppError('BAD_USER_INPUT', 'This is not a push endpoint (at most 2,000 characters).', {
        field: 'endpoint',
      });
    return this.uow.run(actor, async (tx) => {
      const removed = await tx.em.nativeDelete(PushSubscription, { member: viewer.id, endpoint });
      return removed > 0;
    });
  }

  /** Forgets every browser of a deleted account (an account eraser). */
  readonly eraseMember = async (tx: Tx, memberId: string): Promise<void> => {
    await tx.em.nativeDelete(PushSubscription, { member: memberId });
  };

  /** The endpoint as stored, or null with a problem noted: https on a public address by default. */
  private async checkedEndpoint(raw: string, problems: InputProblems): Promise<string | null> {
    const path = ['input', 'endpoint'];
    const allowPrivate = this.config.push.allowPrivateEndpoints;
    let url: URL;
    try {
      url = new URL(raw.trim());
    } catch {
      problems.add(path, 'This is not a URL: use the endpoint the browser gave.');
      return null;
    }
    if (raw.length > MAX_ENDPOINT_LENGTH) problems.add(path, 'At most 2,000 characters.');
    else if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:'))
      problems.add(path, 'A push service is reached over https only.');
    else if (url.username || url.password) problems.add(path, 'A push endpoint carries no credentials.');
    else
      try {
        await assertPublicTarget(url, allowPrivate);
        return raw.trim();
      } catch (error) {
        problems.add(
          path,
          error instanceof PrivateTargetError
            ? `${error.host} is a private or local address; push services are on public addresses.`
            : `${url.hostname} does not resolve.`,
        );
      }
    return null;
  }
}

function decoded(value: string): Buffer | null {
  const text = value.trim();
  return BASE64URL.test(text) ? Buffer.from(text, 'base64url') : null;
}

/** Whether `point` is on the P-256 curve (a key a message can be encrypted to). */
function onCurve(point: Buffer): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(point);
    return true;
  } catch {
    return false;
  }
}
