import { auditServer } from 'graphql-http';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/test-server.js';

const server = useTestServer();

/**
 * graphql-http's audit of the GraphQL-over-HTTP spec. Its remaining notices are MAY-level: a GET
 * whose query is a number or boolean is a parse error answered 200 under application/json, as the
 * spec's SHOULD for that media type asks.
 */
describe('GraphQL over HTTP', () => {
  it('passes the graphql-http server audit with no warning and no error', async () => {
    const results = await auditServer({ url: server.graphqlUrl });
    const failed = await Promise.all(
      results
        .filter((r) => r.status !== 'ok')
        .map(async (r) => ({
          status: r.status,
          name: r.name,
          reason: 'reason' in r ? r.reason : '',
          body: 'response' in r ? await r.response.text().catch(() => '') : '',
        })),
    );
    expect(failed.filter((r) => r.status === 'warn' || r.status === 'error')).toEqual([]);
  });
});
