import { Migration } from '@mikro-orm/migrations';

/**
 * The admin dashboard's figures, kept by triggers so that a period's health reads rollups of days,
 * never the wires themselves (docs/decisions/0054-marketplace-health.md).
 *
 * `wire_health`: one row per wire (dropped with it): when it was posted, its kind, the city and
 * state its label names ("Wuse, Abuja" → Wuse, Abuja; "Lagos, Nigeria" → Lagos, Lagos), when its
 * first quote came and which latency bucket that is, how many quotes it had (any status), how many
 * were accepted and their value. Statement-level on wire insert; row-level on the few changes
 * that move a wire's facts (its quotes, its time, kind or place).
 *
 * `market_day` and `market_latency`: what the wire_health rows sum to per UTC day, kind and state
 * (and accepted currency; and latency bucket), as signed deltas like `wire_count`: each statement
 * that changes wire_health appends its difference, so concurrent writers never wait on a shared
 * row; `market_rollup_compact()` (a job, every minute) folds them to one row per key.
 *
 * `market_activity`: who was active on which UTC day (a buyer posting, a partner quoting), one row
 * per (day, role, actor), for the period's distinct active buyers and partners.
 *
 * Latency buckets: the first quote came within 5, 10, 15, 30, 45, 60, 90, 120, 180, 240, 360,
 * 480, 720, 1080, 1440, 2160, 2880, 4320, 7200, 10080, 20160 or 43200 minutes (bucket 0..21), or
 * later (22); -1: no quote yet. The median is read as the bucket holding it (insight.queries.ts
 * LATENCY_EDGES mirrors these).
 */
