import { Migration } from '@mikro-orm/migrations';

/**
 * Rotating an API token: the replaced token records when it was rotated (a second rotation of it
 * is refused) and keeps working until its expiry, brought forward to the end of the grace period.
 */
export class Migration20261202020000_token_rotation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "api_token" add column "rotated_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "api_token" drop column "rotated_at";`);
  }
}
