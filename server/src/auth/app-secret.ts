import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A 32-byte key kept in `app_secret` under `name`: made by the first process that needs it, then
 * read by all, so every process signs, checks, encrypts and decrypts alike. Cached per instance.
 */
export class AppSecret {
  private value: Promise<Buffer> | null = null;

  constructor(private readonly name: string) {}

  get(em: EntityManager): Promise<Buffer> {
    this.value ??= (async () => {
      await em.execute(`insert into app_secret (name, value) values (?, ?) on conflict (name) do nothing`, [
        this.name,
        randomBytes(32).toString('base64url'),
      ]);
      const rows = await em.execute<{ value: string }[]>(`select value from app_secret where name = ?`, [
        this.name,
      ]);
      return Buffer.from(rows[0]!.value, 'base64url');
    })().catch((error: unknown) => {
      this.value = null;
      throw error;
    });
    return this.value;
  }
}
