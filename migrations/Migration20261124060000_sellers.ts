import { Migration } from '@mikro-orm/migrations';

/**
 * Sellers: the marketplace settings (one row, changed by admins; the first setting is
 * how new partners are approved) and a trigram index so the admin's partner search by business
 * name (`ilike '%text%'`) is index-backed.
 */
export class Migration20261124060000_sellers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "marketplace_settings" (
      "id" int not null default 1,
      "partner_approval" text not null default 'MANUAL',
      "updated_at" timestamptz null,
      "updated_by_id" uuid null,
      constraint "marketplace_settings_pkey" primary key ("id"),
      constraint "marketplace_settings_one_row" check ("id" = 1),
      constraint "marketplace_settings_partner_approval_check" check ("partner_approval" in ('AUTOMATIC', 'MANUAL'))
    );`);
    this.addSql(`insert into "marketplace_settings" ("id") values (1) on conflict do nothing;`);
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(
      `create index "partner_business_name_trgm_index" on "partner" using gin ("business_name" gin_trgm_ops);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "partner_business_name_trgm_index";`);
    this.addSql(`drop table if exists "marketplace_settings";`);
  }
}
