import { Migration } from '@mikro-orm/migrations';

/**
 * Quotes that can be revised, and the buyer's counter-offers.
 *
 * `response_revision`: each earlier version of a quote (amount, validity, lines, message), kept
 * when the partner revises it or accepts a counter-offer; `changed` names what the next version
 * changed. Read per response in version order.
 *
 * `response_counter_offer`: the price (and terms) a buyer would accept; at most one OPEN per
 * response (partial unique index), the latest one is the response's `counterOffer`.
 */
export class Migration20261202030000_quote_revisions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "response_revision" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "response_id" uuid not null,
      "version" integer not null,
      "quote_amount" numeric(14,2) not null,
      "quote_currency" text not null,
      "valid_until" timestamptz null,
      "message" text not null,
      "lines" jsonb not null,
      "changed" jsonb not null,
      "cause" text not null,
      "revised_by_id" uuid null,
      constraint "response_revision_pkey" primary key ("id")
    );`);
    this.addSql(
      `alter table "response_revision" add constraint "response_revision_response_id_version_unique" unique ("response_id", "version");`,
    );
    this.addSql(`alter table "response_revision" add constraint "response_revision_response_id_foreign"
      foreign key ("response_id") references "response" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "response_revision" add constraint "response_revision_revised_by_id_foreign"
      foreign key ("revised_by_id") references "member" ("id") on update cascade on delete set null;`);

    this.addSql(`create table "response_counter_offer" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "response_id" uuid not null,
      "amount" numeric(14,2) not null,
      "currency" text not null,
      "message" text null,
      "status" text not null default 'OPEN',
      "answered_at" timestamptz null,
      "created_by_id" uuid null,
      constraint "response_counter_offer_pkey" primary key ("id")
    );`);
    this.addSql(
      `create index "response_counter_offer_response_id_index" on "response_counter_offer" ("response_id", "created_at");`,
    );
    this.addSql(
      `create unique index "response_counter_offer_open_unique" on "response_counter_offer" ("response_id") where "status" = 'OPEN';`,
    );
    this
      .addSql(`alter table "response_counter_offer" add constraint "response_counter_offer_response_id_foreign"
      foreign key ("response_id") references "response" ("id") on update cascade on delete cascade;`);
    this
      .addSql(`alter table "response_counter_offer" add constraint "response_counter_offer_created_by_id_foreign"
      foreign key ("created_by_id") references "member" ("id") on update cascade on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "response_counter_offer" cascade;`);
    this.addSql(`drop table if exists "response_revision" cascade;`);
  }
}
