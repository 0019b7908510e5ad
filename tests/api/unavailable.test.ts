import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/test-server.js';
import { GqlClient } from '../helpers/clients.js';

const server = useTestServer({ RETRY_AFTER_SECONDS: '7' });

describe('the database unreachable', () => {
  it('answers UNAVAILABLE with 503 and Retry-After (not a hang, no internals) and /readyz 503', async () => {
    const client = new GqlClient(server);
    expect((await client.request('{ passwordPolicy { minLength } }')).errors).toBeUndefined();
    await server.app.orm.close(true);
    const started = Date.now();
    const result = await client.request(
      `mutation($input: SignInInput!) { signIn(input: $input) { member { id } } }`,
      { input: { email: 'someone@example.com', password: 'whatever it is' } },
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
    expect(JSON.stringify(result.errors)).not.toMatch(/knex|pool|stack|select/i);
    // reads and mutations alike: 503 with Retry-After
    const read = await client.request('{ wireboard(first: 5) { totalCount } }');
    expect(read.errors?.[0]?.extensions?.code).toBe('UNAVAILABLE');
    for (const answer of [result, read]) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('7');
    }
    const ready = await fetch(`${server.url}/readyz`);
    expect(ready.status).toBe(503);
    // the public, database-free parts still answer
    expect((await client.request('{ passwordPolicy { minLength } }')).errors).toBeUndefined();
  });
});
