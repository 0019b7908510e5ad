import { Migration } from '@mikro-orm/migrations';

/**
 * The transactional outbox of the event bus: each event is a row written in the
 * transaction of its change, with that transaction's id (`tx`, xid8), read by every process in
 * (tx, id) order once its transaction is finished (see server/src/events/event-bus.ts). Old rows
 * are pruned; `event_outbox_pruned` keeps the highest transaction id pruned, so that a reader
 * whose position lies below it knows it missed events.
 */
export class Migration20261201000000_event_outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "event_outbox" (
      "id" bigserial not null,
      "topic" text not null,
      "message" jsonb not null,
      "tx" xid8 not null default pg_current_xact_id(),
      "created_at" timestamptz not null default now(),
      constraint "event_outbox_pkey" primary key ("id")
    );`);
    this.addSql(`create index "event_outbox_tx_id_index" on "event_outbox" ("tx", "id");`);
    this.addSql(`create index "event_outbox_created_at_index" on "event_outbox" ("created_at");`);
    this.addSql(`create table "event_outbox_pruned" (
      "one" boolean not null default true,
      "through" xid8 not null,
      constraint "event_outbox_pruned_pkey" primary key ("one"),
      constraint "event_outbox_pruned_one_check" check ("one")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "event_outbox_pruned";`);
    this.addSql(`drop table if exists "event_outbox";`);
  }
}
