import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../common/logger.js';
import type { EventBus } from '../events/event-bus.js';
import type { JobQueue } from '../jobs/job-queue.js';
import { REVEAL_SEALED_QUOTES, type RevealJob } from '../wire/wire.commands.js';
import { Wire } from '../wire/wire.entity.js';
import { WireEventType } from '../wire/wire.enums.js';
import { isSealed } from '../wire/wire.policy.js';
import { WireResponse } from './response.entity.js';
import { ResponseEventType, ResponseStatus } from './response.enums.js';

/**
 * At a sealed wire's `revealAt` (a job queued with the wire): its quotes become visible, so each
 * is announced to the owner's streams (and webhooks) as CREATED — the first time they hear of it —
 * and the boards get the wire's now visible count. Marked `revealed`: the partner's own stream
 * skips it (it sent that quote). Nothing is written: sealing is a comparison
 * with the clock, so a late or repeated job changes nothing but the news.
 */
export class SealedReveal {
  constructor(
    private readonly orm: MikroORM,
    private readonly bus: EventBus,
    jobs: JobQueue,
    private readonly log: Logger,
  ) {
    jobs.define(REVEAL_SEALED_QUOTES, (payload) => this.reveal((payload as RevealJob).wireId));
  }

  private async reveal(wireId: string): Promise<void> {
    const em = this.orm.em.fork() as EntityManager;
    const wire = await em.findOne(Wire, { id: wireId });
    if (!wire) return;
    // run early (a clock apart): throwing runs it again later
    if (isSealed(wire)) throw new Error(`the quotes of wire ${wireId} are not revealed yet`);
    const responses = await em.find(
      WireResponse,
      { wire: wireId, status: { $ne: ResponseStatus.WITHDRAWN } },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    for (const response of responses)
      await this.bus.emit({
        topic: 'RESPONSE',
        type: ResponseEventType.CREATED,
        responseId: response.id,
        wireId,
        partnerId: response.partner.id,
        revealed: true,
      });
    await this.bus.emit({ topic: 'WIRE', type: WireEventType.UPDATED, wireId });
    this.log.info({ wireId, quotes: responses.length }, 'sealed quotes revealed');
  }
}
