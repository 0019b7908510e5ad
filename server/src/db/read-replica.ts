import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Reads that may lag: with DATABASE_REPLICA_URLS set, MikroORM holds a pool per replica
 * and `preferReadReplicas: false` keeps every query on the primary unless it asks for a replica
 * here. Only public lists whose staleness nobody can notice ask: the wireboard, the catalogue,
 * ratings. Everything a viewer has just changed and reads back (their own wires, responses,
 * products), every write, every transaction, the event outbox and the job queue stay on the
 * primary. Without replicas, `getConnection('read')` is the primary itself.
 */
export function executeMayLag<T extends Record<string, unknown>[]>(
  em: EntityManager,
  sql: string,
  params: unknown[] = [],
): Promise<T> {
  // inside a transaction the statement must see the transaction's own writes
  if (em.getTransactionContext()) return em.execute<T>(sql, params);
  return em.getConnection('read').execute<T>(sql, params, 'all');
}
