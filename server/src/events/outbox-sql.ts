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

/**
 * Deletes rows older than $1 minutes and below the current xmin, noting the highest tx deleted
 * and the highest feed place (run after SEQUENCE, in its transaction: every row deleted has one).
 */
export const PRUNE = `with gone as (
         delete from event_outbox
         where created_at < now() - make_interval(mins => $1)
           and tx < pg_snapshot_xmin(pg_current_snapshot())
         returning tx, seq
       ), noted as (
         insert into event_outbox_pruned (one, through, through_seq)
         select true, max(tx), max(seq) from gone having count(*) > 0
         on conflict (one) do update set through = greatest(event_outbox_pruned.through, excluded.through),
           through_seq = greatest(event_outbox_pruned.through_seq, excluded.through_seq)
       )
       select count(*)::int as n from gone`;

/** The feed's statements take turns: places are given in the order rows are first seen committed. */
export const SEQUENCE_LOCK = `select pg_advisory_xact_lock(hashtext('event_outbox_seq'))`;

/**
 * Gives every committed row without a feed place the next places, in (tx, id) order. Run under
 * SEQUENCE_LOCK: a row that commits later gets a higher place than every row placed before, so a
 * feed cursor (a place) never skips one.
 */
export const SEQUENCE = `update event_outbox o set seq = placed.seq
  from (select id, nextval('event_outbox_seq') as seq
        from (select id from event_outbox where seq is null order by tx, id) unplaced) placed
  where o.id = placed.id`;

/** Feed rows after place $1, $2 at most; the pruned mark; the highest place given. */
export const FEED = `select id::text, seq::text, message, created_at as "createdAt"
  from event_outbox where seq > $1 order by seq limit $2`;
export const FEED_MARKS = `select (select through_seq::text from event_outbox_pruned) as pruned,
  coalesce((select max(seq) from event_outbox), (select through_seq from event_outbox_pruned), 0)::text as head`;

/** The feed place of one row (null until placed, or once pruned). */
export const PLACE_OF = `select seq::text from event_outbox where id = $1`;

export type FeedRow = { id: string; seq: string; message: BusMessage; createdAt: Date };
