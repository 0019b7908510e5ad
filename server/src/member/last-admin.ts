import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../common/errors.js';
import { Role } from '../common/role.js';
import { Member } from './member.entity.js';

/**
 * Refuses (CONFLICT, with `message`) to take away the last active admin: when `member` is an
 * active admin, the active admins' rows are locked (FOR UPDATE, in the caller's transaction) so
 * that two admins demoting or disabling each other at once are counted one after the other.
 */
export async function assertNotLastAdmin(em: EntityManager, member: Member, message: string): Promise<void> {
  if (member.role !== Role.ADMIN || member.disabled) return;
  const admins = await em.find(
    Member,
    { role: Role.ADMIN, disabled: false },
    { fields: ['id'], lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
  );
  if (admins.every((admin) => admin.id === member.id))
    throw new AppError('CONFLICT', message, { details: { reason: 'LAST_ADMIN' } });
}
