import { Migration } from '@mikro-orm/migrations';

/**
 * Social sign-in: outside accounts linked to members, and the ones remembered for a
 * while after signing in with no account, so that signing up links them.
 */
export class Migration20261124030000_social_sign_in extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "linked_identity" (
      "id" uuid not null,
      "member_id" uuid not null references "member" ("id") on delete cascade,
      "provider" text not null,
      "subject" text not null,
      "email" text null,
      "linked_at" timestamptz not null default now(),
      constraint "linked_identity_pkey" primary key ("id"),
      constraint "linked_identity_provider_subject_unique" unique ("provider", "subject"),
      constraint "linked_identity_member_id_provider_unique" unique ("member_id", "provider")
    );`);
    this.addSql(`create table "pending_identity" (
      "token_hash" bytea not null,
      "provider" text not null,
      "subject" text not null,
      "email" text null,
      "email_verified" boolean not null,
      "name" text null,
      "created_at" timestamptz not null default now(),
      "expires_at" timestamptz not null,
      constraint "pending_identity_pkey" primary key ("token_hash")
    );`);
    this.addSql(`create index "pending_identity_expires_at_index" on "pending_identity" ("expires_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "pending_identity";`);
    this.addSql(`drop table if exists "linked_identity";`);
  }
}
