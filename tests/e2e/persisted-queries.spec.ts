import { expect, test, type Request } from '@playwright/test';
import { signInAs } from './accounts';

/** The bytes a request puts on the wire before its headers: the request target and the body. */
const requestBytes = (request: Request) =>
  Buffer.byteLength(new URL(request.url()).pathname + new URL(request.url()).search) +
  Buffer.byteLength(request.postData() ?? '');

/**
 * The app sends its documents by hash (SPEC §7, persisted queries): every query of a page is a
 * GET naming its hash, without the text; subscriptions go by hash over the websocket too. Prints
 * the size of the wireboard's request.
 */
test('the wireboard asks for its data by hash: GETs, no query text, live updates by hash', async ({
  page,
}) => {
  const graphql: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/graphql') graphql.push(request);
  });
  const subscribed: string[] = [];
  page.on('websocket', (ws) =>
    ws.on('framesent', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes('"subscribe"')) subscribed.push(payload);
    }),
  );
  await signInAs(page.request, 'member');
  graphql.length = 0;
  await page.goto('/wireboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // the board's first page comes in the HTML; it is read again (by hash) once the live stream is
  // connected (client/src/shared/live/use-live-query.ts), so the subscription comes first
  await expect.poll(() => subscribed.length, { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(() => graphql.some((r) => r.url().includes('WireboardList'))).toBe(true);

  const queries = graphql.filter((r) => r.method() === 'GET');
  expect(graphql.map((r) => r.method())).toEqual(queries.map(() => 'GET'));
  for (const request of queries) {
    const search = new URL(request.url()).searchParams;
    expect(search.get('query')).toBeNull();
    expect(JSON.parse(search.get('extensions') ?? '{}')).toMatchObject({
      persistedQuery: { version: 1, sha256Hash: expect.stringMatching(/^[0-9a-f]{64}$/) },
    });
    const response = await request.response();
    expect(response?.status()).toBe(200);
    // a signed-in viewer's answers are kept by no cache
    expect(response?.headers()['cache-control']).toBe('private, no-store');
  }
  for (const frame of subscribed) {
    const { payload } = JSON.parse(frame) as { payload: { query: string; extensions?: unknown } };
    expect(payload.query).toBe('');
    expect(payload.extensions).toMatchObject({ persistedQuery: { sha256Hash: expect.any(String) } });
  }
  const board = queries.find((r) => r.url().includes('WireboardList'))!;
  const all = queries.reduce((sum, r) => sum + requestBytes(r), 0);
  console.warn(
    `persisted queries: WireboardList ${board.method()} ${requestBytes(board)} B (request target + body); ` +
      `${queries.length} queries ${all} B; subscribe frames ${subscribed.map((f) => f.length).join(', ')} B, all by hash`,
  );
});
