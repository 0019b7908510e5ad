import { randomUUID } from 'node:crypto';
import { Args, ArgsType, Ctx, Field, ID, Int, ObjectType, Query, Resolver } from 'type-graphql';
import { requireViewer, type Actor } from '../common/actor.js';
import type { Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { PageInfo, pageSize } from '../common/paging.js';
import { Role } from '../common/role.js';
import { Auth } from '../auth/auth.directive.js';
import type { EventBus } from '../events/event-bus.js';
import type { FeedRow } from '../events/outbox-sql.js';
import type { BusMessage, Topic } from '../events/topics.js';
import { Member } from '../member/member.entity.js';
import type { WebhookService } from './webhook.service.js';

/**
 * The event feed: the outbox's events in commit order, each shown to a caller only when one of
 * the subscriptions below would have sent it to them (the same documents, access rules and
 * filters as over a websocket or a webhook; `WebhookSubscriptions.run`). A feed cursor is an
 * event's place in commit order, so a program that was away reads exactly what it missed.
 */
const FOLLOWED: Partial<Record<Topic, { field: string; roles?: readonly Role[] }[]>> = {
  WIRE: [
    { field: 'myWireEvents' },
    { field: 'partnerWireboardEvents', roles: [Role.PARTNER] },
    { field: 'adminWireEvents', roles: [Role.ADMIN] },
  ],
  RESPONSE: [{ field: 'myWireResponseEvents' }, { field: 'myResponseEvents', roles: [Role.PARTNER] }],
  PARTNER: [
    { field: 'myPartnerEvents', roles: [Role.PARTNER] },
    { field: 'adminPartnerEvents', roles: [Role.ADMIN] },
  ],
  REPORT: [{ field: 'reportEvents', roles: [Role.ADMIN] }],
};

/** Rows read per statement while filtering, and the most one request looks through. */
const CHUNK = 200;
const SCAN_MAX = 2000;

const CURSOR_PREFIX = 'event:';

/** The opaque cursor of a feed place. */
export function encodeEventCursor(place: bigint): string {
  return Buffer.from(`${CURSOR_PREFIX}${place}`).toString('base64url');
}

function decodeEventCursor(cursor: string): bigint {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const digits = text.startsWith(CURSOR_PREFIX) ? text.slice(CURSOR_PREFIX.length) : '';
  if (!/^\d{1,18}$/.test(digits))
    throw new AppError(
      'BAD_USER_INPUT',
      'This is not a cursor of `events`: pass a `cursor` or `endCursor` it gave.',
      {
        field: 'after',
      },
    );
  return BigInt(digits);
}

@ObjectType('FeedEvent', {
  description:
    'One committed change, as the event feed and webhooks name it: what happened (topic, type) and to which records (ids); read the records for their state.',
})
export class FeedEvent {
  @Field(() => ID, { description: "The event's id: the same in the feed and in a webhook body's `eventId`." })
  id!: string;

  @Field(() => String, {
    description:
      "Its place in commit order: `events(after:)` gives what followed it (a webhook body's `cursor`).",
  })
  cursor!: string;

  @Field(() => String, { description: 'WIRE, RESPONSE or PARTNER.' })
  topic!: string;

  @Field(() => String, {
    description: 'CREATED, UPDATED or REMOVED, as the subscription of this topic says.',
  })
  type!: string;

  @Field(() => Date, { description: 'When the change was written (its transaction).' })
  createdAt!: Date;

  @Field(() => ID, { nullable: true, description: 'The wire concerned (WIRE and RESPONSE events).' })
  wireId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The response concerned (RESPONSE events).' })
  responseId!: string | null;

  @Field(() => ID, { nullable: true, description: 'The partner concerned (RESPONSE and PARTNER events).' })
  partnerId!: string | null;
}

@ObjectType('FeedEventEdge', { description: 'One event of a page of the feed, with its cursor.' })
class FeedEventEdge {
  @Field(() => String, { description: 'Pass it as `after` to get the events that follow this one.' })
  cursor!: string;

  @Field(() => FeedEvent, { description: 'The event.' })
  node!: FeedEvent;
}

@ObjectType('FeedEventConnection', {
  description:
    'A page of the event feed, oldest first. `pageInfo.endCursor` is where to read on from, even when the page is empty (events the caller may not see are skipped, not answered).',
})
export class FeedEventConnection {
  @Field(() => [FeedEventEdge], { description: 'The events of this page, in commit order.' })
  edges!: FeedEventEdge[];

  @Field(() => PageInfo, { description: 'Whether more events are there already, and the cursor to read on.' })
  pageInfo!: PageInfo;
}

@ArgsType()
class EventsArgs {
  @Field(() => Int, { nullable: true, defaultValue: 20, description: 'How many events: 1 to 100.' })
  first?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The `endCursor` (or an event’s `cursor`) read last; omitted, the feed starts at the oldest event kept.',
  })
  after?: string | null;
}

