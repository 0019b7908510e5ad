import { Migration } from '@mikro-orm/migrations';

/**
 * Admin & accounts, the shared parts: the audit log, and single-use tokens for links
 * sent by email (sign-in links, password resets).
 */
export class Migration20261124000000_audit_tokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "audit_entry" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "actor_id" uuid null,
      "action" text not null,
      "subject_type" text not null,
      "subject_id" text not null,
      "before" jsonb null,
      "after" jsonb null,
      "reason" text null,
      constraint "audit_entry_pkey" primary key ("id")
    );`);
    this.addSql(
      `create index "audit_entry_subject_type_subject_id_created_at_index" on "audit_entry" ("subject_type", "subject_id", "created_at");`,
    );
    this.addSql(
      `create index "audit_entry_actor_id_created_at_index" on "audit_entry" ("actor_id", "created_at");`,
    );
    this.addSql(`create index "audit_entry_created_at_index" on "audit_entry" ("created_at");`);

    this.addSql(`create table "one_time_token" (
      "token_hash" bytea not null,
      "member_id" uuid not null references "member" ("id") on delete cascade,
      "purpose" text not null,
      "created_at" timestamptz not null default now(),
      "expires_at" timestamptz not null,
      "used_at" timestamptz null,
      constraint "one_time_token_pkey" primary key ("token_hash")
    );`);
    this.addSql(
      `create index "one_time_token_member_id_purpose_index" on "one_time_token" ("member_id", "purpose");`,
    );
    this.addSql(`create index "one_time_token_expires_at_index" on "one_time_token" ("expires_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "one_time_token";`);
    this.addSql(`drop table if exists "audit_entry";`);
  }
}
