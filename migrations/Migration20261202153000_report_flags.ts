import { Migration } from '@mikro-orm/migrations';

/**
 * Automatic flags in the trust and safety queue: a flag names its rule (`report.rule`; null for a
 * member's report), and one flag per rule and item is open at a time (a partial unique index; a
 * new account's burst of wires is one flag per account, by `owner_id`). The admins' blocked words
 * are a list in the marketplace settings.
 */
export class Migration20261202153000_report_flags extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "report" add column "rule" text null,
      add constraint "report_rule_check" check ("rule" in ('NEW_ACCOUNT_BURST', 'BLOCKED_WORDS', 'QUOTES_WITHDRAWN'));`);
    this.addSql(`create unique index "report_one_open_flag" on "report" ("rule", "subject_type", "subject_id")
      where "status" = 'OPEN' and "rule" is not null;`);
    this.addSql(`create unique index "report_one_open_burst" on "report" ("owner_id")
      where "status" = 'OPEN' and "rule" = 'NEW_ACCOUNT_BURST';`);
    this.addSql(
      `alter table "marketplace_settings" add column "blocked_words" text[] not null default '{}';`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "marketplace_settings" drop column "blocked_words";`);
    this.addSql(`drop index if exists "report_one_open_burst";`);
    this.addSql(`drop index if exists "report_one_open_flag";`);
    this.addSql(`alter table "report" drop constraint "report_rule_check", drop column "rule";`);
  }
}
