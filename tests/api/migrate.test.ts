import { inject } from 'vitest';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { initOrm, migrate } from '../../server/src/db/orm.js';
import { ENTITIES } from '../../server/src/app/entities.js';
import { createDatabase, dropDatabase } from '../helpers/database.js';

const created: string[] = [];
afterAll(async () => {
  for (const url of created) await dropDatabase(url).catch(() => {});
});

describe('migrations at start', () => {
  it('two processes migrating an empty database at once: both succeed, each migration runs once', async () => {
    const url = await createDatabase(inject('templateDatabaseUrl'), 'bw_test');
    created.push(url);
    const orms = await Promise.all([1, 2].map(() => initOrm({ clientUrl: url, entities: ENTITIES })));
    try {
      const applied = await Promise.all(orms.map((orm) => migrate(orm)));
      // one of them applied everything, the other found nothing left to do
      expect(applied.map((names) => names.length).sort()).toEqual([0, applied.flat().length]);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const { rows } = await client.query<{ name: string; n: string }>(
          `select name, count(*) as n from mikro_orm_migrations group by name`,
        );
        expect(rows.length).toBe(applied.flat().length);
        expect(rows.every((row) => row.n === '1')).toBe(true);
      } finally {
        await client.end();
      }
    } finally {
      await Promise.all(orms.map((orm) => orm.close(true)));
    }
  });
});
