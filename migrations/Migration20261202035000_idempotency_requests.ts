import { Migration } from '@mikro-orm/migrations';

/**
 * An idempotency key keeps the hash of the request it was first used for (the operation and its
 * normalised input): a repeat with another input is refused instead of answered.
 */
export class Migration20261202035000_idempotency_requests extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "idempotency_key" add column "request_hash" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "idempotency_key" drop column "request_hash";`);
  }
}
