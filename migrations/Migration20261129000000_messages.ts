import { Migration } from '@mikro-orm/migrations';

/**
 * Messages per response: each response's thread, newest first; how far each side has
 * read it (unread counts, read receipts); reports of a thread (admins may then read it); and
 * message images through the one upload pipeline (`stored_file.attached_type` MESSAGE).
 */
export class Migration20261129000000_messages extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "message" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "response_id" uuid not null,
      "author_id" uuid null,
      "side" text not null,
      "body" text not null,
      constraint "message_pkey" primary key ("id"),
      constraint "message_side_check" check ("side" in ('BUYER', 'PARTNER')),
      constraint "message_response_id_foreign" foreign key ("response_id") references "response" ("id") on update cascade on delete cascade,
      constraint "message_author_id_foreign" foreign key ("author_id") references "member" ("id") on update cascade on delete set null
    );`);
    this.addSql(
      `create index "message_response_id_created_at_id_index" on "message" ("response_id", "created_at", "id");`,
    );
    this.addSql(`create table "message_thread_read" (
      "response_id" uuid not null,
      "side" text not null,
      "last_read_at" timestamptz not null,
      constraint "message_thread_read_pkey" primary key ("response_id", "side"),
      constraint "message_thread_read_response_id_foreign" foreign key ("response_id") references "response" ("id") on update cascade on delete cascade
    );`);
    this.addSql(`create table "message_thread_report" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "response_id" uuid not null,
      "reporter_id" uuid not null,
      "reason" text not null,
      constraint "message_thread_report_pkey" primary key ("id"),
      constraint "message_thread_report_response_id_foreign" foreign key ("response_id") references "response" ("id") on update cascade on delete cascade,
      constraint "message_thread_report_reporter_id_foreign" foreign key ("reporter_id") references "member" ("id") on update cascade on delete cascade
    );`);
    this.addSql(
      `create index "message_thread_report_response_id_index" on "message_thread_report" ("response_id");`,
    );
    this.addSql(
      `create index "message_thread_report_reporter_id_index" on "message_thread_report" ("reporter_id");`,
    );
    this.addSql(`create index "message_author_id_index" on "message" ("author_id");`);
    this.addSql(`alter table "stored_file" drop constraint "stored_file_attached_type_check";`);
    this.addSql(
      `alter table "stored_file" add constraint "stored_file_attached_type_check" check ("attached_type" in ('PRODUCT', 'PROPERTY_LISTING', 'WIRE', 'PARTNER_LOGO', 'MESSAGE'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "stored_file" where "attached_type" = 'MESSAGE';`);
    this.addSql(`alter table "stored_file" drop constraint "stored_file_attached_type_check";`);
    this.addSql(
      `alter table "stored_file" add constraint "stored_file_attached_type_check" check ("attached_type" in ('PRODUCT', 'PROPERTY_LISTING', 'WIRE', 'PARTNER_LOGO'));`,
    );
    this.addSql(`drop table if exists "message_thread_report";`);
    this.addSql(`drop table if exists "message_thread_read";`);
    this.addSql(`drop table if exists "message";`);
  }
}
