import { spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/test-server.js';
import { GqlClient, quickAs } from '../helpers/clients.js';
import { createPartner } from '../helpers/factories.js';
import { listenMark } from '../helpers/live.js';
import { POST } from '../helpers/saved-searches.js';
import { materialsWireInput } from '../helpers/wire-inputs.js';

/** examples/post-and-follow.mjs, run as an integrator would run it, against a real server. */
const server = useTestServer({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true' });

const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;

/** A buyer's API token (READ, WIRES), and a client of the same buyer. */
async function buyerToken() {
  const buyer = await quickAs(server, 'member');
  const { createApiToken } = await buyer.ok<{ createApiToken: { secret: string } }, unknown>(
    `mutation T($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }`,
    { input: { name: 'Example script', scopes: ['READ', 'WIRES'] } },
  );
  return { buyer, token: createApiToken.secret };
}

/** The script started with `args`: resolves once it printed its first line (the wire it follows). */
async function startExample(token: string, args: string[]) {
  const child = spawn(
    process.execPath,
    ['examples/post-and-follow.mjs', ...args, '--responses', '1', '--timeout', '60'],
    { env: { ...process.env, BUILDWIRE_URL: server.url, BUILDWIRE_TOKEN: token } },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const lines: Record<string, { id: string; [key: string]: unknown }>[] = [];
  const reader = createInterface({ input: child.stdout });
  const first = new Promise<string>((resolve) =>
    reader.on('line', (line) => {
      const parsed = JSON.parse(line) as Record<string, { id: string }>;
      lines.push(parsed);
      const wire = parsed.posted ?? parsed.following;
      if (wire) resolve(wire.id);
    }),
  );
  const wireId = await Promise.race([
    first,
    exited.then((code) => Promise.reject(new Error(`exited ${code}: ${stderr}`))),
  ]);
  return { wireId, lines, exited, stderr: () => stderr };
}

describe('examples/post-and-follow.mjs', () => {
  it('posts a wire with a token and prints the partner quote that follows, then exits 0', async () => {
    const seller = new GqlClient(server);
    seller.cookie = (await createPartner(server, { businessName: 'Lekki Blocks Ltd' })).cookie;
    const mark = listenMark(server);
    const { token } = await buyerToken();
    const { wireId, lines, exited, stderr } = await startExample(token, [
      '--title',
      'Cement from the example',
    ]);

    // the quote goes out once the script's subscription really listens (no sleep)
    await mark.opened(1);
    await seller.ok(RESPOND, {
      input: { wireId, message: 'Dangote, delivered Thursday', quote: { amount: '512000' } },
    });
    expect(await exited, stderr()).toBe(0);
    expect(lines[0]?.posted).toMatchObject({ id: wireId, title: 'Cement from the example', status: 'OPEN' });
    expect(lines[1]?.response).toMatchObject({
      event: 'CREATED',
      message: 'Dangote, delivered Thursday',
      quote: { amount: '512000.00', currency: expect.any(String) },
      partner: { businessName: 'Lekki Blocks Ltd' },
    });
    expect(lines).toHaveLength(2);
  });

  it('follows a wire posted before (--wire) and prints the quote it already had, read once the server listens', async () => {
    const { token } = await buyerToken();
    const integration = new GqlClient(server);
    integration.bearer = token;
    const { postWire } = await integration.ok<{ postWire: { id: string } }, unknown>(POST, {
      input: {
        kind: 'BUILDING_MATERIALS',
        title: 'Blocks posted before the script',
        location: { label: 'Ikeja, Lagos', lat: 6.6018, lng: 3.3515 },
        materials: { lines: [{ material: 'Blocks', quantity: 500, unit: 'pieces' }], deliveryNeeded: true },
      },
    });
    const seller = new GqlClient(server);
    seller.cookie = (await createPartner(server, { businessName: 'Ikeja Blocks Ltd' })).cookie;
    // quoted before the script runs: no event of it can reach the script, only its read
    await seller.ok(RESPOND, {
      input: { wireId: postWire.id, message: 'Nine-inch blocks, Monday', quote: { amount: '90000' } },
    });
    const { wireId, lines, exited, stderr } = await startExample(token, ['--wire', postWire.id]);
    expect(wireId).toBe(postWire.id);
    expect(await exited, stderr()).toBe(0);
    expect(lines.map((line) => Object.keys(line)[0])).toEqual(['following', 'response']);
    expect(lines[0]?.following).toMatchObject({ id: postWire.id, title: 'Blocks posted before the script' });
    expect(lines[1]?.response).toMatchObject({ event: 'CREATED', message: 'Nine-inch blocks, Monday' });
  });
});

describe('examples/webhook-receiver.mjs', () => {
  it('accepts a real delivery, and refuses a replayed (stale) or forged one', async () => {
    const secret = 'whsec_example_receiver_secret_0123456789';
    const child = spawn(process.execPath, ['examples/webhook-receiver.mjs'], {
      env: { ...process.env, WEBHOOK_SECRET: secret, PORT: '0' },
    });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stderr.on('data', (chunk: Buffer) => {
          const found = /listening on (\S+)/.exec(chunk.toString());
          if (found) resolve(found[1]!);
        });
        child.on('exit', (code) => reject(new Error(`the receiver exited ${code}`)));
      });
      const events: Record<string, unknown>[] = [];
      const reader = createInterface({ input: child.stdout });
      const first = new Promise<Record<string, unknown>>((resolve) =>
        reader.on('line', (line) => {
          events.push(JSON.parse(line) as Record<string, unknown>);
          resolve(events[0]!);
        }),
      );
      const made = await createPartner(server, { businessName: 'Receiver Blocks Ltd' });
      const partner = new GqlClient(server);
      partner.cookie = made.cookie;
      const buyer = await quickAs(server, 'member');
      await partner.ok(
        `mutation C($input: CreateWebhookInput!) { createWebhook(input: $input) { webhook { id } } }`,
        {
          input: {
            name: 'Example receiver',
            url,
            secret,
            query: 'subscription { myResponseEvents { type response { id status } } }',
          },
        },
      );
      const { postWire } = await buyer.ok<{ postWire: { id: string } }, unknown>(POST, {
        input: materialsWireInput({
          title: 'Blocks for the receiver',
          location: { label: 'Lekki, Lagos', lat: 6.4474, lng: 3.4723 },
          material: 'Blocks',
          quantity: 500,
          unit: 'pieces',
        }),
      });
      await partner.ok(`mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`, {
        input: { wireId: postWire.id, message: 'Blocks on Monday', quote: { amount: '250000' } },
      });
      expect(await first).toMatchObject({ event: 'myResponseEvents.CREATED' });

      const body = JSON.stringify({ id: 'replayed', data: {} });
      const post = (timestamp: number, key = secret) =>
        fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'buildwire-timestamp': String(timestamp),
            'buildwire-signature': `v1=${createHmac('sha256', key).update(`${timestamp}.${body}`).digest('hex')}`,
          },
          body,
        });
      const now = Math.floor(Date.now() / 1000);
      expect((await post(now - 600)).status).toBe(408);
      expect((await post(now, 'not the secret')).status).toBe(401);
      expect((await post(now)).status).toBe(204);
    } finally {
      child.kill();
    }
  });
});
