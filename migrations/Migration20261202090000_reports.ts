import { Migration } from '@mikro-orm/migrations';

/**
 * The trust and safety queue: one `report` table for every reported item (wires, products,
 * listings, reviews, partners, conversations) and the automatic flags (no reporter). The thread
 * reports of `message_thread_report` move into it as CONVERSATION reports (the admins' right to
 * read a reported thread now reads `report`), and that table goes.
 *
 * One open report per reporter and item (a partial unique index); (status, created_at) serves
 * the queue and its badge, (owner_id, created_at) an owner's history.
 */
export class Migration20261202090000_reports extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "report" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "subject_type" text not null,
      "subject_id" uuid not null,
      "title" text not null,
      "excerpt" text null,
      "reporter_id" uuid null,
      "owner_id" uuid null,
      "reason" text not null,
      "status" text not null default 'OPEN',
      "action" text null,
      "action_reason" text null,
      "handled_by_id" uuid null,
      "handled_at" timestamptz null,
      constraint "report_pkey" primary key ("id"),
      constraint "report_subject_type_check" check ("subject_type" in ('WIRE', 'PRODUCT', 'LISTING', 'REVIEW', 'PARTNER', 'CONVERSATION')),
      constraint "report_status_check" check ("status" in ('OPEN', 'DISMISSED', 'ACTIONED')),
      constraint "report_action_check" check ("action" in ('DISMISS', 'HIDE', 'WARN', 'SUSPEND')),
      constraint "report_reporter_id_foreign" foreign key ("reporter_id") references "member" ("id") on update cascade on delete set null,
      constraint "report_owner_id_foreign" foreign key ("owner_id") references "member" ("id") on update cascade on delete set null,
      constraint "report_handled_by_id_foreign" foreign key ("handled_by_id") references "member" ("id") on update cascade on delete set null
    );`);
    this.addSql(`create index "report_status_created_at_index" on "report" ("status", "created_at");`);
    this.addSql(
      `create index "report_subject_type_subject_id_index" on "report" ("subject_type", "subject_id");`,
    );
    this.addSql(`create index "report_owner_id_created_at_index" on "report" ("owner_id", "created_at");`);
    this
      .addSql(`create unique index "report_one_open_per_reporter" on "report" ("reporter_id", "subject_type", "subject_id")
      where "status" = 'OPEN' and "reporter_id" is not null;`);
    this
      .addSql(`insert into "report" ("id", "created_at", "updated_at", "subject_type", "subject_id", "title", "reporter_id", "owner_id", "reason")
      select distinct on (x."reporter_id", x."response_id") x."id", x."created_at", x."updated_at", 'CONVERSATION', x."response_id",
             'Messages about ' || w."title", x."reporter_id",
             case when x."reporter_id" = w."owner_id" then p."member_id" else w."owner_id" end, x."reason"
        from "message_thread_report" x
        join "response" r on r."id" = x."response_id"
        join "wire" w on w."id" = r."wire_id"
        join "partner" p on p."id" = r."partner_id"
       order by x."reporter_id", x."response_id", x."created_at";`);
    this.addSql(`drop table "message_thread_report";`);
  }

  override async down(): Promise<void> {
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
    this
      .addSql(`insert into "message_thread_report" ("id", "created_at", "updated_at", "response_id", "reporter_id", "reason")
      select "id", "created_at", "updated_at", "subject_id", "reporter_id", "reason" from "report"
       where "subject_type" = 'CONVERSATION' and "reporter_id" is not null
         and exists (select 1 from "response" r where r."id" = "report"."subject_id");`);
    this.addSql(`drop table if exists "report";`);
  }
}
