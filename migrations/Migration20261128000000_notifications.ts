import { Migration } from '@mikro-orm/migrations';

/**
 * Notifications: each account's notification centre, newest first and by unread; the
 * kinds whose email an account turned off; and the mark that a wire's owner was warned of its
 * coming expiry (found among OPEN wires by expiry, see wire_open_expires_at_index).
 */
export class Migration20261128000000_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "notification" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "member_id" uuid not null,
      "kind" text not null,
      "title" text not null,
      "body" text not null,
      "link" text not null,
      "reason" text null,
      "read_at" timestamptz null,
      constraint "notification_pkey" primary key ("id"),
      constraint "notification_member_id_foreign" foreign key ("member_id") references "member" ("id") on update cascade on delete cascade
    );`);
    this.addSql(
      `create index "notification_member_id_created_at_id_index" on "notification" ("member_id", "created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "notification_unread_index" on "notification" ("member_id", "created_at" desc, "id" desc) where "read_at" is null;`,
    );
    this.addSql(`create table "notification_email_opt_out" (
      "member_id" uuid not null,
      "kind" text not null,
      "created_at" timestamptz not null default now(),
      constraint "notification_email_opt_out_pkey" primary key ("member_id", "kind"),
      constraint "notification_email_opt_out_member_id_foreign" foreign key ("member_id") references "member" ("id") on update cascade on delete cascade
    );`);
    this.addSql(`alter table "wire" add column "expiry_warned_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "wire" drop column "expiry_warned_at";`);
    this.addSql(`drop table if exists "notification_email_opt_out";`);
    this.addSql(`drop table if exists "notification";`);
  }
}
