import { Migration } from '@mikro-orm/migrations';

/**
 * Warnings before a partner's verification expires: one row per partner, expiry and stage
 * (30 days, 7 days, expired) claimed by the job that sends it, so that a rerun or another process
 * never sends it twice, and a renewed verification (a new expiry) is warned again. The sellers
 * list's "pending review" filter reads the pending verifications through a partial index.
 */
export class Migration20261202154000_verification_reminders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "partner_verification_notice" (
      "partner_id" uuid not null,
      "verified_until" timestamptz not null,
      "stage" text not null,
      "sent_at" timestamptz not null default now(),
      constraint "partner_verification_notice_pkey" primary key ("partner_id", "verified_until", "stage"),
      constraint "partner_verification_notice_stage_check" check ("stage" in ('DAYS_30', 'DAYS_7', 'EXPIRED')),
      constraint "partner_verification_notice_partner_id_foreign"
        foreign key ("partner_id") references "partner" ("id") on update cascade on delete cascade
    );`);
    this.addSql(
      `create index "partner_verification_pending_index" on "partner_verification" ("partner_id") where "status" = 'PENDING';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "partner_verification_pending_index";`);
    this.addSql(`drop table if exists "partner_verification_notice";`);
  }
}
