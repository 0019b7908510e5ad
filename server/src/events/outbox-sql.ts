import type { Sequence } from './event-bus.js';
import type { BusMessage } from './topics.js';

/** The event outbox's statements (event-bus.ts explains the reading and the pruning). */

/** Rows whose transaction the position snapshot ($1) did not see, as a condition on `tx`. */
export const UNSEEN = `(tx >= pg_snapshot_xmax($1::pg_snapshot) or tx = any(array(select pg_snapshot_xip($1::pg_snapshot))))`;

/**
 * One read: the rows unseen at the position ($1) and visible in the upper snapshot ($2, or the
 * statement's own), after ($3, $4) when continuing a catch-up; the upper snapshot; and whether the
 * outbox was pruned past the position.
 */
export const READ = `with s as (select coalesce($2::pg_snapshot, pg_current_snapshot()) as upper)
  select s.upper::text as upper,
    (select through::text from event_outbox_pruned) as pruned,
    o.id::text as id, o.tx::text as tx, o.message
  from s left join lateral (
    select id, tx, message from event_outbox
    where ${UNSEEN} and pg_visible_in_snapshot(tx, s.upper)
      and ($3::xid8 is null or (tx, id) > ($3::xid8, $4::bigint))
    order by tx, id limit $5
  ) o on true`;

export type ReadRow = {
  upper: string;
  pruned: string | null;
  id: string | null;
  tx: string | null;
  message: BusMessage | null;
};

/** A catch-up in batches: rows between `from` and `upper`, after `after`. */
export type Window = { upper: string; after: Sequence };

/** Rows committed to the outbox that a reader at position $1 has not delivered yet. */
export const LAG = `select count(*)::int as n from event_outbox where ${UNSEEN}`;

/** Deletes rows older than $1 minutes and below the current xmin, noting the highest tx deleted. */
export const PRUNE = `with gone as (
         delete from event_outbox
         where created_at < now() - make_interval(mins => $1)
           and tx < pg_snapshot_xmin(pg_current_snapshot())
         returning tx
       ), noted as (
         insert into event_outbox_pruned (one, through)
         select true, tx from gone order by tx desc limit 1
         on conflict (one) do update set through = greatest(event_outbox_pruned.through, excluded.through)
       )
       select count(*)::int as n from gone`;
