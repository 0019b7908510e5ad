import { Migration } from '@mikro-orm/migrations';

/**
 * Catching up: a wire's and a response's `updated_at` changes with every update of the
 * row, whoever makes it (the ORM, a bulk status change, a recount, expiry), kept to the
 * millisecond so that a keyset cursor (a JavaScript Date) names its row exactly; and indexes for
 * an owner's list by update time.
 */
export class Migration20261126010000_catch_up extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update "wire" set "updated_at" = date_trunc('milliseconds', "updated_at");`);
    this.addSql(`update "response" set "updated_at" = date_trunc('milliseconds', "updated_at");`);
    this.addSql(`create or replace function "touch_updated_at"() returns trigger language plpgsql as $$
      begin
        new."updated_at" := date_trunc('milliseconds', now());
        return new;
      end
    $$;`);
    this.addSql(
      `create trigger "wire_touch_updated_at" before insert or update on "wire" for each row execute function "touch_updated_at"();`,
    );
    this.addSql(
      `create trigger "response_touch_updated_at" before insert or update on "response" for each row execute function "touch_updated_at"();`,
    );
    this.addSql(`create index "wire_owner_updated_at_index" on "wire" ("owner_id", "updated_at", "id");`);
    this.addSql(
      `create index "response_partner_updated_at_index" on "response" ("partner_id", "updated_at", "id");`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "response_partner_updated_at_index";`);
    this.addSql(`drop index if exists "wire_owner_updated_at_index";`);
    this.addSql(`drop trigger if exists "response_touch_updated_at" on "response";`);
    this.addSql(`drop trigger if exists "wire_touch_updated_at" on "wire";`);
    this.addSql(`drop function if exists "touch_updated_at"();`);
  }
}
