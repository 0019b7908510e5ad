import { Migration } from '@mikro-orm/migrations';

/**
 * Decisions that stick, and a quote cap the buyer chooses.
 *
 * `response.reopened_at`: a DECLINED response stops its partner quoting on that wire again until
 * the buyer reopens the wire to them (`reopenToPartner`), which sets it. A declined partner who
 * already quoted again before this rule existed was, in effect, let back in: their earlier
 * declined responses count as reopened. The index serves the respond check and the boards'
 * "declined" mark (the not-reopened declines of a partner on a wire).
 *
 * `wire.response_cap`: how many live responses the buyer chose to take; null keeps the server's
 * MAX_LIVE_RESPONSES_PER_WIRE.
 */
export class Migration20261202000000_quote_decisions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "response" add column "reopened_at" timestamptz null;`);
    this.addSql(`update "response" d set "reopened_at" = now()
      where d."status" = 'DECLINED' and exists (
        select 1 from "response" n
        where n."wire_id" = d."wire_id" and n."partner_id" = d."partner_id" and n."created_at" > d."created_at"
      );`);
    this.addSql(`create index "response_declined_wire_partner_index" on "response" ("wire_id", "partner_id")
      where "status" = 'DECLINED' and "reopened_at" is null;`);
    this.addSql(`alter table "wire" add column "response_cap" integer null;`);
    this.addSql(
      `alter table "wire" add constraint "wire_response_cap_check" check ("response_cap" is null or "response_cap" >= 1);`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "wire" drop constraint if exists "wire_response_cap_check";`);
    this.addSql(`alter table "wire" drop column if exists "response_cap";`);
    this.addSql(`drop index if exists "response_declined_wire_partner_index";`);
    this.addSql(`alter table "response" drop column if exists "reopened_at";`);
  }
}
