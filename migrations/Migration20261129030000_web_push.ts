import { Migration } from '@mikro-orm/migrations';

/**
 * Web Push: the browsers each account gets its notifications on (one row per
 * push endpoint, listed per account newest first; ending with the session that registered it),
 * and the kinds whose push an account turned off. The VAPID key pair, when not configured, is
 * kept in `app_secret` (no table of its own).
 */
export class Migration20261129030000_web_push extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "push_subscription" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "member_id" uuid not null,
      "session_id" text null,
      "endpoint" text not null,
      "p256dh" text not null,
      "auth" text not null,
      "user_agent" text null,
      "last_pushed_at" timestamptz null,
      constraint "push_subscription_pkey" primary key ("id"),
      constraint "push_subscription_endpoint_unique" unique ("endpoint"),
      constraint "push_subscription_member_id_foreign" foreign key ("member_id") references "member" ("id") on update cascade on delete cascade,
      constraint "push_subscription_session_id_foreign" foreign key ("session_id") references "session" ("id") on update cascade on delete cascade
    );`);
    this.addSql(
      `create index "push_subscription_member_id_updated_at_id_index" on "push_subscription" ("member_id", "updated_at" desc, "id" desc);`,
    );
    this.addSql(`create index "push_subscription_session_id_index" on "push_subscription" ("session_id");`);
    this.addSql(`create table "notification_push_opt_out" (
      "member_id" uuid not null,
      "kind" text not null,
      "created_at" timestamptz not null default now(),
      constraint "notification_push_opt_out_pkey" primary key ("member_id", "kind"),
      constraint "notification_push_opt_out_member_id_foreign" foreign key ("member_id") references "member" ("id") on update cascade on delete cascade
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "notification_push_opt_out";`);
    this.addSql(`drop table if exists "push_subscription";`);
  }
}
