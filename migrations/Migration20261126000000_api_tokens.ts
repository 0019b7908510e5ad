import { Migration } from '@mikro-orm/migrations';

/**
 * API tokens: personal tokens for integrations, looked up by the SHA-256 of their
 * secret; an account's tokens listed by member.
 */
export class Migration20261126000000_api_tokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "api_token" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "member_id" uuid not null,
      "name" text not null,
      "prefix" text not null,
      "secret_hash" bytea not null,
      "scopes" text[] not null,
      "expires_at" timestamptz null,
      "last_used_at" timestamptz null,
      "revoked_at" timestamptz null,
      "revoked_reason" text null,
      constraint "api_token_pkey" primary key ("id"),
      constraint "api_token_secret_hash_unique" unique ("secret_hash"),
      constraint "api_token_member_id_foreign" foreign key ("member_id") references "member" ("id") on update cascade on delete cascade
    );`);
    this.addSql(`create index "api_token_member_id_index" on "api_token" ("member_id", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "api_token";`);
  }
}
