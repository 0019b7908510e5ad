import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../helpers/test-server.js';
import { GqlClient, quickAs } from '../helpers/clients.js';
import { createPartner } from '../helpers/factories.js';
import { POST } from '../helpers/saved-searches.js';
import { materialsWireInput } from '../helpers/wire-inputs.js';

/** examples/catch-up.mjs, run as an integrator would run it, against a real server. */
const server = useTestServer();
const run = promisify(execFile);

const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;
const ACCEPT = `mutation A($id: ID!) { acceptResponse(id: $id) { id } }`;

type Line = { event?: { topic: string; type: string; wireId: string | null; responseId: string | null } } & {
  caughtUp?: { events: number; cursor: string };
};

describe('examples/catch-up.mjs', () => {
  it('starts from now, then prints what happened while it was away, in order, and saves where it stopped', async () => {
    const buyer = await quickAs(server, 'member');
    const { createApiToken } = await buyer.ok<{ createApiToken: { secret: string } }, unknown>(
      `mutation T($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }`,
      { input: { name: 'Catch-up script', scopes: ['READ'] } },
    );
    const state = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bw-catch-up-')), 'cursor.txt');
    const catchUp = async (): Promise<Line[]> => {
      const { stdout } = await run(
        process.execPath,
        ['examples/catch-up.mjs', '--state', state, '--page', '2'],
        {
          env: { ...process.env, BUILDWIRE_URL: server.url, BUILDWIRE_TOKEN: createApiToken.secret },
        },
      );
      return stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Line);
    };

    // the first run only marks now
    const [first] = await catchUp();
    expect(first?.caughtUp?.events).toBe(0);
    expect(fs.readFileSync(state, 'utf8').trim()).toBe(first?.caughtUp?.cursor);

    // while it is away: a wire posted, quoted and the quote accepted
    const { postWire } = await buyer.ok<{ postWire: { id: string } }, unknown>(POST, {
      input: materialsWireInput({
        title: 'Granite chippings while offline',
        location: { label: 'Ikeja, Lagos', lat: 6.6018, lng: 3.3515 },
        material: 'Granite',
        quantity: 20,
        unit: 'tonnes',
      }),
    });
    const seller = new GqlClient(server);
    seller.cookie = (await createPartner(server, { businessName: 'Offline Quarry Ltd' })).cookie;
    const { respondToWire } = await seller.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
      input: { wireId: postWire.id, message: 'Twenty tonnes on Friday', quote: { amount: '400000' } },
    });
    await buyer.ok(ACCEPT, { id: respondToWire.id });

    const lines = await catchUp();
    const events = lines.flatMap((line) => (line.event ? [line.event] : []));
    const mine = events.filter((event) => event.wireId === postWire.id);
    // the wire came first, then its response; the acceptance after the response was made
    expect(mine[0]).toMatchObject({ topic: 'WIRE', type: 'CREATED' });
    const responseEvents = mine.filter((event) => event.topic === 'RESPONSE');
    expect(responseEvents[0]).toMatchObject({ type: 'CREATED', responseId: respondToWire.id });
    expect(responseEvents.length).toBeGreaterThanOrEqual(2);
    expect(lines.at(-1)?.caughtUp?.events).toBe(events.length);

    // a run right after has nothing new; the cursor it saved is where the last one stopped
    const again = await catchUp();
    expect(again).toEqual([{ caughtUp: { events: 0, cursor: lines.at(-1)!.caughtUp!.cursor } }]);
  });
});
