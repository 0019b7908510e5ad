import { Migration } from '@mikro-orm/migrations';

/** Accounts, sessions (Lucia's model) and shared rate-limit counters. */
export class Migration20261122000000_foundation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create type "role" as enum ('MEMBER', 'PARTNER', 'ADMIN');`);
    this.addSql(`create table "member" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "email" text not null,
      "display_name" text null,
      "phone" text null,
      "role" "role" not null default 'MEMBER',
      "disabled" boolean not null default false,
      "email_verified_at" timestamptz null,
      "default_location_label" text null,
      "default_location_lat" double precision null,
      "default_location_lng" double precision null,
      "password_hash" text null,
      constraint "member_pkey" primary key ("id")
    );`);
    this.addSql(`alter table "member" add constraint "member_email_unique" unique ("email");`);
    this.addSql(`create index "member_role_created_at_index" on "member" ("role", "created_at");`);

    this.addSql(`create table "rate_limit_bucket" (
      "key" text not null,
      "window_start" timestamptz not null,
      "hits" int not null,
      constraint "rate_limit_bucket_pkey" primary key ("key", "window_start")
    );`);

    this.addSql(`create table "session" (
      "id" text not null,
      "secret_hash" bytea not null,
      "member_id" uuid not null,
      "expires_at" timestamptz not null,
      "created_at" timestamptz not null default now(),
      "last_seen_at" timestamptz not null default now(),
      "user_agent" text null,
      "ip" text null,
      "revoked_reason" text null,
      constraint "session_pkey" primary key ("id")
    );`);
    this.addSql(`create index "session_member_id_index" on "session" ("member_id");`);
    this.addSql(`create index "session_expires_at_index" on "session" ("expires_at");`);
    this.addSql(
      `alter table "session" add constraint "session_member_id_foreign" foreign key ("member_id") references "member" ("id") on update cascade on delete cascade;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "session" cascade;`);
    this.addSql(`drop table if exists "rate_limit_bucket" cascade;`);
    this.addSql(`drop table if exists "member" cascade;`);
    this.addSql(`drop type if exists "role";`);
  }
}
