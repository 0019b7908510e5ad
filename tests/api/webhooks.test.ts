import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { GqlClient, buyerClient, errorOf, partnerClient, quickAs } from '../helpers/clients.js';
import { createWire } from '../helpers/factories.js';
import { Webhook } from '../../server/src/webhook/webhook.entity.js';
import { CREATE_WEBHOOK, FAST_JOBS, PARTNER_DOC, startReceiver, type Created } from '../helpers/webhooks.js';

/** Registering webhooks: the document checked against the schema and access, targets, scopes. */
let server: TestServer;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  receiver = await startReceiver();
  server = await startTestServer(FAST_JOBS);
});
afterAll(async () => {
  await server?.stop();
  await receiver?.stop();
});

const seller = (s: TestServer = server) => partnerClient(s);
const buyer = (s: TestServer = server) => buyerClient(s);

describe('registering a webhook', () => {
  it('checks the document against the schema and the owner’s access, all form problems at once', async () => {
    const member = await quickAs(server, 'member');
    const attempt = (input: Record<string, unknown>) =>
      member.request(CREATE_WEBHOOK, {
        input: { name: 'ERP', url: receiver.url, query: PARTNER_DOC, ...input },
      });

    const both = await attempt({ url: 'ftp://example.com/x', query: 'query { me { id } }' });
    expect(both.errors?.map((e) => e.extensions?.fieldPath)).toEqual([
      ['input', 'url'],
      ['input', 'query'],
    ]);
    expect(errorOf(await attempt({ query: 'subscription { nope }' }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'query',
    });
    expect(
      errorOf(
        await attempt({ query: 'subscription { myResponseEvents { type } wireboardEvents { type } }' }),
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', field: 'query' });
    expect(
      errorOf(
        await attempt({ query: 'subscription ($id: ID!) { wireResponseEvents(wireId: $id) { type } }' }),
      ),
    ).toEqual({ code: 'BAD_USER_INPUT', field: 'query' });
    // a buyer may not follow partners' events: the same refusal as over a websocket
    expect(errorOf(await attempt({}))).toEqual({ code: 'FORBIDDEN', field: 'query' });
    // nor the responses to someone else's wire, nor to none
    const stranger = await buyer();
    const theirs = await createWire(server, stranger.member);
    const follow = (id: string) =>
      attempt({ query: `subscription { wireResponseEvents(wireId: "${id}") { type } }` });
    expect(errorOf(await follow(theirs.id))).toEqual({ code: 'FORBIDDEN', field: 'query' });
    expect(errorOf(await follow('00000000-0000-4000-8000-000000000000'))).toEqual({
      code: 'NOT_FOUND',
      field: 'query',
    });
    expect(errorOf(await attempt({ name: '  ' }))).toEqual({ code: 'BAD_USER_INPUT', field: 'name' });
    expect(errorOf(await attempt({ secret: 'short' }))).toEqual({ code: 'BAD_USER_INPUT', field: 'secret' });
    expect(await server.em().count(Webhook, {})).toBe(0);
  });

  it('refuses private and local addresses unless configured for development', async () => {
    const partner = await seller();
    server.config.webhooks.allowPrivateTargets = false;
    try {
      for (const url of [
        receiver.url,
        'http://localhost:9/x',
        'http://169.254.169.254/latest/meta-data',
        'http://[::1]:8080/',
        'http://10.1.2.3/',
        // loopback in the forms a hand-written check misses
        'http://[::7f00:1]:4291/h',
        'http://[64:ff9b::7f00:1]:4291/h',
        'http://[::ffff:7f00:1]:4291/h',
        'http://[2002:7f00:1::1]:4291/h',
        'http://2130706433/',
        'http://0177.0.0.1/',
      ]) {
        const result = await partner.client.request(CREATE_WEBHOOK, {
          input: { name: 'ERP', url, query: PARTNER_DOC },
        });
        expect(errorOf(result), url).toEqual({ code: 'BAD_USER_INPUT', field: 'url' });
        expect(result.errors?.[0]?.message).toMatch(/private or local address/);
      }
    } finally {
      server.config.webhooks.allowPrivateTargets = true;
    }
  });

  it('is managed with a WEBHOOKS token, not with a READ one', async () => {
    const partner = await seller();
    const token = async (scopes: string[]) => {
      const { createApiToken } = await partner.client.ok<{ createApiToken: { secret: string } }, unknown>(
        `mutation T($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }`,
        { input: { name: `hooks ${scopes.join()}`, scopes } },
      );
      const client = new GqlClient(server);
      client.bearer = createApiToken.secret;
      return client;
    };
    const reader = await token(['READ']);
    const input = { name: 'ERP', url: receiver.url, query: PARTNER_DOC };
    expect(errorOf(await reader.request(CREATE_WEBHOOK, { input })).code).toBe('FORBIDDEN');
    const manager = await token(['WEBHOOKS']);
    const created = await manager.ok<Created, unknown>(CREATE_WEBHOOK, { input });
    expect(created.createWebhook.webhook).toMatchObject({ field: 'myResponseEvents', enabled: true });
    expect(created.createWebhook.secret).toMatch(/^whsec_/);
    const listed = await manager.ok<{ myWebhooks: { id: string }[] }, never>(`{ myWebhooks { id } }`);
    expect(listed.myWebhooks.map((w) => w.id)).toEqual([created.createWebhook.webhook.id]);
  });
});
