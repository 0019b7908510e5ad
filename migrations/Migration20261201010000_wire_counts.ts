import { Migration } from '@mikro-orm/migrations';

/**
 * How many wires there are per status and kind, kept by triggers, so the
 * boards' and the request table's totals never count the wire table per page.
 *
 * `wire_count` holds signed deltas, not one row per (status, kind): each statement that inserts,
 * deletes or changes wires appends one row per (status, kind) it changed (statement-level triggers
 * over the transition tables), so concurrent writers never wait on, or deadlock over, a shared
 * counter row. A total is the sum of its rows; `wire_count_compact()` (a job, every minute) folds
 * them back to one row per (status, kind). `wire_count_rebuild()` recounts from the wire table
 * (after a load that ran without triggers, such as the bench's seed).
 */
export class Migration20261201010000_wire_counts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "wire_count" (
      "status" text not null,
      "kind" text not null,
      "n" bigint not null
    );`);
    this.addSql(
      `create index "wire_count_status_kind_index" on "wire_count" ("status", "kind") include ("n");`,
    );
    this.addSql(`create function "wire_count_inserted"() returns trigger language plpgsql as $$
      begin
        insert into wire_count (status, kind, n) select status, kind, count(*) from new_rows group by status, kind;
        return null;
      end $$;`);
    this.addSql(`create function "wire_count_deleted"() returns trigger language plpgsql as $$
      begin
        insert into wire_count (status, kind, n) select status, kind, -count(*) from old_rows group by status, kind;
        return null;
      end $$;`);
    // most updates change neither status nor kind (a response counted, a touch): nothing is written
    this.addSql(`create function "wire_count_updated"() returns trigger language plpgsql as $$
      begin
        insert into wire_count (status, kind, n)
          select status, kind, sum(d) from (
            select status, kind, -1 as d from old_rows
            union all select status, kind, 1 as d from new_rows
          ) changes group by status, kind having sum(d) <> 0;
        return null;
      end $$;`);
    this.addSql(`create function "wire_count_truncated"() returns trigger language plpgsql as $$
      begin
        delete from wire_count;
        return null;
      end $$;`);
    this
      .addSql(`create trigger "wire_count_on_insert" after insert on "wire" referencing new table as new_rows
      for each statement execute function "wire_count_inserted"();`);
    this
      .addSql(`create trigger "wire_count_on_delete" after delete on "wire" referencing old table as old_rows
      for each statement execute function "wire_count_deleted"();`);
    this.addSql(`create trigger "wire_count_on_update" after update on "wire"
      referencing old table as old_rows new table as new_rows
      for each statement execute function "wire_count_updated"();`);
    this.addSql(`create trigger "wire_count_on_truncate" after truncate on "wire"
      for each statement execute function "wire_count_truncated"();`);
    // one statement: the rows it deletes are the rows it sums, whatever commits meanwhile
    this.addSql(`create function "wire_count_compact"() returns void language sql as $$
      with folded as (delete from wire_count returning status, kind, n)
      insert into wire_count (status, kind, n)
        select status, kind, sum(n) from folded group by status, kind having sum(n) <> 0;
    $$;`);
    // writers wait while it recounts, so no change is both counted and left as a delta
    this.addSql(`create function "wire_count_rebuild"() returns void language plpgsql as $$
      begin
        lock table wire in share mode;
        delete from wire_count;
        insert into wire_count (status, kind, n) select status, kind, count(*) from wire group by status, kind;
      end $$;`);
    this.addSql(`select "wire_count_rebuild"();`);
  }

  override async down(): Promise<void> {
    for (const on of ['insert', 'delete', 'update', 'truncate'])
      this.addSql(`drop trigger if exists "wire_count_on_${on}" on "wire";`);
    for (const fn of ['inserted', 'deleted', 'updated', 'truncated', 'compact', 'rebuild'])
      this.addSql(`drop function if exists "wire_count_${fn}"();`);
    this.addSql(`drop table if exists "wire_count";`);
  }
}
