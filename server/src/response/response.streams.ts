import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Actor } from '../common/actor.js';
import type { Logger } from '../common/logger.js';
import type { EventBus } from '../events/event-bus.js';
import { EventScope, EventScopes } from '../events/event-scope.js';
import { topicStream } from '../events/topic-stream.js';
import { Partner } from '../partner/partner.entity.js';
import type { WireQueries } from '../wire/wire.queries.js';
import { wireById } from '../wire/wire.loaders.js';
import { isSealed } from '../wire/wire.policy.js';
import { Role } from '../common/role.js';
import type { ResponseMessage } from './response.events.js';

/**
 * The live response streams of this process. Each RESPONSE message gets one shared scope, so
 * the response a payload shows is loaded once per event, not once per subscriber.
 */
export class ResponseStreams {
  readonly scopes: EventScopes<ResponseMessage, EventScope<ResponseMessage>>;

  constructor(
    private readonly orm: MikroORM,
    private readonly bus: EventBus,
    private readonly wires: WireQueries,
    log: Logger,
  ) {
    this.scopes = new EventScopes((message) => new EventScope(message, orm, log));
  }

  /**
   * Response events of one wire; the subscriber must own it or be an admin (NOT_FOUND first).
   * While its quotes are sealed, its owner hears none (an event would show the quote).
   */
  async ofWire(actor: Actor, wireId: string): Promise<AsyncIterable<ResponseMessage>> {
    await this.wires.findOwned({ ...actor, em: this.orm.em.fork() as EntityManager }, wireId);
    const admin = actor.viewer?.role === Role.ADMIN;
    return topicStream(
      this.bus,
      'RESPONSE',
      async (message) => message.wireId === wireId && (admin || !(await this.sealed(message))),
    );
  }

  /** Response events of every wire `memberId` owns (each event's wire loaded once per event), sealed quotes aside. */
  ofOwner(memberId: string): AsyncIterable<ResponseMessage> {
    return topicStream(this.bus, 'RESPONSE', async (message) => {
      const wire = await this.scopes.of(message).loaders.load(wireById, message.wireId);
      return wire?.owner.id === memberId && !isSealed(wire);
    });
  }

  /** The event's wire has sealed quotes not yet revealed. */
  private async sealed(message: ResponseMessage): Promise<boolean> {
    const wire = await this.scopes.of(message).loaders.load(wireById, message.wireId);
    return wire ? isSealed(wire) : false;
  }

  /** A partner's own response events (nothing for an account with no business). */
  async ofPartner(memberId: string): Promise<AsyncIterable<ResponseMessage>> {
    const partner = await (this.orm.em.fork() as EntityManager).findOne(Partner, { member: memberId });
    // a reveal is news to the buyer only: the partner heard of its own quote when it sent it
    const channel = topicStream(
      this.bus,
      'RESPONSE',
      (message) => message.partnerId === partner?.id && !message.revealed,
    );
    if (!partner) channel.end();
    return channel;
  }
}
