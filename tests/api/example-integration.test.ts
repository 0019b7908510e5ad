import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { GqlClient, quickAs } from '../helpers/clients.js';
import { createPartner } from '../helpers/factories.js';
import { listenMark } from '../helpers/live.js';

/** examples/post-and-follow.mjs, run as an integrator would run it, against a real server. */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('examples/post-and-follow.mjs', () => {
  it('posts a wire with a token and prints the partner quote that follows, then exits 0', async () => {
    const buyer = await quickAs(server, 'member');
    const { createApiToken } = await buyer.ok<{ createApiToken: { secret: string } }, unknown>(
      `mutation T($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }`,
      { input: { name: 'Example script', scopes: ['READ', 'WIRES'] } },
    );
    const seller = new GqlClient(server);
    seller.cookie = (await createPartner(server, { businessName: 'Lekki Blocks Ltd' })).cookie;

    const mark = listenMark(server);
    const child = spawn(
      process.execPath,
      [
        'examples/post-and-follow.mjs',
        '--title',
        'Cement from the example',
        '--responses',
        '1',
        '--timeout',
        '60',
      ],
      { env: { ...process.env, BUILDWIRE_URL: server.url, BUILDWIRE_TOKEN: createApiToken.secret } },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const lines: Record<string, { id: string; [key: string]: unknown }>[] = [];
    const reader = createInterface({ input: child.stdout });
    const posted = new Promise<string>((resolve) =>
      reader.on('line', (line) => {
        const parsed = JSON.parse(line) as Record<string, { id: string }>;
        lines.push(parsed);
        if (parsed.posted) resolve(parsed.posted.id);
      }),
    );
    const wireId = await Promise.race([
      posted,
      exited.then((code) => Promise.reject(new Error(`exited ${code}: ${stderr}`))),
    ]);

    // the quote goes out once the script's subscription really listens (no sleep)
    await mark.opened(1);
    await seller.ok(`mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`, {
      input: { wireId, message: 'Dangote, delivered Thursday', quote: { amount: '512000' } },
    });
    expect(await exited, stderr).toBe(0);
    expect(lines[0]?.posted).toMatchObject({ id: wireId, title: 'Cement from the example', status: 'OPEN' });
    expect(lines[1]?.response).toMatchObject({
      event: 'CREATED',
      message: 'Dangote, delivered Thursday',
      quote: { amount: '512000.00', currency: expect.any(String) },
      partner: { businessName: 'Lekki Blocks Ltd' },
    });
  });
});
