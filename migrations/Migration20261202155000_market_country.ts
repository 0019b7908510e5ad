import { Migration } from '@mikro-orm/migrations';

/**
 * The dashboard's areas named from configuration, not a literal: the gazetteer labels a place of
 * the marketplace's country by its state ("Wuse, Abuja") unless the place is its state, which it
 * labels by the country ("Lagos, Nigeria"). `market_country` holds that country's name as the
 * labels write it; the server sets it from MARKET_COUNTRY when it starts
 * (`market_country_named`, which re-reads the areas of the wires whose label ends with the old or
 * the new name; the rollup triggers carry the change). Empty: no market country, every label's
 * last part is its area.
 */
export class Migration20261202155000_market_country extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "market_country" (
      "id" int not null default 1,
      "name" text not null default '',
      constraint "market_country_pkey" primary key ("id"),
      constraint "market_country_one_row" check ("id" = 1)
    );`);
    // what wire_health's states were computed with so far; the server's start names the configured one
    this.addSql(`insert into "market_country" ("id", "name") values (1, 'Nigeria');`);
    this
      .addSql(`create or replace function "wire_health_state"(label text) returns text language sql stable as $$
      select case when last <> '' and last = (select name from market_country where id = 1)
        then wire_health_city(label) else last end
      from (select coalesce(nullif(trim(regexp_replace(label, '^.*,', '')), ''), trim(label)) as last) l
    $$;`);
    this.addSql(`create function "market_country_named"(country text) returns boolean language plpgsql as $$
      declare
        was text;
      begin
        select name into was from market_country where id = 1 for update;
        if was = country then return false; end if;
        update market_country set name = country where id = 1;
        update wire_health h set state = wire_health_state(w.location_label)
          from wire w
          where w.id = h.wire_id and trim(regexp_replace(w.location_label, '^.*,', '')) in (was, country)
            and h.state is distinct from wire_health_state(w.location_label);
        return true;
      end $$;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop function if exists "market_country_named"(text);`);
    this
      .addSql(`create or replace function "wire_health_state"(label text) returns text language sql immutable as $$
      select case when last = 'Nigeria' then wire_health_city(label) else last end
      from (select coalesce(nullif(trim(regexp_replace(label, '^.*,', '')), ''), trim(label)) as last) l
    $$;`);
    this.addSql(`drop table if exists "market_country";`);
  }
}
