import { describe, expect, it } from 'vitest';
import { buyerClient } from '../helpers/clients.js';
import { connectRaw, isListening, readySocket, subscribeMessage } from '../helpers/raw-ws.js';
import { POST } from '../helpers/saved-searches.js';
import { useTestServer } from '../helpers/test-server.js';
import WebSocket from 'ws';
import { cementInLekki } from '../helpers/factories.js';

/**
 * The graphql-transport-ws protocol as the server speaks it (server/src/platform/realtime/ws-transport.ts):
 * its close codes, its answers, and the end of each operation, by hand on raw sockets.
 */
const BOARD = `subscription { wireboardEvents { type wire { id title } } }`;
const server = useTestServer();

/** An open socket that has sent nothing yet, and its close code and reason once closed. */
async function bareSocket(protocols: string[] = ['graphql-transport-ws']) {
  const socket = new WebSocket(server.wsUrl, protocols);
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })),
  );
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, closed };
}

/** The server's gauge of operations running on its sockets. */
async function activeOperations(): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return Number(/^buildwire_subscriptions_active (\S+)/m.exec(text)?.[1]);
}

async function postWire(title: string): Promise<string> {
  const { client } = await buyerClient(server);
  const { postWire } = await client.ok<{ postWire: { id: string } }, unknown>(POST, {
    input: cementInLekki(title),
  });
  return postWire.id;
}

describe('the websocket protocol', () => {
  it('closes a socket that subscribes before connection_init with 4401', async () => {
    const { socket, closed } = await bareSocket();
    socket.send(subscribeMessage('1', BOARD));
    expect(await closed).toEqual({ code: 4401, reason: 'Unauthorized' });
  });

  it('closes a socket that sends connection_init twice with 4429', async () => {
    const { socket, closed } = await readySocket(server.wsUrl);
    socket.send(JSON.stringify({ type: 'connection_init' }));
    expect(await closed).toBe(4429);
  });

  it('closes a socket that sends what is not a message of the protocol with 4400', async () => {
    const garbled = await readySocket(server.wsUrl);
    garbled.socket.send('{not json');
    expect(await garbled.closed).toBe(4400);
    // a message only the server sends
    const reversed = await readySocket(server.wsUrl);
    reversed.socket.send(JSON.stringify({ id: '1', type: 'next', payload: { data: null } }));
    expect(await reversed.closed).toBe(4400);
  });

  it('closes a socket that asks for no subprotocol with 4406', async () => {
    const { closed } = await bareSocket([]);
    expect((await closed).code).toBe(4406);
  });

  it('closes a socket that has not sent connection_init within 3 seconds with 4408', async () => {
    const { closed } = await bareSocket();
    expect(await closed).toEqual({ code: 4408, reason: 'Connection initialisation timeout' });
  });

  it('closes a socket that reuses the id of a running subscription with 4409, and lets it reuse an ended one', async () => {
    const { socket, messages, until, closed } = await readySocket(server.wsUrl);
    socket.send(subscribeMessage('a', BOARD));
    await until(() => messages.some(isListening('a')));
    socket.send(JSON.stringify({ id: 'a', type: 'complete' }));
    socket.send(subscribeMessage('a', BOARD));
    await until(() => messages.filter(isListening('a')).length === 2);
    socket.send(subscribeMessage('a', BOARD));
    expect(await closed).toBe(4409);
  });

  it('answers a ping with a pong carrying its payload', async () => {
    const { socket, messages, until } = await readySocket(server.wsUrl);
    socket.send(JSON.stringify({ type: 'ping', payload: { at: 42 } }));
    await until(() => messages.some((m) => m.type === 'pong'));
    expect(messages.filter((m) => m.type === 'pong')).toEqual([{ type: 'pong', payload: { at: 42 } }]);
    socket.close();
  });

  it('answers a query with next then complete, and an invalid one with error (its code), nothing after', async () => {
    const { socket, messages, until } = await readySocket(server.wsUrl);
    socket.send(subscribeMessage('q', `query { me { id } }`));
    await until(() => messages.some((m) => m.id === 'q' && m.type === 'complete'));
    socket.send(subscribeMessage('bad', `query { noSuchField }`));
    await until(() => messages.some((m) => m.id === 'bad'));
    // a later operation's answer is the barrier: nothing more came for the first two by then
    socket.send(subscribeMessage('last', `query { me { id } }`));
    await until(() => messages.some((m) => m.id === 'last' && m.type === 'complete'));
    expect(messages.filter((m) => m.id === 'q').map((m) => m.type)).toEqual(['next', 'complete']);
    const bad = messages.filter((m) => m.id === 'bad');
    expect(bad.map((m) => m.type)).toEqual(['error']);
    expect(bad[0]!.payload).toMatchObject([{ extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } }]);
    socket.close();
  });

  it('stops a subscription the client completes: nothing more for it, while another on the socket still gets its events', async () => {
    const { socket, messages, until } = await readySocket(server.wsUrl);
    socket.send(subscribeMessage('gone', BOARD));
    socket.send(subscribeMessage('kept', BOARD));
    await until(() => messages.some(isListening('gone')) && messages.some(isListening('kept')));
    socket.send(JSON.stringify({ id: 'gone', type: 'complete' }));
    // the operation is over on the server (the gauge counts it no more)
    await expect.poll(activeOperations).toBe(1);
    const id = await postWire('Posted after one was completed');
    await until(() => messages.some((m) => m.id === 'kept' && m.type === 'next'));
    // both would be written in the same loop of the same event: none for the completed one
    expect(messages.filter((m) => m.id === 'gone').map((m) => m.type)).toEqual([]);
    expect(messages.find((m) => m.id === 'kept' && m.type === 'next')?.payload).toMatchObject({
      data: { wireboardEvents: { wire: { id } } },
    });
    socket.close();
    await expect.poll(activeOperations).toBe(0);
  });

  it('ends every subscription of a socket that closes', async () => {
    const sockets = await Promise.all([readySocket(server.wsUrl), readySocket(server.wsUrl)]);
    for (const { socket } of sockets) {
      socket.send(subscribeMessage('1', BOARD));
      socket.send(subscribeMessage('2', `subscription { wireboardEvents { type } }`));
    }
    for (const { messages, until } of sockets)
      await until(() => messages.some(isListening('1')) && messages.some(isListening('2')));
    expect(await activeOperations()).toBe(4);
    sockets[0]!.socket.close();
    await expect.poll(activeOperations).toBe(2);
    sockets[1]!.socket.terminate();
    await expect.poll(activeOperations).toBe(0);
    const outcome = await connectRaw(server.wsUrl);
    expect('open' in outcome).toBe(true);
    if ('open' in outcome) outcome.open.close();
  });
});
