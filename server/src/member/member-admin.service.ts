import { raw } from '@mikro-orm/core';
import type { EntityManager, QueryBuilder } from '@mikro-orm/postgresql';
import type { Actor } from '../common/actor.js';
import { AppError } from '../common/errors.js';
import { forwardPageInfo, pageSize, type Page } from '../common/paging.js';
import { Role } from '../common/role.js';
import type { UnitOfWork } from '../common/unit-of-work.js';
import type { AuditLog } from '../audit/audit.service.js';
import { AuditSubject } from '../audit/audit.entity.js';
import type { EventBus } from '../events/event-bus.js';
import { escapeLike, type AccountDeletion } from './account-deletion.js';
import type { EmailLinks } from './email-links.js';
import { assertNotLastAdmin } from './last-admin.js';
import {
  AdminMembersOrder,
  MemberStatus,
  SEARCH_MAX,
  type AdminMembersFilter,
} from './member-admin.types.js';
import { Member } from './member.entity.js';
import { findMember } from './member.service.js';
import './member.events.js';
import { isoTime } from '../common/iso-time.js';

/** Whether an account has a partner business (the partner slice answers; the member slice cannot look). */
export type HasBusiness = (em: EntityManager, memberId: string) => Promise<boolean>;

/** What the search matches: the same expression as the trigram index `member_search_index`. */
const SEARCHED = `(m.email || ' ' || lower(coalesce(m.display_name, '')))`;

/** Each order: the SQL of its key (with `id` after it), its direction, and how a row gives its key. */
const ORDERS: Record<AdminMembersOrder, { key: string; dir: 'asc' | 'desc'; of: (m: Member) => string }> = {
  NEWEST: { key: 'm.created_at', dir: 'desc', of: (m) => isoTime(m.createdAt) },
  OLDEST: { key: 'm.created_at', dir: 'asc', of: (m) => isoTime(m.createdAt) },
  NAME: {
    key: 'lower(coalesce(m.display_name, m.email))',
    dir: 'asc',
    of: (m) => (m.displayName ?? m.email).toLowerCase(),
  },
  EMAIL: { key: 'm.email', dir: 'asc', of: (m) => m.email },
};

type Cursor = { key: string; id: string };

function encodeCursor(order: AdminMembersOrder, member: Member): string {
  return Buffer.from(JSON.stringify([order, ORDERS[order].of(member), member.id])).toString('base64url');
}

function decodeCursor(order: AdminMembersOrder, after: string | null | undefined): Cursor | null {
  if (!after) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    parsed[0] !== order ||
    typeof parsed[1] !== 'string' ||
    typeof parsed[2] !== 'string'
  ) {
    throw new AppError('BAD_USER_INPUT', 'This cursor is not valid for this order.', { field: 'after' });
  }
  return { key: parsed[1], id: parsed[2] };
}

/**
 * The admin's side of accounts: the searchable list, and what an admin does to an account
 * (change its role, send it a new sign-in link, delete it); each change is one unit of work,
 * audited. Disabling is `MemberService.setDisabled`.
 */
