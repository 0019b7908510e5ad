import { Migration } from '@mikro-orm/migrations';

/**
 * Saved searches: an account's wireboard filters with how often it hears of new
 * matching wires. Listed per account; matched against each new wire in one statement, so the
 * INSTANT ones are indexed by frequency and, for those with a place, by the box of their circle
 * (GiST: the wire's point is looked up in it). The digest record makes the daily digest once per
 * account and day. Partners already approved get the default search a new approval brings.
 */
export class Migration20261129010000_saved_searches extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "saved_search" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "member_id" uuid not null,
      "name" text not null,
      "frequency" text not null,
      "kinds" text[] null,
      "text" text null,
      "place_label" text null,
      "lat" double precision null,
      "lng" double precision null,
      "radius_km" double precision null,
      "budget_min" numeric(14,2) null,
      "budget_max" numeric(14,2) null,
      constraint "saved_search_pkey" primary key ("id"),
      constraint "saved_search_member_id_foreign" foreign key ("member_id") references "member" ("id") on update cascade on delete cascade,
      constraint "saved_search_frequency_check" check ("frequency" in ('INSTANT', 'DAILY', 'OFF')),
      constraint "saved_search_area_check" check (("lat" is null) = ("lng" is null) and ("lat" is null) = ("radius_km" is null))
    );`);
    this.addSql(
      `create index "saved_search_member_id_created_at_index" on "saved_search" ("member_id", "created_at", "id");`,
    );
    this.addSql(
      `create index "saved_search_frequency_anywhere_index" on "saved_search" ("frequency") where "lat" is null;`,
    );
    this.addSql(
      `create index "saved_search_area_index" on "saved_search" using gist (earth_box(ll_to_earth("lat", "lng"), "radius_km" * 1000)) where "lat" is not null;`,
    );
    this.addSql(`create table "saved_search_digest" (
      "member_id" uuid not null,
      "day" date not null,
      "sent_at" timestamptz not null,
      "wire_ids" uuid[] not null,
      constraint "saved_search_digest_pkey" primary key ("member_id", "day"),
      constraint "saved_search_digest_member_id_foreign" foreign key ("member_id") references "member" ("id") on update cascade on delete cascade
    );`);
    this
      .addSql(`insert into "saved_search" ("id", "member_id", "name", "frequency", "kinds", "place_label", "lat", "lng", "radius_km")
      select gen_random_uuid(), p."member_id", 'Wires in my service area', 'INSTANT', p."categories", p."area_label", p."lat", p."lng", p."radius_km"
      from "partner" p where p."status" = 'APPROVED';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "saved_search_digest";`);
    this.addSql(`drop table if exists "saved_search";`);
  }
}
