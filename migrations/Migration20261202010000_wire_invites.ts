import { Migration } from '@mikro-orm/migrations';

/**
 * Invitations to quote: a wire's owner invites partners (at most WIRE_MAX_INVITES per wire).
 *
 * The unique (wire, partner) pair serves the wire's list of invitees and the "invited" mark of a
 * board row; the (partner, wire) index serves a partner's board, which reads the OPEN wires it is
 * invited to beside those of its service area (wire.queries.ts `partnerWireboard`).
 */
export class Migration20261202010000_wire_invites extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "wire_invite" (
      "id" uuid not null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now(),
      "wire_id" uuid not null,
      "partner_id" uuid not null,
      "invited_by_id" uuid not null,
      constraint "wire_invite_pkey" primary key ("id")
    );`);
    this.addSql(
      `alter table "wire_invite" add constraint "wire_invite_wire_id_partner_id_unique" unique ("wire_id", "partner_id");`,
    );
    this.addSql(
      `create index "wire_invite_partner_id_wire_id_index" on "wire_invite" ("partner_id", "wire_id");`,
    );
    this.addSql(`create index "wire_invite_invited_by_id_index" on "wire_invite" ("invited_by_id");`);
    this.addSql(`alter table "wire_invite" add constraint "wire_invite_wire_id_foreign"
      foreign key ("wire_id") references "wire" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "wire_invite" add constraint "wire_invite_partner_id_foreign"
      foreign key ("partner_id") references "partner" ("id") on update cascade on delete cascade;`);
    this.addSql(`alter table "wire_invite" add constraint "wire_invite_invited_by_id_foreign"
      foreign key ("invited_by_id") references "member" ("id") on update cascade on delete cascade;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "wire_invite" cascade;`);
  }
}
