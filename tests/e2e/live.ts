import type { Page } from '@playwright/test';

/**
 * Resolves once the server says that it listens for `count` of `page`'s subscriptions named
 * `operationName` (the server's acknowledgement, a graphql-ws `pong` with `{ listening: id }` for
 * an id the page gave such a subscription): from then on every event reaches the page. Call it
 * before the page opens its websocket. (The app sends its documents by hash, with their names.)
 */
export function listening(page: Page, operationName: string, count = 1): Promise<void> {
  return new Promise((resolve) => {
    const heard = new Set<string>();
    page.on('websocket', (socket) => {
      const ids = new Set<string>();
      socket.on('framesent', ({ payload }) => {
        const message = parse(payload);
        if (message?.type === 'subscribe' && message.payload?.operationName === operationName)
          ids.add(String(message.id));
      });
      socket.on('framereceived', ({ payload }) => {
        const message = parse(payload);
        const id = message?.type === 'pong' ? message.payload?.listening : undefined;
        if (typeof id === 'string' && ids.has(id)) heard.add(id);
        if (heard.size >= count) resolve();
      });
    });
  });
}

/**
 * The names of the subscriptions `page` starts on its websockets, as it starts them (a list that
 * grows). Call it before the page opens its websocket.
 */
export function subscriptionsOf(page: Page): string[] {
  const names: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const message = parse(payload);
      if (message?.type === 'subscribe') names.push(String(message.payload?.operationName));
    });
  });
  return names;
}

type Message = { id?: unknown; type?: unknown; payload?: { operationName?: unknown; listening?: unknown } };

function parse(frame: string | Buffer): Message | undefined {
  if (typeof frame !== 'string') return undefined;
  try {
    return JSON.parse(frame) as Message;
  } catch {
    return undefined;
  }
}
