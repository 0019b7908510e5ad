import { Migration } from '@mikro-orm/migrations';

/**
 * Two-factor sign-in: one row per account that started or finished setting up TOTP.
 * The secret is stored encrypted (AES-256-GCM, key in `app_secret`); recovery codes only as
 * SHA-256 hashes, each removed from the array when used.
 */
export class Migration20261124020000_two_factor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "member_two_factor" (
      "member_id" uuid not null references "member" ("id") on delete cascade,
      "secret_box" text not null,
      "created_at" timestamptz not null default now(),
      "enabled_at" timestamptz null,
      "last_used_step" bigint null,
      "recovery_hashes" text[] not null default '{}',
      constraint "member_two_factor_pkey" primary key ("member_id")
    );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "member_two_factor";`);
  }
}
