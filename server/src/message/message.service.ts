import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor, type Viewer } from '../common/actor.js';
import { textFor } from '../common/contact-mask.js';
import { AppError } from '../common/errors.js';
import { afterCursor, decodeCursor, pageSize, toPage, type Page } from '../common/paging.js';
import { Role } from '../common/role.js';
import type { Reactions } from '../common/domain-events.js';
import type { Tx, UnitOfWork } from '../common/unit-of-work.js';
import type { RateLimiter } from '../auth/rate-limit.js';
import type { AuditLog } from '../audit/audit.service.js';
import type { EventBus } from '../events/event-bus.js';
import { attachFiles } from '../storage/file-attachments.js';
import { FileAttachment, FileKind } from '../storage/stored-file.enums.js';
import { NotificationKind } from '../notification/notification.enums.js';
import type { Notifier } from '../notification/notifier.js';
import { Member } from '../member/member.entity.js';
import { WireResponse } from '../response/response.entity.js';
import { LIVE_RESPONSE_STATUSES, ResponseStatus } from '../response/response.enums.js';
import { Message } from './message.entity.js';
import { MESSAGE_BODY_MAX, MESSAGE_IMAGES_MAX, MessageEventType, MessageSide } from './message.enums.js';
import './message.events.js';
import type { SendMessageInput } from './message.inputs.js';
import { newMessageNotice } from './message-notice.js';

/** Messages one account may send per rate-limit window (a thread is a conversation, not a feed). */
export const MESSAGES_PER_WINDOW = 120;

/** A response's thread as one viewer stands to it. */
export type Thread = {
  response: WireResponse;
  /** The viewer's side, or null for an admin reading a reported thread. */
  side: MessageSide | null;
};

const other = (side: MessageSide): MessageSide =>
  side === MessageSide.BUYER ? MessageSide.PARTNER : MessageSide.BUYER;

/**
 * The thread of each response: the wire's owner and the responding partner write to
 * each other; contacts typed in are hidden from the other party until the response is ACCEPTED
 * (the stored text is the original; `messageText` reads it for a viewer). A thread of a WITHDRAWN
 * or DECLINED response stays readable but takes no message (CONFLICT). Either party can report a
 * thread; admins can read reported threads only.
 *
 * Mail: each message notifies the other party in the app; it is emailed only when the recipient
 * had no unread message from this sender side yet, so a burst of messages sends one email until
 * the recipient reads the thread.
 */
