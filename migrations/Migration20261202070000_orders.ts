import { Migration } from '@mikro-orm/migrations';

/**
 * Orders: what an accepted quote becomes (one per response), its lines with their delivery
 * balance, its dispatched parts and the payments its buyer records. Order numbers come from
 * `order_number_seq` ("BW-<year>-<6 digits>"), so they never repeat across processes.
 *
 * (partner, created_at) and (buyer, created_at) serve the parties' lists; (status, created_at)
 * the admin table's status filter and the dashboards' counts.
 */
export class Migration20261202070000_orders extends Migration {
  override async up(): Promise<void> {
    // an order's papers, a part's photo, a payment's proof and a dispute's evidence are stored files
    this.addSql(`alter table "stored_file" drop constraint "stored_file_attached_type_check";`);
    this.addSql(
      `alter table "stored_file" add constraint "stored_file_attached_type_check" check ("attached_type" in ('PRODUCT', 'PROPERTY_LISTING', 'WIRE', 'PARTNER_LOGO', 'MESSAGE', 'ORDER_DOCUMENT', 'ORDER_SHIPMENT', 'ORDER_PAYMENT', 'ORDER_DISPUTE'));`,
    );
    this.addSql(`create sequence "order_number_seq" start 1;`);
    this.addSql(`create table "wire_order" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "number" text not null,
      "wire_id" uuid not null,
      "response_id" uuid not null,
      "partner_id" uuid not null,
      "buyer_id" uuid not null,
      "kind" text not null,
      "status" text not null default 'PLACED',
      "currency" text not null,
      "subtotal" numeric(14,2) not null,
      "vat_rate" double precision not null,
      "vat" numeric(14,2) not null,
      "total" numeric(14,2) not null,
      "paid_cents" bigint not null default 0,
      "delivery_label" text not null,
      "delivery_from" timestamptz null,
      "delivery_by" timestamptz null,
      "delivery_date" timestamptz null,
      "listing_id" uuid null,
      "listing_terms" text null,
      "buyer_name" text null,
      "buyer_email" text not null,
      "buyer_phone" text null,
      "partner_name" text not null,
      "partner_email" text not null,
      "partner_phone" text null,
      "partner_website" text null,
      "cancel_requested_by" uuid null,
      "cancel_reason" text null,
      "disputed_from" text null,
      "disputed_by" uuid null,
      "dispute_reason" text null,
      "resolution_note" text null,
      "confirmed_at" timestamptz null,
      "completed_at" timestamptz null,
      "cancelled_at" timestamptz null,
      constraint "wire_order_pkey" primary key ("id")
    );`);
    this.addSql(`alter table "wire_order" add constraint "wire_order_number_unique" unique ("number");`);
    this.addSql(
      `alter table "wire_order" add constraint "wire_order_response_id_unique" unique ("response_id");`,
    );
    this.addSql(`create index "wire_order_wire_id_index" on "wire_order" ("wire_id");`);
    this.addSql(
      `create index "wire_order_partner_id_created_at_index" on "wire_order" ("partner_id", "created_at");`,
    );
    this.addSql(
      `create index "wire_order_buyer_id_created_at_index" on "wire_order" ("buyer_id", "created_at");`,
    );
    this.addSql(
      `create index "wire_order_status_created_at_index" on "wire_order" ("status", "created_at");`,
    );
    this.addSql(`create index "wire_order_listing_id_index" on "wire_order" ("listing_id");`);
    this.addSql(`alter table "wire_order" add constraint "wire_order_wire_id_foreign"
      foreign key ("wire_id") references "wire" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "wire_order" add constraint "wire_order_response_id_foreign"
      foreign key ("response_id") references "response" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "wire_order" add constraint "wire_order_partner_id_foreign"
      foreign key ("partner_id") references "partner" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "wire_order" add constraint "wire_order_buyer_id_foreign"
      foreign key ("buyer_id") references "member" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "wire_order" add constraint "wire_order_listing_id_foreign"
      foreign key ("listing_id") references "property_listing" ("id") on update cascade on delete set null;`);

    this.addSql(`create table "wire_order_line" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "order_id" uuid not null,
      "position" int not null,
      "product_id" uuid null,
      "name" text not null,
      "unit" text not null,
      "quantity" double precision not null,
      "unit_price" numeric(14,2) not null,
      "dispatched" double precision not null default 0,
      "received" double precision not null default 0,
      "short" double precision not null default 0,
      "damaged" double precision not null default 0,
      constraint "wire_order_line_pkey" primary key ("id")
    );`);
    this.addSql(`create index "wire_order_line_order_id_index" on "wire_order_line" ("order_id");`);
    this.addSql(`alter table "wire_order_line" add constraint "wire_order_line_order_id_foreign"
      foreign key ("order_id") references "wire_order" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "wire_order_shipment" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "order_id" uuid not null,
      "sequence" int not null,
      "items" jsonb not null,
      "note" text null,
      "received_at" timestamptz null,
      "receipt_note" text null,
      constraint "wire_order_shipment_pkey" primary key ("id")
    );`);
    this.addSql(
      `alter table "wire_order_shipment" add constraint "wire_order_shipment_order_id_sequence_unique" unique ("order_id", "sequence");`,
    );
    this.addSql(`alter table "wire_order_shipment" add constraint "wire_order_shipment_order_id_foreign"
      foreign key ("order_id") references "wire_order" ("id") on update cascade on delete cascade;`);

    this.addSql(`create table "wire_order_payment" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "order_id" uuid not null,
      "amount" numeric(14,2) not null,
      "currency" text not null,
      "paid_on" timestamptz not null,
      "method" text not null,
      "reference" text null,
      "driver" text not null,
      "status" text not null default 'RECORDED',
      "confirmed_at" timestamptz null,
      constraint "wire_order_payment_pkey" primary key ("id")
    );`);
    this.addSql(`create index "wire_order_payment_order_id_index" on "wire_order_payment" ("order_id");`);
    this.addSql(`alter table "wire_order_payment" add constraint "wire_order_payment_order_id_foreign"
      foreign key ("order_id") references "wire_order" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "wire_order_payment" cascade;`);
    this.addSql(`drop table if exists "wire_order_shipment" cascade;`);
    this.addSql(`drop table if exists "wire_order_line" cascade;`);
    this.addSql(`drop table if exists "wire_order" cascade;`);
    this.addSql(`drop sequence if exists "order_number_seq";`);
    this.addSql(`delete from "stored_file" where "attached_type" like 'ORDER\\_%';`);
    this.addSql(`alter table "stored_file" drop constraint "stored_file_attached_type_check";`);
    this.addSql(
      `alter table "stored_file" add constraint "stored_file_attached_type_check" check ("attached_type" in ('PRODUCT', 'PROPERTY_LISTING', 'WIRE', 'PARTNER_LOGO', 'MESSAGE'));`,
    );
  }
}
