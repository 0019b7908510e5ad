import type { Reactions } from '../common/domain-events.js';
import type { UnitOfWork } from '../common/unit-of-work.js';
import { defineModule } from '../common/module.js';
import type { RateLimiter } from '../auth/rate-limit.js';
import type { AuditLog } from '../audit/audit.service.js';
import type { EventBus } from '../events/event-bus.js';
import { FileAttachment } from '../storage/stored-file.enums.js';
import type { Notifier } from '../notification/notifier.js';
import { Message, MessageThreadRead } from './message.entity.js';
import { MessageService } from './message.service.js';
import { messageFilesVisible } from './message-files.js';
import { MessageResolver, ResponseMessagesResolver } from './message.resolver.js';

/** The private thread of each response between its buyer and its partner. */
export const messageModule = defineModule({
  name: 'message',
  entities: [Message, MessageThreadRead],
  attachments: [{ type: FileAttachment.MESSAGE, visible: messageFilesVisible, private: true }],
  services: (s: {
    uow: UnitOfWork;
    events: EventBus;
    notifier: Notifier;
    audit: AuditLog;
    rateLimiter: RateLimiter;
    reactions: Reactions;
  }) => ({
    messages: new MessageService(s.uow, s.events, s.notifier, s.audit, s.rateLimiter, s.reactions),
  }),
  resolvers: [MessageResolver, ResponseMessagesResolver],
  resolve: (s) => [new MessageResolver(s.messages, s.events), new ResponseMessagesResolver()],
});