export class MessageService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly bus: EventBus,
    private readonly notifier: Notifier,
    private readonly audit: AuditLog,
    private readonly limiter: RateLimiter,
    private readonly reactions: Reactions,
  ) {}

  /**
   * The thread of `responseId` for `viewer`: NOT_FOUND for an unknown response; FORBIDDEN for
   * anybody but its two parties, except an admin reading (`write` false) a reported thread.
   */
  async thread(em: EntityManager, viewer: Viewer, responseId: string, write = false): Promise<Thread> {
    const response = await em.findOne(
      WireResponse,
      { id: responseId },
      { populate: ['wire', 'wire.owner', 'partner', 'partner.member'] },
    );
    if (!response) throw new AppError('NOT_FOUND', 'This response does not exist.');
    if (response.wire.owner.id === viewer.id) return { response, side: MessageSide.BUYER };
    if (response.partner.member.id === viewer.id) return { response, side: MessageSide.PARTNER };
    if (!write && viewer.role === Role.ADMIN) {
      // a thread is reported once the trust and safety queue holds a report of it (report/)
      const [reported] = await em.execute<{ n: number }[]>(
        `select count(*)::int as n from report where subject_type = 'CONVERSATION' and subject_id = ?`,
        [response.id],
      );
      if (reported?.n) return { response, side: null };
      throw new AppError('FORBIDDEN', 'Admins can read a thread only once one of its parties reported it.', {
        details: { reason: 'NOT_REPORTED' },
      });
    }
    throw new AppError('FORBIDDEN', 'Only the buyer and the partner of this response can use its messages.', {
      details: { reason: 'NOT_A_PARTY' },
    });
  }

  /** The thread's messages, newest first (read on with `after`). */
  async list(
    actor: Actor,
    args: { responseId: string; first?: number | null; after?: string | null },
  ): Promise<Page<Message>> {
    const size = pageSize(args.first);
    const cursor = decodeCursor(args.after);
    const { response } = await this.thread(actor.em, requireViewer(actor), args.responseId);
    const where = { response: response.id };
    const [rows, total] = await Promise.all([
      actor.em.find(
        Message,
        { ...where, ...afterCursor(cursor) },
        { orderBy: { createdAt: 'desc', id: 'desc' }, limit: size + 1 },
      ),
      actor.em.count(Message, where),
    ]);
    return toPage(rows, size, total);
  }

  /** Sends a message to the other party (see the class comment for the rules and the mail). */
  send(actor: Actor, input: SendMessageInput): Promise<Message> {
    const viewer = requireViewer(actor);
    const body = input.body.trim();
    const imageIds = input.attachmentIds ?? [];
    if (!body && !imageIds.length)
      throw new AppError('BAD_USER_INPUT', 'Write a message (or add an image).', { field: 'body' });
    if (body.length > MESSAGE_BODY_MAX)
      throw new AppError('BAD_USER_INPUT', `At most ${MESSAGE_BODY_MAX} characters.`, { field: 'body' });
    return this.uow.run(actor, async (tx) => {
      const em = tx.em;
      const { response, side } = await this.thread(em, viewer, input.responseId, true);
      if (!side)
        throw new AppError('FORBIDDEN', 'Only the parties of a thread can write in it.', {
          details: { reason: 'NOT_A_PARTY' },
        });
      if (!LIVE_RESPONSE_STATUSES.includes(response.status))
        throw new AppError(
          'CONFLICT',
          response.status === ResponseStatus.WITHDRAWN
            ? 'This response was withdrawn: its messages can be read but no longer answered.'
            : 'This response was declined: its messages can be read but no longer answered.',
          { details: { reason: 'THREAD_CLOSED' } },
        );
      await this.limiter.take(em, `message:send:${viewer.id}`, MESSAGES_PER_WINDOW);
      const message = em.create(Message, {
        response: em.getReference(WireResponse, response.id),
        author: em.getReference(Member, viewer.id),
        side,
        body,
      });
      em.persist(message);
      if (imageIds.length)
        await attachFiles(em, viewer.id, { type: FileAttachment.MESSAGE, id: message.id }, imageIds, {
          field: 'attachmentIds',
          max: MESSAGE_IMAGES_MAX,
          kinds: [FileKind.IMAGE],
        });
      await em.flush();
      // the sender has read the thread up to their own message
      await this.markReadUpTo(em, response.id, side);
      await this.notifyRecipient(tx, response, side, message, imageIds.length);
      this.bus.publish(tx, {
        topic: 'MESSAGE',
        type: MessageEventType.CREATED,
        responseId: response.id,
        messageId: message.id,
        side,
        readAt: null,
      });
      this.reactions.raise(tx, 'message.sent', { message, response });
      return message;
    });
  }

  /** Marks the thread read for my side; tells the other side (a read receipt). */
  markRead(actor: Actor, responseId: string): Promise<WireResponse> {
    const viewer = requireViewer(actor);
    return this.uow.run(actor, async (tx) => {
      const { response, side } = await this.thread(tx.em, viewer, responseId, true);
      if (!side)
        throw new AppError('FORBIDDEN', 'Only the parties of a thread can mark it read.', {
          details: { reason: 'NOT_A_PARTY' },
        });
      const readAt = await this.markReadUpTo(tx.em, response.id, side);
      this.bus.publish(tx, {
        topic: 'MESSAGE',
        type: MessageEventType.READ,
        responseId: response.id,
        messageId: null,
        side,
        readAt: readAt.toISOString(),
      });
      return response;
    });
  }

  /** Sets how far `side` has read: up to now, or the newest message if later. */
  private async markReadUpTo(em: EntityManager, responseId: string, side: MessageSide): Promise<Date> {
    const [row] = await em.execute<{ last_read_at: Date }[]>(
      `insert into message_thread_read (response_id, side, last_read_at)
       values (?, ?, greatest(now(), (select max(created_at) from message where response_id = ?)))
       on conflict (response_id, side) do update
         set last_read_at = greatest(message_thread_read.last_read_at, excluded.last_read_at)
       returning last_read_at`,
      [responseId, side, responseId],
    );
    return new Date(row!.last_read_at);
  }

  /**
   * The other party hears of the message in the app; by email only when it is the first one they
   * have not read since they last read the thread (no flood of mail for a burst of messages).
   */
  private async notifyRecipient(
    tx: Tx,
    response: WireResponse,
    side: MessageSide,
    message: Message,
    images: number,
  ): Promise<void> {
    const recipientSide = other(side);
    const recipient: Member =
      recipientSide === MessageSide.BUYER ? response.wire.owner : response.partner.member;
    const [row] = await tx.em.execute<{ n: number }[]>(
      `select count(*)::int as n from message m
        where m.response_id = ? and m.side = ? and m.id <> ?
          and m.created_at > coalesce((select last_read_at from message_thread_read
                                        where response_id = ? and side = ?), '-infinity')`,
      [response.id, side, message.id, response.id, recipientSide],
    );
    // the bell, toast, email and push say what the recipient reads in the thread
    const { text } = textFor(recipient, message.body, {
      writerId: message.author?.id ?? null,
      accepted: response.status === ResponseStatus.ACCEPTED,
    });
    const sender =
      side === MessageSide.PARTNER
        ? response.partner.businessName
        : (response.wire.owner.displayName ?? 'The buyer');
    this.notifier.notify(
      tx,
      { id: recipient.id, email: recipient.email },
      {
        kind: NotificationKind.NEW_MESSAGE,
        notice: newMessageNotice({
          toBuyer: recipientSide === MessageSide.BUYER,
          wireId: response.wire.id,
          wireTitle: response.wire.title,
          responseId: response.id,
          sender,
          text,
          images,
        }),
        email: row!.n === 0,
      },
    );
  }
}
