import { Migration } from '@mikro-orm/migrations';

/**
 * The admin request table: one btree per sort key, each (key, created_at, id) so a
 * single row comparison pages it in either direction, and the same behind `status` for the
 * common one-status filter. The expressions match `admin-wires.queries.ts` exactly.
 */
const KEYS = {
  created: `"created_at", "id"`,
  needed_by: `coalesce("needed_by", 'infinity'::timestamptz), "created_at", "id"`,
  budget: `coalesce("budget_max", "budget_min", -1), "created_at", "id"`,
  responses: `"response_count", "created_at", "id"`,
} as const;

export class Migration20261124040000_admin_wires extends Migration {
  override async up(): Promise<void> {
    for (const [name, columns] of Object.entries(KEYS)) {
      this.addSql(`create index "wire_admin_${name}_index" on "wire" (${columns});`);
      if (name !== 'created')
        this.addSql(`create index "wire_admin_status_${name}_index" on "wire" ("status", ${columns});`);
    }
    // the STATUS sort, and (created_at, id) in one direction behind a status
    this.addSql(`create index "wire_admin_status_created_index" on "wire" ("status", "created_at", "id");`);
  }

  override async down(): Promise<void> {
    for (const name of Object.keys(KEYS)) {
      this.addSql(`drop index if exists "wire_admin_${name}_index";`);
      this.addSql(`drop index if exists "wire_admin_status_${name}_index";`);
    }
    this.addSql(`drop index if exists "wire_admin_status_created_index";`);
  }
}
