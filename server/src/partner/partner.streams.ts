import type { EntityManager } from '@mikro-orm/postgresql';
import { Channel } from '../events/channel.js';
import type { EventBus } from '../events/event-bus.js';
import { topicStream } from '../events/topic-stream.js';
import type { PartnerMessage } from './partner.events.js';
import type { PartnerService } from './partner.service.js';
import './partner.events.js';

/** The live streams of partners: a partner's own status, and every partner for the admins. */
export class PartnerStreams {
  constructor(
    private readonly bus: EventBus,
    private readonly partners: PartnerService,
  ) {}

  /**
   * The events of the business of the PARTNER account `memberId` (approval, suspension,
   * reinstatement, changes): every tab of the partner follows its status through this stream.
   */
  async own(em: EntityManager, memberId: string): Promise<AsyncIterable<PartnerMessage>> {
    const partnerId = await this.partners.idOfMember(em, memberId);
    if (!partnerId) {
      const none = new Channel<PartnerMessage>();
      none.end();
      return none;
    }
    return topicStream(this.bus, 'PARTNER', (message) => message.partnerId === partnerId);
  }

  /** Every partner event: sign-ups (CREATED) and status changes (UPDATED), for the admins. */
  all(): AsyncIterable<PartnerMessage> {
    return topicStream(this.bus, 'PARTNER', () => true);
  }
}