export class MemberAdminService {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly bus: EventBus,
    private readonly audit: AuditLog,
    private readonly emailLinks: EmailLinks,
    private readonly deletion: AccountDeletion,
    private readonly hasBusiness: HasBusiness,
  ) {}

  /**
   * Every account, filtered and ordered, keyset-paged; the search is a substring of the email or
   * the name (trigram index), the orders are index-backed.
   */
  async list(
    em: EntityManager,
    filter: AdminMembersFilter | null | undefined,
    orderBy: AdminMembersOrder | null | undefined,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<Page<Member>> {
    const size = pageSize(first);
    const order = orderBy ?? AdminMembersOrder.NEWEST;
    const { key, dir } = ORDERS[order];
    const cursor = decodeCursor(order, after);
    const filtered = () => this.filtered(em, filter);
    const page = filtered()
      .select('m.*')
      .orderBy({ [raw(key)]: dir, [raw('m.id')]: dir })
      .limit(size + 1);
    if (cursor) {
      const cast = order === 'NEWEST' || order === 'OLDEST' ? '::timestamptz' : '';
      page.andWhere(`(${key}, m.id) ${dir === 'asc' ? '>' : '<'} (?${cast}, ?::uuid)`, [
        cursor.key,
        cursor.id,
      ]);
    }
    const [rows, totalCount] = await Promise.all([page.getResultList(), filtered().getCount()]);
    const nodes = rows.slice(0, size);
    const edges = nodes.map((node) => ({ cursor: encodeCursor(order, node), node }));
    return {
      edges,
      pageInfo: forwardPageInfo(edges, rows.length > size),
      totalCount,
    };
  }

  private filtered(em: EntityManager, filter: AdminMembersFilter | null | undefined): QueryBuilder<Member> {
    const qb = em.createQueryBuilder(Member, 'm');
    const search = filter?.search?.trim().toLowerCase();
    if (search) {
      if (search.length > SEARCH_MAX) {
        throw new AppError('BAD_USER_INPUT', `At most ${SEARCH_MAX} characters.`, { field: 'search' });
      }
      qb.andWhere(`${SEARCHED} like ?`, [`%${escapeLike(search)}%`]);
    }
    if (filter?.role) qb.andWhere({ role: filter.role });
    if (filter?.status === MemberStatus.ACTIVE) qb.andWhere({ disabled: false, deletedAt: null });
    if (filter?.status === MemberStatus.DISABLED) qb.andWhere({ disabled: true, deletedAt: null });
    if (filter?.status === MemberStatus.DELETED) qb.andWhere({ deletedAt: { $ne: null } });
    if (filter?.updatedSince) qb.andWhere({ updatedAt: { $gte: filter.updatedSince } });
    return qb;
  }

  /**
   * Changes an account's role. Refused (CONFLICT) for a deleted account, for the last active
   * admin, and for PARTNER when the account has no business (a partner signs up with one).
   * Audited; the account's open websockets reconnect with what it may now do.
   */
  async setRole(actor: Actor, memberId: string, role: Role): Promise<Member> {
    return this.uow.run(actor, async (tx) => {
      const member = await findMember(tx.em, memberId);
      if (member.deletedAt)
        throw new AppError('CONFLICT', "A deleted account's role cannot change.", {
          details: { reason: 'ACCOUNT_DELETED' },
        });
      if (member.role === role) return member;
      if (member.role === Role.ADMIN) {
        await assertNotLastAdmin(tx.em, member, 'The last active admin cannot stop being an admin.');
      }
      if (role === Role.PARTNER && !(await this.hasBusiness(tx.em, member.id))) {
        throw new AppError(
          'CONFLICT',
          'This account has no business to be a partner for: partners sign up at /partners/signup.',
          { field: 'role', details: { reason: 'NO_BUSINESS' } },
        );
      }
      const before = member.role;
      member.role = role;
      await tx.em.flush();
      this.audit.record(tx, {
        action: 'member.role_changed',
        subjectType: AuditSubject.MEMBER,
        subjectId: member.id,
        before: { role: before },
        after: { role },
      });
      this.bus.publish(tx, { topic: 'MEMBER', type: 'VIEWER_CHANGED', memberId: member.id });
      return member;
    });
  }

  /** Emails the account a new sign-in link (15 minutes); refused for a disabled or deleted account. */
  async resendSignInLink(actor: Actor, memberId: string): Promise<void> {
    await this.uow.run(actor, async (tx) => {
      const member = await findMember(tx.em, memberId);
      if (member.disabled) {
        throw new AppError(
          'CONFLICT',
          member.deletedAt
            ? 'This account is deleted: it cannot sign in.'
            : 'This account is disabled: enable it first.',
          { details: { reason: member.deletedAt ? 'ACCOUNT_DELETED' : 'ACCOUNT_DISABLED' } },
        );
      }
      this.emailLinks.sendSignInLink(tx, member, 'RESENT');
      this.audit.record(tx, {
        action: 'member.sign_in_link_sent',
        subjectType: AuditSubject.MEMBER,
        subjectId: member.id,
      });
    });
  }

  /** Deletes an account for an admin, with the reason given (see `AccountDeletion`). */
  async deleteMember(actor: Actor, memberId: string, reason: string | null): Promise<void> {
    await this.uow.run(actor, async (tx) => {
      const member = await findMember(tx.em, memberId);
      await this.deletion.delete(tx, member, reason?.trim() || null);
    });
  }
}
