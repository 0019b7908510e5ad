import { Migration } from '@mikro-orm/migrations';

/**
 * Verified partners: one verification per partner (its registration number, status, the admin's
 * note and the expiry), its papers as stored files, the partner's standing verification
 * (`verified_at`, `verified_until`: what the catalogue filter and the quoting rule read), and the
 * marketplace setting that makes verification a condition of quoting.
 */
export class Migration20261202080000_partner_verification extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "stored_file" drop constraint "stored_file_attached_type_check";`);
    this.addSql(
      `alter table "stored_file" add constraint "stored_file_attached_type_check" check ("attached_type" in ('PRODUCT', 'PROPERTY_LISTING', 'WIRE', 'PARTNER_LOGO', 'MESSAGE', 'ORDER_DOCUMENT', 'ORDER_SHIPMENT', 'ORDER_PAYMENT', 'ORDER_DISPUTE', 'PARTNER_VERIFICATION'));`,
    );
    this.addSql(
      `alter table "partner" add column "verified_at" timestamptz null, add column "verified_until" timestamptz null;`,
    );
    this.addSql(`create index "partner_verified_until_index" on "partner" ("verified_until");`);
    this.addSql(
      `alter table "marketplace_settings" add column "verification_required_to_quote" boolean not null default false;`,
    );
    this.addSql(`create table "partner_verification" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "partner_id" uuid not null,
      "registration_number" text not null,
      "status" text not null default 'PENDING',
      "note" text null,
      "expires_at" timestamptz null,
      "submitted_at" timestamptz not null,
      "reviewed_at" timestamptz null,
      "reviewed_by_id" uuid null,
      constraint "partner_verification_pkey" primary key ("id"),
      constraint "partner_verification_status_check" check ("status" in ('PENDING', 'VERIFIED', 'REJECTED', 'MORE_INFO'))
    );`);
    this.addSql(
      `alter table "partner_verification" add constraint "partner_verification_partner_id_unique" unique ("partner_id");`,
    );
    this.addSql(`alter table "partner_verification" add constraint "partner_verification_partner_id_foreign"
      foreign key ("partner_id") references "partner" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "partner_verification" cascade;`);
    this.addSql(`alter table "marketplace_settings" drop column "verification_required_to_quote";`);
    this.addSql(`drop index if exists "partner_verified_until_index";`);
    this.addSql(`alter table "partner" drop column "verified_at", drop column "verified_until";`);
    this.addSql(`delete from "stored_file" where "attached_type" = 'PARTNER_VERIFICATION';`);
    this.addSql(`alter table "stored_file" drop constraint "stored_file_attached_type_check";`);
    this.addSql(
      `alter table "stored_file" add constraint "stored_file_attached_type_check" check ("attached_type" in ('PRODUCT', 'PROPERTY_LISTING', 'WIRE', 'PARTNER_LOGO', 'MESSAGE', 'ORDER_DOCUMENT', 'ORDER_SHIPMENT', 'ORDER_PAYMENT', 'ORDER_DISPUTE'));`,
    );
  }
}
