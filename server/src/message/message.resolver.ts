import {
  Arg,
  Args,
  Ctx,
  FieldResolver,
  Int,
  Mutation,
  Query,
  Resolver,
  Root,
  Subscription,
} from 'type-graphql';
import { IdArg } from '../common/ids.js';
import { requireViewer } from '../common/actor.js';
import { onlookerOf, type Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import type { Page } from '../common/paging.js';
import { live } from '../common/resolvers.js';
import { Auth } from '../auth/auth.directive.js';
import type { EventBus } from '../events/event-bus.js';
import { topicStream } from '../events/topic-stream.js';
import { attachmentKey, filesOf } from '../storage/file-attachments.js';
import { StoredFile } from '../storage/stored-file.entity.js';
import { FileAttachment } from '../storage/stored-file.enums.js';
import { WireResponse } from '../response/response.entity.js';
import { messageText } from './message-text.js';
import { Message } from './message.entity.js';
import { MessageSide } from './message.enums.js';
import type { MessageMessage } from './message.events.js';
import { MessagesArgs, SendMessageInput } from './message.inputs.js';
import { messageById, threadReadsByResponse, unreadMessageCount } from './message.loaders.js';
import { isAuthor } from './message.policy.js';
import type { MessageService } from './message.service.js';
import { MessageConnection, MessageEvent } from './message.types.js';

const shownText = (message: Message, ctx: Context) => messageText(onlookerOf(ctx), message);

/** The messages of a response's thread, between the wire's owner and the partner. */
@Resolver(() => Message)
export class MessageResolver {
  constructor(
    readonly service: MessageService,
    readonly bus: EventBus,
  ) {}

  @Auth()
  @Query(() => MessageConnection, {
    description:
      "The thread of a response, newest first: for the wire's owner and the responding partner; for admins only once a party reported it.",
  })
  messages(@Args(() => MessagesArgs) args: MessagesArgs, @Ctx() ctx: Context): Promise<Page<Message>> {
    return this.service.list(ctx.actor, args);
  }

  @Auth()
  @Mutation(() => Message, {
    description:
      'Writes to the other party of a response (SENT or ACCEPTED; a withdrawn or declined one is read-only: CONFLICT).',
  })
  sendMessage(
    @Arg('input', () => SendMessageInput, { description: 'The thread, the text and any images.' })
    input: SendMessageInput,
    @Ctx() ctx: Context,
  ): Promise<Message> {
    return this.service.send(ctx.actor, input);
  }

  @Auth()
  @Mutation(() => WireResponse, {
    description:
      'Marks a thread read for me (its `unreadMessageCount` becomes 0); the other party sees it read.',
  })
  markThreadRead(
    @IdArg('responseId', 'The response whose thread I read.') responseId: string,
    @Ctx() ctx: Context,
  ): Promise<WireResponse> {
    return this.service.markRead(ctx.actor, responseId);
  }

  @Auth()
  @Subscription(() => MessageEvent, {
    description: "A thread's new messages and read receipts, live; for whoever may read it (see `messages`).",
    subscribe: live(
      () => MessageResolver,
      async (resolver, args: { responseId: string }, ctx) => {
        await resolver.service.thread(ctx.actor.em, requireViewer(ctx.actor), args.responseId);
        return topicStream(resolver.bus, 'MESSAGE', (message) => message.responseId === args.responseId);
      },
    ),
  })
  async messageEvents(
    @Root() event: MessageMessage,
    @Ctx() ctx: Context,
    @IdArg('responseId', 'The response whose thread to follow.') _responseId: string,
  ): Promise<MessageEvent> {
    const message = event.messageId ? await ctx.loaders.load(messageById, event.messageId) : null;
    if (event.messageId && !message) throw new AppError('NOT_FOUND', 'This message no longer exists.');
    return {
      type: event.type,
      responseId: event.responseId,
      side: event.side,
      message,
      readAt: event.readAt ? new Date(event.readAt) : null,
    };
  }

  @FieldResolver(() => String, {
    description:
      'The text; until the response is accepted, contacts in it (email addresses, phone numbers, links) read "[contact hidden until accepted]" for anyone but its writer and admins.',
  })
  async body(@Root() message: Message, @Ctx() ctx: Context): Promise<string> {
    return (await shownText(message, ctx)).text;
  }

  @FieldResolver(() => Boolean, {
    description: 'Whether contacts in the text are hidden from me (they show once the response is accepted).',
  })
  async contactHidden(@Root() message: Message, @Ctx() ctx: Context): Promise<boolean> {
    return (await shownText(message, ctx)).masked;
  }

  @FieldResolver(() => Boolean, { description: 'Whether I wrote it.' })
  mine(@Root() message: Message, @Ctx() ctx: Context): boolean {
    return isAuthor(ctx.actor.viewer, message);
  }

  @FieldResolver(() => Boolean, { description: 'Whether the other party has read it (a read receipt).' })
  async seen(@Root() message: Message, @Ctx() ctx: Context): Promise<boolean> {
    const reads = await ctx.loaders.load(threadReadsByResponse, message.response.id);
    const readAt = reads[message.side === MessageSide.BUYER ? MessageSide.PARTNER : MessageSide.BUYER];
    return readAt !== undefined && readAt.getTime() >= message.createdAt.getTime();
  }

  @FieldResolver(() => [StoredFile], { description: 'The images sent with it, in order.' })
  attachments(@Root() message: Message, @Ctx() ctx: Context): Promise<StoredFile[]> {
    return ctx.loaders.load(filesOf, attachmentKey({ type: FileAttachment.MESSAGE, id: message.id }));
  }
}

/** What a response says about its thread to the viewer. */
@Resolver(() => WireResponse)
export class ResponseMessagesResolver {
  @FieldResolver(() => Int, {
    description:
      "How many of the other party's messages in this response's thread I have not read (0 for anyone but the two parties).",
  })
  unreadMessageCount(@Root() response: WireResponse, @Ctx() ctx: Context): Promise<number> {
    const viewer = ctx.actor.viewer;
    if (!viewer) return Promise.resolve(0);
    return ctx.loaders.load(unreadMessageCount, `${response.id} ${viewer.id}`);
  }
}
