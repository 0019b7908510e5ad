#!/usr/bin/env node
// A procurement system's first integration with BuildWire: post a wire with an API token, then
// follow the partners' quotes on it live, over the WebSocket (graphql-ws), until enough arrive.
//
//   BUILDWIRE_URL=http://localhost:4000 BUILDWIRE_TOKEN=bwt_… node examples/post-and-follow.mjs \
//     --title "Cement for block 4" --quantity 80 --responses 3
//
// Make the token on /userinfo ("API tokens") with the scopes READ and WIRES. Each line printed is
// one JSON object: {"posted": {...}} once, then {"response": {...}} per quote, so another program
// can read the output line by line. Exits 0 after --responses quotes, 2 after --timeout seconds.
import { parseArgs } from 'node:util';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

const { values } = parseArgs({
  options: {
    title: { type: 'string', default: 'Cement, 80 bags, delivered' },
    material: { type: 'string', default: 'Cement' },
    quantity: { type: 'string', default: '80' },
    unit: { type: 'string', default: 'bags' },
    place: { type: 'string', default: 'Lekki, Lagos' },
    lat: { type: 'string', default: '6.4474' },
    lng: { type: 'string', default: '3.4723' },
    responses: { type: 'string', default: '1' },
    timeout: { type: 'string', default: '600' },
  },
});

const base = process.env.BUILDWIRE_URL ?? 'http://localhost:4000';
const token = process.env.BUILDWIRE_TOKEN;
if (!token) {
  console.error('Set BUILDWIRE_TOKEN to an API token with the READ and WIRES scopes.');
  process.exit(1);
}

/** One JSON line on stdout, for the program reading this one's output. */
function emit(value) {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}

/** One GraphQL request over HTTP; throws with the server's code and message on an error. */
async function graphql(query, variables) {
  const response = await fetch(new URL('/graphql', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors?.length) {
    const [error] = body.errors;
    const where = error.extensions?.field ? ` (at ${error.extensions.field})` : '';
    const retry = response.headers.get('retry-after');
    throw new Error(
      `${error.extensions?.code ?? response.status}: ${error.message}${where}${retry ? `; retry after ${retry} s` : ''}`,
    );
  }
  return body.data;
}

// Idempotent posting: a retry with the same key after a network failure never makes two wires.
const idempotencyKey = crypto.randomUUID();
const { postWire } = await graphql(
  `
    mutation Post($input: PostWireInput!, $key: String) {
      postWire(input: $input, idempotencyKey: $key) {
        id
        title
        status
        createdAt
      }
    }
  `,
  {
    key: idempotencyKey,
    input: {
      kind: 'BUILDING_MATERIALS',
      title: values.title,
      location: { label: values.place, lat: Number(values.lat), lng: Number(values.lng) },
      materials: {
        lines: [{ material: values.material, quantity: Number(values.quantity), unit: values.unit }],
        deliveryNeeded: true,
      },
    },
  },
);
emit({ posted: postWire });

const wsUrl = new URL('/graphql', base);
wsUrl.protocol = wsUrl.protocol === 'https:' ? 'wss:' : 'ws:';
const client = createClient({
  url: wsUrl.href,
  webSocketImpl: WebSocket,
  connectionParams: { authorization: `Bearer ${token}` },
  retryAttempts: 5,
});

const wanted = Number(values.responses);
let seen = 0;
const timer = setTimeout(
  () => {
    console.error(`No more quotes within ${values.timeout} s.`);
    void client.dispose().finally(() => process.exit(2));
  },
  Number(values.timeout) * 1000,
);

client.subscribe(
  {
    query: `subscription Follow($wireId: ID!) {
      wireResponseEvents(wireId: $wireId) {
        type
        response { id status message quote { amount currency } validUntil partner { businessName } }
      }
    }`,
    variables: { wireId: postWire.id },
  },
  {
    next: ({ data, errors }) => {
      if (errors?.length) {
        console.error(`${errors[0].extensions?.code}: ${errors[0].message}`);
        return;
      }
      const { type, response } = data.wireResponseEvents;
      emit({ response: { event: type, ...response } });
      if (type === 'CREATED' && ++seen >= wanted) {
        clearTimeout(timer);
        void client.dispose().then(() => process.exit(0));
      }
    },
    error: (error) => {
      console.error('The live connection failed:', error?.message ?? error?.reason ?? error);
      process.exit(1);
    },
    complete: () => {},
  },
);
