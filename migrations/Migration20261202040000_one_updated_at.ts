import { Migration } from '@mikro-orm/migrations';

/**
 * One `updated_at`: the value a mutation answers is the one stored. The ORM writes `updated_at`
 * with every change it makes (and a new row's equals its `created_at`); the trigger keeps that
 * value and fills it in only for a statement that did not set it (a recount, a bulk status
 * change, expiry), from the clock at that statement, never before the row's `created_at`.
 * Before, the trigger replaced every value with its transaction's start, so a mutation answered
 * another time than reads did, and a new response could show `updatedAt` before `createdAt`.
 */
export class Migration20261202040000_one_updated_at extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create or replace function "touch_updated_at"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          new."updated_at" := greatest(coalesce(new."updated_at", new."created_at"), new."created_at");
        elsif new."updated_at" is not distinct from old."updated_at" then
          new."updated_at" := greatest(date_trunc('milliseconds', clock_timestamp()), new."created_at");
        end if;
        return new;
      end
    $$;`);
    this.addSql(`update "wire" set "updated_at" = "created_at" where "updated_at" < "created_at";`);
    this.addSql(`update "response" set "updated_at" = "created_at" where "updated_at" < "created_at";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create or replace function "touch_updated_at"() returns trigger language plpgsql as $$
      begin
        new."updated_at" := date_trunc('milliseconds', now());
        return new;
      end
    $$;`);
  }
}
