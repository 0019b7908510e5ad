import { Migration } from '@mikro-orm/migrations';

/** Partners, wires and responses (the live wire loop), with an index for every list. */
export class Migration20261122100000_wire_loop extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists cube;`);
    this.addSql(`create extension if not exists earthdistance;`);

    this.addSql(`create table "partner" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "member_id" uuid not null,
      "business_name" text not null,
      "description" text null,
      "categories" text[] not null,
      "area_label" text not null,
      "lat" double precision not null check ("lat" between -90 and 90),
      "lng" double precision not null check ("lng" between -180 and 180),
      "radius_km" double precision not null check ("radius_km" between 1 and 500),
      "phone" text null,
      "website" text null,
      "status" text not null default 'PENDING' check ("status" in ('PENDING', 'APPROVED', 'SUSPENDED')),
      "status_reason" text null,
      "approved_at" timestamptz null,
      constraint "partner_pkey" primary key ("id"),
      constraint "partner_member_id_unique" unique ("member_id"),
      constraint "partner_member_id_foreign" foreign key ("member_id") references "member" ("id") on update cascade on delete cascade
    );`);
    this.addSql(
      `create index "partner_status_created_at_index" on "partner" ("status", "created_at" desc, "id");`,
    );

    this.addSql(`create table "wire" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "kind" text not null check ("kind" in ('PROPERTY', 'BUILDING_MATERIALS')),
      "title" text not null,
      "description" text null,
      "status" text not null default 'OPEN' check ("status" in ('OPEN', 'FULFILLED', 'CLOSED', 'EXPIRED', 'REMOVED')),
      "location_label" text not null,
      "lat" double precision not null check ("lat" between -90 and 90),
      "lng" double precision not null check ("lng" between -180 and 180),
      "budget_min" numeric(14,2) null,
      "budget_max" numeric(14,2) null,
      "currency" char(3) null,
      "needed_by" timestamptz null,
      "expires_at" timestamptz not null default now() + interval '30 days',
      "owner_id" uuid not null,
      "deal" text null check ("deal" in ('BUY', 'RENT')),
      "property_type" text null check ("property_type" in ('HOUSE', 'APARTMENT', 'LAND', 'COMMERCIAL')),
      "bedrooms" int null,
      "min_area_m2" double precision null,
      "lines" jsonb not null default '[]',
      "delivery_needed" boolean null,
      "response_count" int not null default 0,
      constraint "wire_pkey" primary key ("id"),
      constraint "wire_budget_order" check ("budget_min" is null or "budget_max" is null or "budget_min" <= "budget_max"),
      constraint "wire_owner_id_foreign" foreign key ("owner_id") references "member" ("id") on update cascade on delete cascade
    );`);
    this.addSql(
      `create index "wire_status_created_at_index" on "wire" ("status", "created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "wire_kind_status_created_at_index" on "wire" ("kind", "status", "created_at" desc);`,
    );
    this.addSql(`create index "wire_owner_created_at_index" on "wire" ("owner_id", "created_at" desc);`);
    this.addSql(
      `create index "wire_open_expires_at_index" on "wire" ("expires_at") where "status" = 'OPEN';`,
    );
    this.addSql(
      `create index "wire_text_index" on "wire" using gin (to_tsvector('simple', "title" || ' ' || coalesce("description", '')));`,
    );
    this.addSql(`create index "wire_location_index" on "wire" using gist (ll_to_earth("lat", "lng"));`);

    this.addSql(`create table "response" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "wire_id" uuid not null,
      "partner_id" uuid not null,
      "status" text not null default 'SENT' check ("status" in ('SENT', 'ACCEPTED', 'DECLINED', 'WITHDRAWN')),
      "message" text not null,
      "quote_amount" numeric(14,2) not null check ("quote_amount" > 0),
      "quote_currency" char(3) not null,
      "valid_until" timestamptz null,
      constraint "response_pkey" primary key ("id"),
      constraint "response_wire_id_foreign" foreign key ("wire_id") references "wire" ("id") on update cascade on delete cascade,
      constraint "response_partner_id_foreign" foreign key ("partner_id") references "partner" ("id") on update cascade on delete cascade
    );`);
    this.addSql(`create index "response_wire_id_index" on "response" ("wire_id");`);
    this.addSql(
      `create index "response_partner_created_at_index" on "response" ("partner_id", "created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create unique index "response_one_live_per_partner" on "response" ("wire_id", "partner_id") where "status" in ('SENT', 'ACCEPTED');`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "response" cascade;`);
    this.addSql(`drop table if exists "wire" cascade;`);
    this.addSql(`drop table if exists "partner" cascade;`);
  }
}