export class Migration20261202060000_market_health extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "wire_health" (
      "wire_id" uuid not null,
      "posted_at" timestamptz not null,
      "kind" text not null,
      "city" text not null,
      "state" text not null,
      "first_quote_at" timestamptz null,
      "latency_bucket" smallint not null default -1,
      "quotes" int not null default 0,
      "accepted" int not null default 0,
      "accepted_amount" numeric(16, 2) null,
      "accepted_currency" text null,
      constraint "wire_health_pkey" primary key ("wire_id"),
      constraint "wire_health_wire_id_foreign" foreign key ("wire_id") references "wire" ("id") on delete cascade
    );`);
    const rollup = `"day" date not null, "kind" text not null, "state" text not null`;
    this.addSql(`create table "market_day" (${rollup}, "currency" text not null,
      "wires" int not null, "filled" int not null, "quoted" int not null, "quotes" int not null,
      "accepted" int not null, "accepted_amount" numeric(20, 2) not null);`);
    this.addSql(`create index "market_day_day_index" on "market_day" ("day", "kind", "state", "currency")
      include ("wires", "filled", "quoted", "quotes", "accepted", "accepted_amount");`);
    this.addSql(`create table "market_latency" (${rollup}, "bucket" smallint not null, "n" int not null);`);
    this.addSql(
      `create index "market_latency_day_index" on "market_latency" ("day", "kind", "state", "bucket") include ("n");`,
    );
    // prev_day: the actor's activity day before this one (null: its first), so the actors active
    // in [a, b) are the rows whose span (prev_day, day] holds a with day < b, plus none twice: an
    // actor's spans do not overlap. A GiST index answers "holds a" with at most one row per actor.
    this.addSql(`create table "market_activity" (
      "day" date not null,
      "role" text not null,
      "actor_id" uuid not null,
      "prev_day" date null,
      constraint "market_activity_pkey" primary key ("role", "actor_id", "day")
    );`);
    this.addSql(`create index "market_activity_span_index" on "market_activity"
      using gist (daterange("prev_day", "day", '(]'));`);
    this.addSql(`create function "market_activity_linked"() returns trigger language plpgsql as $$
      begin
        if tg_when = 'BEFORE' then
          new.prev_day := (select max(day) from market_activity a
            where a.role = new.role and a.actor_id = new.actor_id and a.day < new.day);
          return new;
        end if;
        -- a day inserted before later ones (a backdated record): the next day now follows it
        update market_activity a set prev_day = new.day
          where a.role = new.role and a.actor_id = new.actor_id and a.day = (select min(day) from market_activity b
            where b.role = new.role and b.actor_id = new.actor_id and b.day > new.day);
        return null;
      end $$;`);
    this.addSql(`create trigger "market_activity_before_insert" before insert on "market_activity"
      for each row execute function "market_activity_linked"();`);
    this.addSql(`create trigger "market_activity_after_insert" after insert on "market_activity"
      for each row execute function "market_activity_linked"();`);

    this.addSql(`create function "wire_health_city"(label text) returns text language sql immutable as $$
      select coalesce(nullif(trim(split_part(label, ',', 1)), ''), trim(label))
    $$;`);
    // a place that is its own state reads "Lagos, Nigeria" (the market's country, MARKET_COUNTRY=NG)
    this.addSql(`create function "wire_health_state"(label text) returns text language sql immutable as $$
      select case when last = 'Nigeria' then wire_health_city(label) else last end
      from (select coalesce(nullif(trim(regexp_replace(label, '^.*,', '')), ''), trim(label)) as last) l
    $$;`);
    this
      .addSql(`create function "wire_health_bucket"(posted timestamptz, first_quote timestamptz) returns smallint
      language sql immutable as $$
      select case when first_quote is null then -1 else width_bucket(
        greatest(ceil(extract(epoch from first_quote - posted) / 60)::int - 1, 0),
        array[5, 10, 15, 30, 45, 60, 90, 120, 180, 240, 360, 480, 720, 1080, 1440, 2160, 2880, 4320, 7200, 10080, 20160, 43200]
      )::smallint end
    $$;`);
    // a wire's quote facts, recounted from its responses (a handful: the cap bounds them)
    this.addSql(`create function "wire_health_recount"(wire uuid) returns void language sql as $$
      update wire_health h set
        first_quote_at = r.first_at, latency_bucket = wire_health_bucket(h.posted_at, r.first_at),
        quotes = r.n, accepted = r.accepted, accepted_amount = r.amount, accepted_currency = r.currency
      from (
        select min(created_at) as first_at, count(*)::int as n,
          count(*) filter (where status = 'ACCEPTED')::int as accepted,
          sum(quote_amount) filter (where status = 'ACCEPTED') as amount,
          min(quote_currency) filter (where status = 'ACCEPTED') as currency
        from response where wire_id = wire
      ) r
      where h.wire_id = wire
    $$;`);

    this.addSql(`create function "wire_health_wires_inserted"() returns trigger language plpgsql as $$
      begin
        insert into wire_health (wire_id, posted_at, kind, city, state)
          select id, created_at, kind, wire_health_city(location_label), wire_health_state(location_label) from new_rows;
        insert into market_activity (day, role, actor_id)
          select distinct (created_at at time zone 'UTC')::date, 'BUYER', owner_id from new_rows
          on conflict do nothing;
        return null;
      end $$;`);
    this.addSql(`create function "wire_health_wire_updated"() returns trigger language plpgsql as $$
      begin
        update wire_health set posted_at = new.created_at, kind = new.kind,
          city = wire_health_city(new.location_label), state = wire_health_state(new.location_label),
          latency_bucket = wire_health_bucket(new.created_at, first_quote_at)
          where wire_id = new.id;
        insert into market_activity (day, role, actor_id)
          values ((new.created_at at time zone 'UTC')::date, 'BUYER', new.owner_id) on conflict do nothing;
        return null;
      end $$;`);
    this.addSql(`create function "wire_health_response_changed"() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then perform wire_health_recount(old.wire_id); end if;
        if tg_op in ('INSERT', 'UPDATE') then
          if tg_op = 'INSERT' or new.wire_id <> old.wire_id then perform wire_health_recount(new.wire_id); end if;
          insert into market_activity (day, role, actor_id)
            values ((new.created_at at time zone 'UTC')::date, 'PARTNER', new.partner_id) on conflict do nothing;
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "wire_health_on_insert" after insert on "wire"
      referencing new table as new_rows for each statement execute function "wire_health_wires_inserted"();`);
    this
      .addSql(`create trigger "wire_health_on_update" after update of "created_at", "kind", "location_label" on "wire"
      for each row execute function "wire_health_wire_updated"();`);
    this.addSql(`create trigger "wire_health_on_response" after insert or delete
      or update of "status", "created_at", "quote_amount", "quote_currency", "wire_id" on "response"
      for each row execute function "wire_health_response_changed"();`);

    // a wire_health row's share of the rollups: + for new rows, - for old ones
    const dayRow = (
      rows: string,
      sign: string,
    ) => `select (posted_at at time zone 'UTC')::date as day, kind, state,
        coalesce(accepted_currency, '') as currency, ${sign}1 as wires,
        ${sign}(first_quote_at is not null and first_quote_at <= posted_at + interval '24 hours')::int as filled,
        ${sign}(first_quote_at is not null)::int as quoted, ${sign}quotes as quotes, ${sign}accepted as accepted,
        ${sign}coalesce(accepted_amount, 0) as accepted_amount, latency_bucket from ${rows}`;
    const rollupFrom = (changes: string) => `
        insert into market_day (day, kind, state, currency, wires, filled, quoted, quotes, accepted, accepted_amount)
          select day, kind, state, currency, sum(wires), sum(filled), sum(quoted), sum(quotes), sum(accepted), sum(accepted_amount)
          from (${changes}) c group by day, kind, state, currency
          having sum(wires) <> 0 or sum(filled) <> 0 or sum(quoted) <> 0 or sum(quotes) <> 0 or sum(accepted) <> 0
            or sum(accepted_amount) <> 0;
        insert into market_latency (day, kind, state, bucket, n)
          select day, kind, state, latency_bucket, sum(wires) from (${changes}) c
          group by day, kind, state, latency_bucket having sum(wires) <> 0;`;
    this.addSql(`create function "market_rollup_inserted"() returns trigger language plpgsql as $$
      begin ${rollupFrom(dayRow('new_rows', ''))} return null; end $$;`);
    this.addSql(`create function "market_rollup_deleted"() returns trigger language plpgsql as $$
      begin ${rollupFrom(dayRow('old_rows', '-'))} return null; end $$;`);
    this.addSql(`create function "market_rollup_updated"() returns trigger language plpgsql as $$
      begin ${rollupFrom(`${dayRow('new_rows', '')} union all ${dayRow('old_rows', '-')}`)} return null; end $$;`);
    this.addSql(`create function "market_rollup_truncated"() returns trigger language plpgsql as $$
      begin delete from market_day; delete from market_latency; return null; end $$;`);
    this.addSql(`create trigger "market_rollup_on_insert" after insert on "wire_health"
      referencing new table as new_rows for each statement execute function "market_rollup_inserted"();`);
    this.addSql(`create trigger "market_rollup_on_delete" after delete on "wire_health"
      referencing old table as old_rows for each statement execute function "market_rollup_deleted"();`);
    this.addSql(`create trigger "market_rollup_on_update" after update on "wire_health"
      referencing old table as old_rows new table as new_rows for each statement execute function "market_rollup_updated"();`);
    this.addSql(`create trigger "market_rollup_on_truncate" after truncate on "wire_health"
      for each statement execute function "market_rollup_truncated"();`);
    // one statement each: the rows it deletes are the rows it sums, whatever commits meanwhile
    this.addSql(`create function "market_rollup_compact"() returns void language sql as $$
      with folded as (delete from market_day returning *)
      insert into market_day (day, kind, state, currency, wires, filled, quoted, quotes, accepted, accepted_amount)
        select day, kind, state, currency, sum(wires), sum(filled), sum(quoted), sum(quotes), sum(accepted), sum(accepted_amount)
        from folded group by day, kind, state, currency
        having sum(wires) <> 0 or sum(quotes) <> 0 or sum(accepted_amount) <> 0;
      with folded as (delete from market_latency returning *)
      insert into market_latency (day, kind, state, bucket, n)
        select day, kind, state, bucket, sum(n) from folded group by day, kind, state, bucket having sum(n) <> 0;
    $$;`);
    this.addSql(`create function "wire_health_rebuild"() returns void language plpgsql as $$
      begin
        lock table wire, response in share mode;
        truncate wire_health;
        insert into wire_health (wire_id, posted_at, kind, city, state, first_quote_at, latency_bucket, quotes, accepted,
            accepted_amount, accepted_currency)
          select w.id, w.created_at, w.kind, wire_health_city(w.location_label), wire_health_state(w.location_label),
            r.first_at, wire_health_bucket(w.created_at, r.first_at), coalesce(r.n, 0), coalesce(r.accepted, 0), r.amount, r.currency
          from wire w left join (
            select wire_id, min(created_at) as first_at, count(*)::int as n,
              count(*) filter (where status = 'ACCEPTED')::int as accepted,
              sum(quote_amount) filter (where status = 'ACCEPTED') as amount,
              min(quote_currency) filter (where status = 'ACCEPTED') as currency
            from response group by wire_id
          ) r on r.wire_id = w.id;
        -- summed here, not by the trigger: a load may run with triggers off (session_replication_role)
        delete from market_day;
        delete from market_latency;
        ${rollupFrom(dayRow('wire_health', ''))}
        alter table market_activity disable trigger user;
        delete from market_activity;
        insert into market_activity (day, role, actor_id, prev_day)
          select day, role, actor_id, lag(day) over (partition by role, actor_id order by day) from (
            select distinct (created_at at time zone 'UTC')::date as day, 'BUYER' as role, owner_id as actor_id from wire
            union select distinct (created_at at time zone 'UTC')::date, 'PARTNER', partner_id from response
          ) a;
        alter table market_activity enable trigger user;
      end $$;`);
    this.addSql(`select "wire_health_rebuild"();`);
  }

  override async down(): Promise<void> {
    for (const on of ['insert', 'delete', 'update', 'truncate'])
      this.addSql(`drop trigger if exists "market_rollup_on_${on}" on "wire_health";`);
    for (const fn of ['inserted', 'deleted', 'updated', 'truncated', 'compact'])
      this.addSql(`drop function if exists "market_rollup_${fn}"();`);
    this.addSql(`drop trigger if exists "wire_health_on_insert" on "wire";`);
    this.addSql(`drop trigger if exists "wire_health_on_update" on "wire";`);
    this.addSql(`drop trigger if exists "wire_health_on_response" on "response";`);
    for (const fn of ['wires_inserted', 'wire_updated', 'response_changed', 'rebuild'])
      this.addSql(`drop function if exists "wire_health_${fn}"();`);
    this.addSql(`drop function if exists "wire_health_recount"(uuid);`);
    this.addSql(`drop function if exists "wire_health_city"(text);`);
    this.addSql(`drop function if exists "wire_health_state"(text);`);
    this.addSql(`drop function if exists "wire_health_bucket"(timestamptz, timestamptz);`);
    this.addSql(`drop table if exists "market_day";`);
    this.addSql(`drop table if exists "market_latency";`);
    this.addSql(`drop table if exists "market_activity";`);
    this.addSql(`drop function if exists "market_activity_linked"();`);
    this.addSql(`drop table if exists "wire_health";`);
  }
}