/** Reads the feed for one caller: the outbox rows after a cursor, kept when the caller may see them. */
export class EventFeed {
  constructor(
    private readonly bus: EventBus,
    private readonly webhooks: WebhookService,
  ) {}

  /** The cursor of now: every event committed so far is before it. */
  async head(): Promise<string> {
    return encodeEventCursor((await this.bus.feed.read(0n, 0)).head);
  }

  async page(actor: Actor, first: number | null | undefined, after: string | null | undefined) {
    const viewer = requireViewer(actor);
    const size = pageSize(first);
    let place = after ? decodeEventCursor(after) : 0n;
    const member = await actor.em.findOneOrFail(Member, { id: viewer.id });
    const context = this.webhooks.subscriptions.contextFor(member, `events:${randomUUID()}`);
    const edges: FeedEventEdge[] = [];
    let scanned = 0;
    let more = false;
    let checkedPruned = false;
    while (edges.length < size && scanned < SCAN_MAX) {
      const read = await this.bus.feed.read(place, CHUNK);
      if (!checkedPruned) {
        checkedPruned = true;
        if (after && read.pruned !== null && place < read.pruned)
          throw prunedError(this.bus.feed.retentionMinutes);
      }
      more = false;
      for (const [index, row] of read.rows.entries()) {
        scanned++;
        place = BigInt(row.seq);
        const type = await this.visibleType(context, member.role, row.message);
        if (type) edges.push({ cursor: encodeEventCursor(place), node: toEvent(row, type) });
        if (edges.length === size) {
          more = index < read.rows.length - 1 || read.rows.length === CHUNK;
          break;
        }
      }
      if (edges.length === size) break;
      more = read.rows.length === CHUNK;
      if (!more) {
        // nothing after: the cursor of now (the head), so the next read starts past every event seen
        if (read.head > place) place = read.head;
        break;
      }
    }
    const pageInfo: PageInfo = {
      hasNextPage: more,
      endCursor: encodeEventCursor(place),
      hasPreviousPage: false,
      startCursor: edges[0]?.cursor ?? null,
    };
    return { edges, pageInfo };
  }

  /** The event's type when a subscription the caller's role follows would send it to them, else null. */
  private async visibleType(context: Context, role: Role, message: BusMessage): Promise<string | null> {
    const { subscriptions } = this.webhooks.subscriptions;
    for (const followed of FOLLOWED[message.topic] ?? []) {
      if (followed.roles && !followed.roles.includes(role)) continue;
      const document = subscriptions.check(`subscription { ${followed.field} { type } }`);
      const result = await subscriptions.run(context, document, message);
      const payload = (result?.data as Record<string, { type?: unknown } | null> | null | undefined)?.[
        followed.field
      ];
      if (!result?.errors?.length && typeof payload?.type === 'string') return payload.type;
    }
    return null;
  }
}

function toEvent(row: FeedRow, type: string): FeedEvent {
  const message = row.message as BusMessage & { wireId?: string; responseId?: string; partnerId?: string };
  return {
    id: row.id,
    cursor: encodeEventCursor(BigInt(row.seq)),
    topic: message.topic,
    type,
    createdAt: new Date(row.createdAt),
    wireId: message.wireId ?? null,
    responseId: message.responseId ?? null,
    partnerId: message.partnerId ?? null,
  };
}

function prunedError(retentionMinutes: number): AppError {
  const kept = retentionMinutes % 60 === 0 ? `${retentionMinutes / 60} hours` : `${retentionMinutes} minutes`;
  return new AppError(
    'BAD_USER_INPUT',
    `Events after this cursor were pruned (the feed keeps ${kept}), so some may be missing: resync. Read \`eventCursor\`, refetch your lists (with \`updatedSince\` from your last sync), then follow \`events(after:)\` from that cursor.`,
    { field: 'after', details: { reason: 'CURSOR_PRUNED' } },
  );
}

/** `events` and `eventCursor`: the feed of what changed, for programs that catch up. */
@Resolver()
export class EventFeedResolver {
  constructor(private readonly feed: EventFeed) {}

  @Auth()
  @Query(() => FeedEventConnection, {
    description:
      'What changed that I may see, in commit order, after a cursor: events of my wires and of the responses to them; for partners, their responses, matching wires and their business; for admins, every wire and partner. Kept a day (EVENT_OUTBOX_RETENTION_MINUTES): an older cursor is refused at `after` (reason CURSOR_PRUNED): resync.',
  })
  events(@Args(() => EventsArgs) args: EventsArgs, @Ctx() ctx: Context) {
    return this.feed.page(ctx.actor, args.first, args.after);
  }

  @Auth()
  @Query(() => String, {
    description:
      'The feed cursor of now: `events(after:)` from it gives only what is committed later (take it before a full resync, then follow the feed from it).',
  })
  eventCursor(): Promise<string> {
    return this.feed.head();
  }
}
