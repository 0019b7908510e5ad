import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/test-server.js';
import { quickAs } from '../helpers/clients.js';
import { connectRaw, readySocket, subscribeMessage } from '../helpers/raw-ws.js';

/** The websocket's own limits: who may open one (Origin), how big a message, how many operations. */
const ME = `query { me { id } }`;

const server = useTestServer({
  APP_BASE_URL: 'https://app.buildwire.example',
  ALLOWED_ORIGINS: 'https://www.buildwire.example, https://partners.buildwire.example',
  WS_OPS_PER_SECOND: '1',
  WS_OPS_BURST: '3',
});

const connect = (headers: Record<string, string>) => connectRaw(server.wsUrl, headers);
const ready = (headers: Record<string, string> = {}) => readySocket(server.wsUrl, headers);
const subscribe = (id: string, query = ME) => subscribeMessage(id, query);

describe('websocket Origin', () => {
  it("refuses another site's page with 403 before the upgrade, even with the session cookie", async () => {
    const member = await quickAs(server, 'member');
    expect(await connect({ origin: 'http://evil.example', cookie: member.cookie! })).toEqual({ status: 403 });
    expect(await connect({ origin: 'null', cookie: member.cookie! })).toEqual({ status: 403 });
    // a look-alike of an allowed origin (other scheme, other port) is another origin
    expect(await connect({ origin: 'http://app.buildwire.example' })).toEqual({ status: 403 });
    expect(await connect({ origin: 'https://app.buildwire.example:8443' })).toEqual({ status: 403 });
  });

  it("accepts APP_BASE_URL's origin, ALLOWED_ORIGINS, this server's own host, and no Origin", async () => {
    const own = new URL(server.url);
    for (const origin of [
      'https://app.buildwire.example',
      'https://www.buildwire.example',
      'https://partners.buildwire.example',
      `http://${own.host}`,
      undefined,
    ]) {
      const outcome = await connect(origin ? { origin } : {});
      expect('open' in outcome, String(origin)).toBe(true);
      if ('open' in outcome) outcome.open.close();
    }
  });

  it("lets the CSP connect only to the app's own origins", async () => {
    const csp = (await fetch(`${server.url}/healthz`)).headers.get('content-security-policy') ?? '';
    const connectSrc = /connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(connectSrc).toEqual([
      "'self'",
      'wss://app.buildwire.example',
      'wss://www.buildwire.example',
      'wss://partners.buildwire.example',
    ]);
  });
});

describe('websocket message size', () => {
  it('closes the socket (1009) on a message over MAX_REQUEST_BYTES, as HTTP answers 413', async () => {
    const big = `query { me { id } } #${'x'.repeat(server.config.maxRequestBytes)}`;
    const { socket, closed } = await ready();
    socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: big } }));
    expect(await closed).toBe(1009);
    const http = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: big }),
    });
    expect(http.status).toBe(413);
  });

  it('takes a message under the limit', async () => {
    const { socket, messages, until } = await ready();
    socket.send(subscribe('1', `query { me { id } } #${'x'.repeat(500_000)}`));
    await until(() => messages.some((m) => m.id === '1' && m.type === 'complete'));
    expect(messages.find((m) => m.id === '1' && m.type === 'next')?.payload).toEqual({ data: { me: null } });
    socket.close();
  });
});

describe('websocket operation rate', () => {
  it('refuses operations over the burst with TOO_MANY_REQUESTS, and keeps the socket', async () => {
    const { socket, messages, until } = await ready();
    // sent at once: the bucket (3, refilled at 1/s) is empty after three
    for (const id of [1, 2, 3, 4]) socket.send(subscribe(String(id)));
    await until(() => messages.filter((m) => m.type === 'complete' || m.type === 'error').length >= 4);
    expect(messages.filter((m) => m.type === 'complete').map((m) => m.id)).toEqual(['1', '2', '3']);
    const refused = messages.filter((m) => m.type === 'error');
    expect(refused.map((m) => m.id)).toEqual(['4']);
    expect(refused[0]?.payload).toEqual([
      expect.objectContaining({ extensions: { code: 'TOO_MANY_REQUESTS', retryAfter: 1 } }),
    ]);
    expect(socket.readyState).toBe(socket.OPEN);
    socket.close();
  });

  it('closes a socket that keeps flooding with 4429', async () => {
    const { socket, closed } = await ready();
    for (let id = 0; id < 20; id++) socket.send(subscribe(String(id)));
    expect(await closed).toBe(4429);
  });
});
