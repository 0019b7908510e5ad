import { Migration } from '@mikro-orm/migrations';

/**
 * Reviews after fulfilment and sealed quotes: a buyer's one review of
 * each accepted partner of a FULFILLED wire, with the partner's one reply and an admin's hiding;
 * and a wire's choice of sealed quotes revealed to its owner at `reveal_at`.
 */
export class Migration20261129020000_reviews_sealed extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "review" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "wire_id" uuid not null,
      "partner_id" uuid not null,
      "author_id" uuid not null,
      "rating" smallint not null,
      "text" text not null,
      "reply" text null,
      "replied_at" timestamptz null,
      "hidden" boolean not null default false,
      "hidden_reason" text null,
      constraint "review_pkey" primary key ("id"),
      constraint "review_rating_check" check ("rating" between 1 and 5),
      constraint "review_wire_id_foreign" foreign key ("wire_id") references "wire" ("id") on update cascade on delete cascade,
      constraint "review_partner_id_foreign" foreign key ("partner_id") references "partner" ("id") on update cascade on delete cascade,
      constraint "review_author_id_foreign" foreign key ("author_id") references "member" ("id") on update cascade on delete cascade
    );`);
    // one review per accepted partner of a wire (the second is refused)
    this.addSql(
      `create unique index "review_wire_id_partner_id_unique" on "review" ("wire_id", "partner_id");`,
    );
    // a partner's reviews, newest first (the public list; admins also see hidden ones)
    this.addSql(
      `create index "review_partner_id_created_at_id_index" on "review" ("partner_id", "created_at" desc, "id" desc);`,
    );
    // a partner's rating: the visible reviews only
    this.addSql(
      `create index "review_partner_id_visible_index" on "review" ("partner_id") include ("rating") where not "hidden";`,
    );
    this.addSql(`create index "review_author_id_index" on "review" ("author_id");`);
    this.addSql(`alter table "wire" add column "sealed" boolean not null default false;`);
    this.addSql(`alter table "wire" add column "reveal_at" timestamptz null;`);
    this.addSql(
      `alter table "wire" add constraint "wire_sealed_reveal_at_check" check (not "sealed" or "reveal_at" is not null);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "wire" drop constraint "wire_sealed_reveal_at_check";`);
    this.addSql(`alter table "wire" drop column "reveal_at";`);
    this.addSql(`alter table "wire" drop column "sealed";`);
    this.addSql(`drop table if exists "review";`);
  }
}
