import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks: an account's subscription documents POSTed to URLs, and their deliveries.
 * Events find their webhooks by topic (enabled ones only); deliveries are listed per webhook,
 * newest first, optionally by status; an event is delivered once per webhook.
 */
export class Migration20261127000000_webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "webhook" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "member_id" uuid not null,
      "name" text not null,
      "url" text not null,
      "query" text not null,
      "field" text not null,
      "topic" text not null,
      "secret_sealed" text not null,
      "enabled" boolean not null default true,
      "disabled_reason" text null,
      "failing_since" timestamptz null,
      "last_delivered_at" timestamptz null,
      constraint "webhook_pkey" primary key ("id"),
      constraint "webhook_member_id_foreign" foreign key ("member_id") references "member" ("id") on update cascade on delete cascade
    );`);
    this.addSql(`create index "webhook_member_id_index" on "webhook" ("member_id", "created_at");`);
    this.addSql(`create index "webhook_topic_index" on "webhook" ("topic") where "enabled";`);
    this.addSql(`create table "webhook_delivery" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "webhook_id" uuid not null,
      "event_id" uuid null,
      "event" text not null,
      "body" text not null,
      "status" text not null default 'PENDING',
      "attempts" int not null default 0,
      "response_status" int null,
      "response_body" text null,
      "error" text null,
      "next_attempt_at" timestamptz null,
      "delivered_at" timestamptz null,
      "redelivery_of" uuid null,
      constraint "webhook_delivery_pkey" primary key ("id"),
      constraint "webhook_delivery_event_unique" unique ("webhook_id", "event_id"),
      constraint "webhook_delivery_webhook_id_foreign" foreign key ("webhook_id") references "webhook" ("id") on update cascade on delete cascade
    );`);
    this.addSql(
      `create index "webhook_delivery_list_index" on "webhook_delivery" ("webhook_id", "created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "webhook_delivery_status_index" on "webhook_delivery" ("webhook_id", "status", "created_at" desc, "id" desc);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "webhook_delivery";`);
    this.addSql(`drop table if exists "webhook";`);
  }
}
