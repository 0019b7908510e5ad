import { Migration } from '@mikro-orm/migrations';

/**
 * The dashboard's statement read from its indexes alone (docs/decisions/0054-marketplace-health.md).
 * At 1M wires the active actors' stabbing scan found its 12k rows in the GiST index and then read
 * each from another heap page (9k pages, 1.1 s cold): the index now carries what the scan filters
 * and counts (role, day, prev_day), so it is an index-only scan. The latency buckets are read only
 * when quoted (bucket ≥ 0): the index holds those alone, with their counts. Autovacuum runs after
 * fewer inserts on these append-mostly tables, so the visibility map keeps the scans index-only.
 */
export class Migration20261202155100_market_health_covering extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index if exists "market_activity_span_index";`);
    this.addSql(`create index "market_activity_span_index" on "market_activity"
      using gist (daterange("prev_day", "day", '(]')) include ("role", "day", "prev_day");`);
    this.addSql(`drop index if exists "market_latency_day_index";`);
    this
      .addSql(`create index "market_latency_day_index" on "market_latency" ("day", "kind", "state", "bucket")
      include ("n") where "bucket" >= 0;`);
    for (const table of ['market_activity', 'market_day', 'market_latency'])
      this.addSql(`alter table "${table}" set (autovacuum_vacuum_insert_scale_factor = 0.01);`);
    this.addSql(`analyze "market_activity";`);
  }

  override async down(): Promise<void> {
    for (const table of ['market_activity', 'market_day', 'market_latency'])
      this.addSql(`alter table "${table}" reset (autovacuum_vacuum_insert_scale_factor);`);
    this.addSql(`drop index if exists "market_latency_day_index";`);
    this.addSql(
      `create index "market_latency_day_index" on "market_latency" ("day", "kind", "state", "bucket") include ("n");`,
    );
    this.addSql(`drop index if exists "market_activity_span_index";`);
    this.addSql(`create index "market_activity_span_index" on "market_activity"
      using gist (daterange("prev_day", "day", '(]'));`);
  }
}
