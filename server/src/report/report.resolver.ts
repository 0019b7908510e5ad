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
import { Auth } from '../auth/auth.directive.js';
import type { Context } from '../common/context.js';
import { AppError } from '../common/errors.js';
import { Loaders } from '../common/loaders.js';
import { live } from '../common/resolvers.js';
import type { EventBus } from '../events/event-bus.js';
import { topicStream } from '../events/topic-stream.js';
import { IdArg } from '../common/ids.js';
import { PageArgs, type Page } from '../common/paging.js';
import { Role } from '../common/role.js';
import { Member } from '../member/member.entity.js';
import { memberById } from '../member/member.loaders.js';
import { Report } from './report.entity.js';
import { REPORT_REASON_MAX, ReportSubjectType } from './report.enums.js';
import { HandleReportInput, ReportContentInput, ReportsFilter } from './report.inputs.js';
import type { OwnerHistory, ReportService } from './report.service.js';
import type { ReportMessage } from './report.events.js';
import { ReportConnection, ReportEvent, ReportOwnerHistory } from './report.types.js';

/** The trust and safety queue: reporting, the admins' list and their actions. */
@Resolver(() => Report)
export class ReportResolver {
  constructor(
    private readonly service: ReportService,
    private readonly bus: EventBus,
  ) {}

  @Auth()
  @Mutation(() => Boolean, {
    description:
      'Reports a wire, product, listing, review, partner or (as one of its parties) a conversation to the admins; audited. NOT_FOUND for an unknown item, CONFLICT while my earlier report of it is open. Answers true.',
  })
  async reportContent(
    @Arg('input', () => ReportContentInput, { description: 'What, and why.' }) input: ReportContentInput,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await this.service.report(ctx.actor, input);
    return true;
  }

  @Auth()
  @Mutation(() => Boolean, {
    description:
      'Reports a thread I am a party of to the admins (audited); they can then read it. The same as `reportContent` of a CONVERSATION. Answers true.',
  })
  async reportThread(
    @IdArg('responseId', 'The response whose thread to report.') responseId: string,
    @Arg('reason', () => String, { description: `What is wrong (1 to ${REPORT_REASON_MAX} characters).` })
    reason: string,
    @Ctx() ctx: Context,
  ): Promise<boolean> {
    await this.service.report(ctx.actor, {
      subjectType: ReportSubjectType.CONVERSATION,
      subjectId: responseId,
      reason,
    });
    return true;
  }

  @Auth(Role.ADMIN)
  @Query(() => ReportConnection, { description: 'The trust and safety queue, oldest first.' })
  reports(
    @Args(() => PageArgs) { first, after }: PageArgs,
    @Arg('filter', () => ReportsFilter, { nullable: true, description: 'Narrows the list (status).' })
    filter: ReportsFilter | null | undefined,
    @Ctx() ctx: Context,
  ): Promise<Page<Report>> {
    return this.service.list(ctx.actor.em, filter?.status, first, after);
  }

  @Auth(Role.ADMIN)
  @Query(() => Int, { description: 'How many reports are OPEN (the admin badge).' })
  openReportCount(@Ctx() ctx: Context): Promise<number> {
    return this.service.openCount(ctx.actor.em);
  }

  @Auth(Role.ADMIN)
  @Mutation(() => Report, {
    description:
      'Dismisses an open report, hides its item (reviews only), warns its owner or suspends their account; audited, and the reporter and the owner are notified. CONFLICT once handled.',
  })
  handleReport(
    @Arg('input', () => HandleReportInput, { description: 'The report, the action and the reason.' })
    input: HandleReportInput,
    @Ctx() ctx: Context,
  ): Promise<Report> {
    return this.service.handle(ctx.actor, input);
  }

  @Auth(Role.ADMIN)
  @Subscription(() => ReportEvent, {
    description:
      'Every report filed and automatic flag raised (CREATED) and every report handled (UPDATED), live: the queue and its badge; a webhook follows it for new reports.',
    subscribe: live(
      () => ReportResolver,
      (resolver) => topicStream(resolver.bus, 'REPORT', () => true),
    ),
  })
  async reportEvents(@Root() message: ReportMessage, @Ctx() ctx: Context): Promise<ReportEvent> {
    // read afresh: a subscription's EntityManager would hold the report as it first saw it
    const em = ctx.actor.em.fork();
    ctx.actor.em = em;
    ctx.loaders = new Loaders(() => em);
    const report = await em.findOne(Report, { id: message.reportId });
    if (!report) throw new AppError('NOT_FOUND', 'This report no longer exists.');
    return { type: message.type, report };
  }

  @FieldResolver(() => Member, {
    nullable: true,
    description: 'Who reported it; null for an automatic flag.',
  })
  reporter(@Root() report: Report, @Ctx() ctx: Context): Promise<Member | null> | null {
    return report.reporterId ? ctx.loaders.load(memberById, report.reporterId) : null;
  }

  @FieldResolver(() => Member, {
    nullable: true,
    description: 'The account the item belongs to (for a conversation: the other party); null when none.',
  })
  owner(@Root() report: Report, @Ctx() ctx: Context): Promise<Member | null> | null {
    return report.ownerId ? ctx.loaders.load(memberById, report.ownerId) : null;
  }

  @FieldResolver(() => ReportOwnerHistory, { description: "The owner's earlier reports and actions." })
  ownerHistory(@Root() report: Report, @Ctx() ctx: Context): Promise<OwnerHistory> {
    return this.service.history(ctx.actor.em, report);
  }
}
