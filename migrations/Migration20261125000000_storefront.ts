import { Migration } from '@mikro-orm/migrations';

/**
 * The storefront: uploaded files, the partners' product catalogue and property
 * listings, and quotes that offer them. A file is attached to one record through
 * (attached_type, attached_id, position); unattached files are removed after a day.
 */
export class Migration20261125000000_storefront extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "stored_file" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "owner_id" uuid not null,
      "kind" text not null,
      "content_type" text not null,
      "size" int not null,
      "name" text not null,
      "sha256" text not null,
      "storage_key" text not null,
      "width" int null,
      "height" int null,
      "attached_type" text null,
      "attached_id" uuid null,
      "position" int not null default 0,
      "attached_at" timestamptz null,
      constraint "stored_file_pkey" primary key ("id"),
      constraint "stored_file_owner_id_foreign" foreign key ("owner_id") references "member" ("id") on update cascade on delete cascade,
      constraint "stored_file_kind_check" check ("kind" in ('IMAGE', 'DOCUMENT')),
      constraint "stored_file_attached_type_check" check ("attached_type" in ('PRODUCT', 'PROPERTY_LISTING', 'WIRE', 'PARTNER_LOGO')),
      constraint "stored_file_attached_check" check (("attached_type" is null) = ("attached_id" is null)),
      constraint "stored_file_storage_key_unique" unique ("storage_key")
    );`);
    this.addSql(`create index "stored_file_owner_id_index" on "stored_file" ("owner_id");`);
    this.addSql(
      `create index "stored_file_attached_type_attached_id_position_index" on "stored_file" ("attached_type", "attached_id", "position");`,
    );
    this.addSql(
      `create index "stored_file_unattached_index" on "stored_file" ("created_at") where "attached_id" is null;`,
    );

    this.addSql(`create table "product" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "partner_id" uuid not null,
      "name" text not null,
      "category" text not null,
      "description" text null,
      "unit" text not null,
      "price" numeric(14,2) not null,
      "currency" text not null,
      "in_stock" boolean not null default true,
      "hidden" boolean not null default false,
      "search" tsvector generated always as (to_tsvector('simple', "name" || ' ' || coalesce("description", ''))) stored,
      constraint "product_pkey" primary key ("id"),
      constraint "product_partner_id_foreign" foreign key ("partner_id") references "partner" ("id") on update cascade on delete cascade,
      constraint "product_category_check" check ("category" in ('CEMENT', 'STEEL', 'BRICKS_BLOCKS', 'SAND_AGGREGATE', 'TIMBER', 'ROOFING', 'TILES', 'PAINT', 'PLUMBING', 'ELECTRICAL', 'OTHER')),
      constraint "product_price_check" check ("price" >= 0)
    );`);
    this.addSql(
      `create index "product_partner_id_created_at_index" on "product" ("partner_id", "created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "product_visible_created_at_index" on "product" ("created_at" desc, "id" desc) where not "hidden";`,
    );
    this.addSql(
      `create index "product_visible_category_index" on "product" ("category", "created_at" desc) where not "hidden";`,
    );
    this.addSql(`create index "product_visible_price_index" on "product" ("price") where not "hidden";`);
    this.addSql(`create index "product_search_index" on "product" using gin ("search");`);

    this.addSql(`create table "property_listing" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "partner_id" uuid not null,
      "title" text not null,
      "description" text null,
      "property_type" text not null,
      "deal" text not null,
      "price" numeric(14,2) not null,
      "currency" text not null,
      "bedrooms" int null,
      "bathrooms" int null,
      "area_m2" double precision null,
      "location_label" text not null,
      "lat" double precision not null,
      "lng" double precision not null,
      "status" text not null default 'ACTIVE',
      constraint "property_listing_pkey" primary key ("id"),
      constraint "property_listing_partner_id_foreign" foreign key ("partner_id") references "partner" ("id") on update cascade on delete cascade,
      constraint "property_listing_property_type_check" check ("property_type" in ('HOUSE', 'APARTMENT', 'LAND', 'COMMERCIAL')),
      constraint "property_listing_deal_check" check ("deal" in ('SALE', 'RENT')),
      constraint "property_listing_status_check" check ("status" in ('ACTIVE', 'UNDER_OFFER', 'CLOSED', 'HIDDEN')),
      constraint "property_listing_price_check" check ("price" >= 0),
      constraint "property_listing_point_check" check ("lat" between -90 and 90 and "lng" between -180 and 180)
    );`);
    this.addSql(
      `create index "property_listing_partner_id_created_at_index" on "property_listing" ("partner_id", "created_at" desc, "id" desc);`,
    );
    this.addSql(
      `create index "property_listing_partner_id_status_index" on "property_listing" ("partner_id", "status");`,
    );

    this.addSql(`create table "response_offered_product" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "response_id" uuid not null,
      "product_id" uuid null,
      "name" text not null,
      "unit" text not null,
      "quantity" double precision not null,
      "unit_price" numeric(14,2) not null,
      "currency" text not null,
      "position" int not null,
      constraint "response_offered_product_pkey" primary key ("id"),
      constraint "response_offered_product_response_id_foreign" foreign key ("response_id") references "response" ("id") on update cascade on delete cascade,
      constraint "response_offered_product_product_id_foreign" foreign key ("product_id") references "product" ("id") on update cascade on delete set null,
      constraint "response_offered_product_quantity_check" check ("quantity" > 0),
      constraint "response_offered_product_unit_price_check" check ("unit_price" >= 0)
    );`);
    this.addSql(
      `create index "response_offered_product_response_id_position_index" on "response_offered_product" ("response_id", "position");`,
    );
    this.addSql(
      `create index "response_offered_product_product_id_index" on "response_offered_product" ("product_id");`,
    );

    this.addSql(`alter table "response" add column "offered_property_id" uuid null;`);
    this.addSql(
      `alter table "response" add constraint "response_offered_property_id_foreign" foreign key ("offered_property_id") references "property_listing" ("id") on update cascade on delete set null;`,
    );
    this.addSql(`create index "response_offered_property_id_index" on "response" ("offered_property_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "response" drop column if exists "offered_property_id";`);
    this.addSql(`drop table if exists "response_offered_product";`);
    this.addSql(`drop table if exists "property_listing";`);
    this.addSql(`drop table if exists "product";`);
    this.addSql(`drop table if exists "stored_file";`);
  }
}
