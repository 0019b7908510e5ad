import WebSocket from 'ws';

/** The graphql-ws protocol by hand, for what a library client would hide (close codes, extra messages). */
export const PROTOCOL = 'graphql-transport-ws';

export type RawMessage = { id?: string; type: string; payload?: unknown };
export type Outcome = { status: number } | { open: WebSocket };

/** Opens a raw socket to `wsUrl` with these headers: the HTTP status that refused the upgrade, or the open socket. */
export function connectRaw(wsUrl: string, headers: Record<string, string> = {}): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, PROTOCOL, { headers });
    socket.once('unexpected-response', (_req, res) => resolve({ status: res.statusCode ?? 0 }));
    socket.once('open', () => resolve({ open: socket }));
    socket.once('error', reject);
  });
}

/**
 * A socket past `connection_init`, with every message it receives in order, its close code, and
 * `until(predicate)`, which resolves once the messages so far satisfy it.
 */
export async function readySocket(wsUrl: string, headers: Record<string, string> = {}) {
  const outcome = await connectRaw(wsUrl, headers);
  if (!('open' in outcome)) throw new Error(`refused with ${outcome.status}`);
  const socket = outcome.open;
  const messages: RawMessage[] = [];
  const waiters: (() => void)[] = [];
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.on('message', (data) => {
    messages.push(JSON.parse(String(data)) as RawMessage);
    for (const waiter of waiters.splice(0)) waiter();
  });
  const until = (predicate: () => boolean) =>
    new Promise<void>((resolve) => {
      const check = () => (predicate() ? resolve() : waiters.push(check));
      check();
    });
  socket.send(JSON.stringify({ type: 'connection_init' }));
  await until(() => messages.some((m) => m.type === 'connection_ack'));
  return { socket, messages, closed, until };
}

export const subscribeMessage = (id: string, query: string, variables?: Record<string, unknown>) =>
  JSON.stringify({ id, type: 'subscribe', payload: { query, variables } });

/** The server's word that subscription `id` listens (docs/API.md): an unsolicited pong. */
export const isListening = (id: string) => (m: RawMessage) =>
  m.type === 'pong' && (m.payload as { listening?: unknown } | undefined)?.listening === id;
