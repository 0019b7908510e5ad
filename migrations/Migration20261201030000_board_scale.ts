import { Migration } from '@mikro-orm/migrations';

/**
 * The first page of a board or of the admin table at a cost that does not grow with the data.
 *
 * Geography: `wire_cell(lat, lng, per_degree)` names a wire's cell on a grid of 1 / `per_degree`
 * degrees; one btree per grid (0.1°, 1°, 10°) over the OPEN wires orders each cell's wires newest
 * first, so a circle's page walks the cells that cover it within a time window
 * (server/src/wire/wire-geo.ts) instead of every wire in the circle. Expression indexes: kept by
 * PostgreSQL on every insert and every change of a location, no column or trigger to maintain.
 *
 * The admin table: a kind with a sort other than CREATED walked the sort's index and skipped the
 * other kinds; each sort key now has its (kind, key, created_at, id) index too. The expressions
 * match `admin-wires.queries.ts` exactly.
 */
const CELL_GRIDS = [10, 1, 0.1] as const;

const ADMIN_KEYS = {
  created: `"created_at", "id"`,
  needed_by: `coalesce("needed_by", 'infinity'::timestamptz), "created_at", "id"`,
  budget: `coalesce("budget_max", "budget_min", -1), "created_at", "id"`,
  responses: `"response_count", "created_at", "id"`,
  status: `"status", "created_at", "id"`,
} as const;

const cellIndex = (perDegree: number) => `wire_open_cell_${String(perDegree).replace('.', '_')}_index`;
const cellStats = (perDegree: number) => `wire_cell_${String(perDegree).replace('.', '_')}_stats`;

export class Migration20261201030000_board_scale extends Migration {
  override async up(): Promise<void> {
    // the same arithmetic as `cellOf` in server/src/wire/wire-geo.ts (IEEE doubles on both sides)
    this.addSql(`create function "wire_cell"(lat float8, lng float8, per_degree float8) returns int
      language sql immutable parallel safe as $$
        select (floor(lat * per_degree) * 4000 + floor(lng * per_degree))::int
      $$;`);
    for (const perDegree of CELL_GRIDS) {
      this.addSql(
        `create index "${cellIndex(perDegree)}" on "wire" ("wire_cell"("lat", "lng", ${perDegree}), "created_at" desc, "id" desc) where "status" = 'OPEN';`,
      );
      // the planner ignores a partial index's statistics: the cells' own, for a circle's estimate
      this.addSql(
        `create statistics "${cellStats(perDegree)}" on ("wire_cell"("lat", "lng", ${perDegree})) from "wire";`,
      );
    }
    for (const [name, columns] of Object.entries(ADMIN_KEYS))
      this.addSql(`create index "wire_admin_kind_${name}_index" on "wire" ("kind", ${columns});`);
    // the statistics of the cells (else the planner guesses how many wires a cell holds)
    this.addSql(`analyze "wire";`);
  }

  override async down(): Promise<void> {
    for (const name of Object.keys(ADMIN_KEYS))
      this.addSql(`drop index if exists "wire_admin_kind_${name}_index";`);
    for (const perDegree of CELL_GRIDS) {
      this.addSql(`drop statistics if exists "${cellStats(perDegree)}";`);
      this.addSql(`drop index if exists "${cellIndex(perDegree)}";`);
    }
    this.addSql(`drop function if exists "wire_cell"(float8, float8, float8);`);
  }
}
