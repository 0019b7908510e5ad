#!/usr/bin/env node
// A procurement system's first integration with BuildWire: post a wire with an API token, then
// follow the partners' quotes on it live, over the WebSocket (graphql-ws), until enough arrive.
//
//   BUILDWIRE_URL=http://localhost:4000 BUILDWIRE_TOKEN=bwt_… node examples/post-and-follow.mjs \
//     --title "Cement for block 4" --quantity 80 --responses 3
//
// With --wire <id> it posts nothing and follows a wire posted before (after a restart, say): its
// {"following": {...}} line comes first, then the quotes it has and the ones that come.
//
// Make the token on /userinfo ("API tokens") with the scopes READ and WIRES. Each line printed is
// one JSON object: {"posted": {...}} once, then {"response": {...}} per quote, so another program
// can read the output line by line. Exits 0 after --responses quotes, 2 after --timeout seconds.
// Quotes sent before the live subscription listened are read once it does, so none is missed.
import { parseArgs } from 'node:util';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { base, emit, graphql, requireToken, token } from './buildwire.mjs';

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
    wire: { type: 'string' },
  },
});

requireToken('Set BUILDWIRE_TOKEN to an API token with the READ and WIRES scopes.');

const WIRE = `id title status createdAt`;

/** Posts the wire of the command line (idempotent: a retry with the same key never makes two wires). */
async function post() {
  const idempotencyKey = crypto.randomUUID();
  const { postWire } = await graphql(
    `
      mutation Post($input: PostWireInput!, $key: String) {
        postWire(input: $input, idempotencyKey: $key) { ${WIRE} }
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
  return postWire;
}

let wire;
if (values.wire) {
  ({ wire } = await graphql(`query Wire($id: ID!) { wire(id: $id) { ${WIRE} } }`, { id: values.wire }));
  if (!wire) {
    console.error(`No wire ${values.wire} for this token.`);
    process.exit(1);
  }
  emit({ following: wire });
} else {
  wire = await post();
  emit({ posted: wire });
}

const wsUrl = new URL('/graphql', base);
wsUrl.protocol = wsUrl.protocol === 'https:' ? 'wss:' : 'ws:';
const wanted = Number(values.responses);
const RESPONSE = `id status message quote { amount currency } validUntil partner { businessName }`;
const printed = new Set();

/** Prints a response once (a quote may come both in the catch-up read and as an event). */
function report(event, response) {
  if (event === 'CREATED' && printed.has(response.id)) return;
  printed.add(response.id);
  emit({ response: { event, ...response } });
  if (event === 'CREATED' && printed.size >= wanted) {
    clearTimeout(timer);
    void client.dispose().then(() => process.exit(0));
  }
}

/**
 * The quotes sent before the subscription listened (it was not yet open when the wire was posted):
 * read once the server says it listens (a `pong` with `{ listening: id }`), so none is missed.
 */
async function catchUp() {
  const quoted = await graphql(`query Quotes($id: ID!) { wire(id: $id) { responses { ${RESPONSE} } } }`, {
    id: wire.id,
  });
  for (const response of quoted.wire.responses)
    if (response.status !== 'WITHDRAWN') report('CREATED', response);
}

const client = createClient({
  url: wsUrl.href,
  webSocketImpl: WebSocket,
  connectionParams: { authorization: `Bearer ${token}` },
  retryAttempts: 5,
  on: {
    // (after a reconnect the server says it again: the read then finds what came meanwhile)
    pong: (received, payload) => {
      if (received && payload?.listening) catchUp().catch((error) => console.error(error.message));
    },
  },
});
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
        response { ${RESPONSE} }
      }
    }`,
    variables: { wireId: wire.id },
  },
  {
    next: ({ data, errors }) => {
      if (errors?.length) {
        console.error(`${errors[0].extensions?.code}: ${errors[0].message}`);
        return;
      }
      const { type, response } = data.wireResponseEvents;
      report(type, response);
    },
    error: (error) => {
      console.error('The live connection failed:', error?.message ?? error?.reason ?? error);
      process.exit(1);
    },
    complete: () => {},
  },
);
