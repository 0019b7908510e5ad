import { Migration } from '@mikro-orm/migrations';

/**
 * The event feed (`events(after:)`): each outbox row gets a place in commit order (`seq`) the
 * first time a reader sees it committed, under one lock, so a cursor is a number that never
 * skips a later-committed lower id; `event_outbox_pruned.through_seq` marks the feed's pruning.
 */
export class Migration20261202050000_event_feed extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create sequence "event_outbox_seq";`);
    this.addSql(`alter table "event_outbox" add column "seq" bigint null;`);
    this.addSql(`create unique index "event_outbox_seq_index" on "event_outbox" ("seq");`);
    this.addSql(
      `create index "event_outbox_unsequenced_index" on "event_outbox" ("tx", "id") where "seq" is null;`,
    );
    this.addSql(`alter table "event_outbox_pruned" add column "through_seq" bigint null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "event_outbox_pruned" drop column "through_seq";`);
    this.addSql(`drop index if exists "event_outbox_unsequenced_index";`);
    this.addSql(`drop index if exists "event_outbox_seq_index";`);
    this.addSql(`alter table "event_outbox" drop column "seq";`);
    this.addSql(`drop sequence if exists "event_outbox_seq";`);
  }
}
