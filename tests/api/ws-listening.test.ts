import { describe, expect, it } from 'vitest';
import { buyerClient } from '../helpers/clients.js';
import { isListening, readySocket, subscribeMessage } from '../helpers/raw-ws.js';
import { POST } from '../helpers/saved-searches.js';
import { useTestServer } from '../helpers/test-server.js';
import { cementInLekki } from '../helpers/factories.js';

/**
 * The server says when a subscription listens (an unsolicited graphql-ws `pong` with
 * `{ listening: id }`), so that a client reads what it shows after it and misses no event in
 * between (docs/API.md, "Subscriptions").
 */
const BOARD = `subscription { wireboardEvents { type wire { id title } } }`;
const PARTNER_BOARD = `subscription { partnerWireboardEvents { type wire { id } } }`;
const server = useTestServer();

describe('a subscription says when it listens', () => {
  it('once its stream is open, before its first event, and the event after it is delivered', async () => {
    const { socket, messages, until } = await readySocket(server.wsUrl);
    const listenersBefore = server.app.services.events.listenersAdded;
    let listenersAtAck = -1;
    socket.on('message', (data) => {
      if (listenersAtAck < 0 && String(data).includes('"listening"'))
        listenersAtAck = server.app.services.events.listenersAdded;
    });
    socket.send(subscribeMessage('board', BOARD));
    await until(() => messages.some(isListening('board')));
    // the stream listened on the bus before the server said so
    expect(listenersAtAck).toBeGreaterThan(listenersBefore);

    // what is posted after the acknowledgement reaches the subscription (no sleep in between)
    const { client } = await buyerClient(server);
    const { postWire } = await client.ok<{ postWire: { id: string } }, unknown>(POST, {
      input: cementInLekki('Posted after the acknowledgement'),
    });
    await until(() => messages.some((m) => m.id === 'board' && m.type === 'next'));
    const ofBoard = messages.filter((m) => m.id === 'board' || isListening('board')(m));
    expect(ofBoard.map((m) => m.type)).toEqual(['pong', 'next']);
    expect(ofBoard[1]!.payload).toMatchObject({
      data: { wireboardEvents: { type: 'CREATED', wire: { id: postWire.id } } },
    });
    socket.close();
  });

  it('not for a query or a refused subscription (their answer comes instead)', async () => {
    const { socket, messages, until } = await readySocket(server.wsUrl);
    socket.send(subscribeMessage('me', `query { me { id } }`));
    await until(() => messages.some((m) => m.id === 'me' && m.type === 'complete'));
    // an anonymous caller may not follow the partners' board: refused, and the operation ends
    socket.send(subscribeMessage('partner', PARTNER_BOARD));
    await until(() => messages.some((m) => m.id === 'partner' && m.type === 'complete'));
    expect(messages.find((m) => m.id === 'partner')?.payload).toMatchObject({
      errors: [{ extensions: { code: 'UNAUTHENTICATED' } }],
    });
    // a later subscription's acknowledgement is the barrier: anything for the first two came before it
    socket.send(subscribeMessage('board', BOARD));
    await until(() => messages.some(isListening('board')));
    expect(messages.filter((m) => m.type === 'pong')).toEqual([
      { type: 'pong', payload: { listening: 'board' } },
    ]);
    socket.close();
  });
});
