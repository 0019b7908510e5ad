import { Migration } from '@mikro-orm/migrations';

/**
 * Hardening: secrets every process shares (the device-cookie HMAC key), the per-account
 * sign-in back-off, and idempotency keys of mutations that create things.
 */
export class Migration20261123000000_hardening extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "app_secret" (
      "name" text not null,
      "value" text not null,
      "created_at" timestamptz not null default now(),
      constraint "app_secret_pkey" primary key ("name")
    );`);

    this.addSql(`create table "signin_backoff" (
      "key" text not null,
      "failures" integer not null,
      "not_before" timestamptz not null,
      "last_attempt_at" timestamptz not null,
      constraint "signin_backoff_pkey" primary key ("key")
    );`);

    this.addSql(`create table "idempotency_key" (
      "scope" text not null,
      "key" text not null,
      "operation" text not null,
      "result_id" text null,
      "created_at" timestamptz not null default now(),
      constraint "idempotency_key_pkey" primary key ("scope", "key")
    );`);
    this.addSql(`create index "idempotency_key_created_at_index" on "idempotency_key" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "idempotency_key";`);
    this.addSql(`drop table if exists "signin_backoff";`);
    this.addSql(`drop table if exists "app_secret";`);
  }
}
