import { randomUUID } from 'node:crypto';
import type { Tx } from '../common/unit-of-work.js';
import { AuditSubject } from '../audit/audit.entity.js';
import type { AuditLog } from '../audit/audit.service.js';
import type { EventBus } from '../events/event-bus.js';
import type { Message } from '../message/message.entity.js';
import type { MarketplaceSettingsService } from '../partner/marketplace-settings.service.js';
import type { WireResponse } from '../response/response.entity.js';
import type { Wire } from '../wire/wire.entity.js';
import { ReportEventType, ReportRule, ReportSubjectType } from './report.enums.js';
import './report.events.js';
import { excerpt } from './report.subjects.js';

/** The thresholds of the automatic flags (docs/decisions/0057-report-queue.md). */
export const FLAG_RULES = {
  /** An account this young (days) that posts more than `burstWires` wires within an hour. */
  newAccountDays: 7,
  burstWires: 5,
  /** A partner with at least `quotesMin` quotes in `quoteDays` days, more than `withdrawnShare` withdrawn. */
  quotesMin: 5,
  quoteDays: 30,
  withdrawnShare: 0.6,
} as const;

/** A flag as it goes into the queue. */
type Flag = {
  rule: ReportRule;
  subjectType: ReportSubjectType;
  subjectId: string;
  title: string;
  excerpt: string | null;
  ownerId: string | null;
  reason: string;
};

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');

/** Each word's pattern, compiled once per list (every message is checked against the list). */
let compiled: { words: readonly string[]; patterns: RegExp[] } | null = null;

function patternsOf(words: readonly string[]): RegExp[] {
  if (compiled?.words !== words && compiled?.words.join('\n') !== words.join('\n'))
    compiled = {
      words,
      patterns: words.map(
        (word) => new RegExp(`(?<![\\p{L}\\p{N}_])${escape(word)}(?![\\p{L}\\p{N}_])`, 'iu'),
      ),
    };
  return compiled!.patterns;
}

/** The blocked `words` found in `text`, as whole words (letters or digits around do not match), any case. */
export function blockedIn(text: string, words: readonly string[]): string[] {
  const patterns = patternsOf(words);
  return words.filter((_word, index) => patterns[index]!.test(text));
}

const listed = (words: readonly string[]) => words.map((word) => `“${word}”`).join(', ');

/**
 * The automatic flags: reactions to wires posted, messages sent and quotes withdrawn, run in the
 * transaction that did it. A rule that matches files a report with no reporter and the rule's
 * name; one flag per rule and item stays open (a new account's burst: one per account), so a
 * repeat while it is open adds nothing (the unique indexes, `on conflict do nothing`).
 */
export class ReportFlags {
  constructor(
    private readonly audit: AuditLog,
    private readonly bus: EventBus,
    private readonly settings: MarketplaceSettingsService,
  ) {}

  /** A new account's burst of wires, and blocked words in the wire. */
  async wirePosted(tx: Tx, wire: Wire): Promise<void> {
    await tx.em.flush();
    const ownerId = wire.owner.id;
    const [burst] = await tx.em.execute<{ wires: number }[]>(
      `select count(*)::int as wires from wire w join member m on m.id = w.owner_id
        where w.owner_id = ? and w.created_at > now() - interval '1 hour'
          and m.created_at > now() - make_interval(days => ?)`,
      [ownerId, FLAG_RULES.newAccountDays],
    );
    const subject = {
      subjectType: ReportSubjectType.WIRE,
      subjectId: wire.id,
      title: wire.title,
      excerpt: excerpt(wire.description),
      ownerId,
    };
    if ((burst?.wires ?? 0) > FLAG_RULES.burstWires)
      await this.raise(tx, {
        ...subject,
        rule: ReportRule.NEW_ACCOUNT_BURST,
        reason: `A new account (under ${FLAG_RULES.newAccountDays} days) posted ${burst!.wires} wires within an hour.`,
      });
    const found = await this.blocked(tx, `${wire.title}\n${wire.description ?? ''}`);
    if (found.length)
      await this.raise(tx, {
        ...subject,
        rule: ReportRule.BLOCKED_WORDS,
        reason: `The wire contains blocked words: ${listed(found)}.`,
      });
  }

  /** Blocked words in a message: flags its conversation, owned by the message's author. */
  async messageSent(tx: Tx, message: Message, response: WireResponse): Promise<void> {
    const found = await this.blocked(tx, message.body);
    if (!found.length) return;
    await this.raise(tx, {
      rule: ReportRule.BLOCKED_WORDS,
      subjectType: ReportSubjectType.CONVERSATION,
      subjectId: response.id,
      title: `Messages about ${response.wire.title}`,
      excerpt: excerpt(message.body),
      ownerId: message.author?.id ?? null,
      reason: `A message contains blocked words: ${listed(found)}.`,
    });
  }

  /** A partner whose recent quotes are mostly withdrawn. */
  async quoteWithdrawn(tx: Tx, response: WireResponse): Promise<void> {
    const partner = response.partner;
    const [row] = await tx.em.execute<{ quotes: number; withdrawn: number }[]>(
      `select count(*)::int as quotes, count(*) filter (where status = 'WITHDRAWN')::int as withdrawn
         from response where partner_id = ? and created_at > now() - make_interval(days => ?)`,
      [partner.id, FLAG_RULES.quoteDays],
    );
    const quotes = row?.quotes ?? 0;
    const withdrawn = row?.withdrawn ?? 0;
    if (quotes < FLAG_RULES.quotesMin || withdrawn <= quotes * FLAG_RULES.withdrawnShare) return;
    await this.raise(tx, {
      rule: ReportRule.QUOTES_WITHDRAWN,
      subjectType: ReportSubjectType.PARTNER,
      subjectId: partner.id,
      title: partner.businessName,
      excerpt: excerpt(partner.description),
      ownerId: partner.member.id,
      reason: `Withdrew ${withdrawn} of its ${quotes} quotes of the last ${FLAG_RULES.quoteDays} days.`,
    });
  }

  private async blocked(tx: Tx, text: string): Promise<string[]> {
    const { blockedWords } = await this.settings.read(tx.em);
    return blockedWords.length ? blockedIn(text, blockedWords) : [];
  }

  /** Files `flag` unless one of its rule and item (or account) is open; audited, announced. */
  private async raise(tx: Tx, flag: Flag): Promise<void> {
    const rows = await tx.em.execute<{ id: string }[]>(
      `insert into report (id, subject_type, subject_id, title, excerpt, owner_id, reason, rule)
       values (?, ?, ?, ?, ?, ?, ?, ?) on conflict do nothing returning id`,
      [
        randomUUID(),
        flag.subjectType,
        flag.subjectId,
        flag.title,
        flag.excerpt,
        flag.ownerId,
        flag.reason,
        flag.rule,
      ],
    );
    const id = rows[0]?.id;
    if (!id) return;
    // the system flags it, not the member whose action tripped the rule
    this.audit.recordAs(tx.em, null, {
      action: 'report.flagged',
      subjectType: AuditSubject.REPORT,
      subjectId: id,
      after: { subjectType: flag.subjectType, subjectId: flag.subjectId, rule: flag.rule },
      reason: flag.reason,
    });
    this.bus.publish(tx, { topic: 'REPORT', type: ReportEventType.CREATED, reportId: id });
  }
}
