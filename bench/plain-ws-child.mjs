// The baseline of figure 3: plain graphql-ws (useServer) with a minimal schema. A POST /post
// inserts a wire and fires an in-process trigger (no LISTEN/NOTIFY); the subscription resolver
// then loads the wire by id with one query per subscriber, on a pool of 10 like the server's.
import http from 'node:http';
import { EventEmitter, on } from 'node:events';
import pg from 'pg';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { Wire, nn } from './lib/baseline-schema.mjs';
import { memory, serveParent } from './lib/child-ipc.mjs';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const trigger = new EventEmitter();
trigger.setMaxListeners(0);

const WireEvent = new GraphQLObjectType({
  name: 'WireEvent',
  fields: { type: { type: nn(GraphQLString) }, wire: { type: nn(Wire) } },
});
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: { ok: { type: GraphQLString, resolve: () => 'ok' } },
  }),
  subscription: new GraphQLObjectType({
    name: 'Subscription',
    fields: {
      wireboardEvents: {
        type: nn(WireEvent),
        subscribe: () => on(trigger, 'wire'),
        resolve: async ([message]) => {
          const { rows } = await pool.query('select * from wire where id = $1', [message.wireId]);
          return { type: message.type, wire: rows[0] };
        },
      },
    },
  }),
});

const server = http.createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/post') {
    req.resume();
    req.on('end', async () => {
      const { rows } = await pool.query(
        `insert into wire (id, kind, title, status, location_label, lat, lng, owner_id, lines, delivery_needed)
         values (gen_random_uuid(), 'BUILDING_MATERIALS', 'Bench post (plain)', 'OPEN', 'Lekki, Lagos', 6.4474, 3.4723,
                 md5('poster')::uuid, '[{"material":"Cement","quantity":40,"unit":"bags"}]', true) returning id`,
      );
      trigger.emit('wire', { type: 'CREATED', wireId: rows[0].id });
      const body = JSON.stringify({ data: { postWire: { id: rows[0].id } } });
      res.writeHead(200, { 'content-type': 'application/json' }).end(body);
    });
    return;
  }
  res.writeHead(404).end();
});
const wsServer = new WebSocketServer({ server, path: '/graphql' });
const cleanup = useServer({ schema }, wsServer);
server.listen(0, '127.0.0.1', () => {
  serveParent({ memory: () => memory(), subscribers: () => trigger.listenerCount('wire') }, async () => {
    for (const client of wsServer.clients) client.terminate();
    await cleanup.dispose();
    server.closeAllConnections?.();
    await new Promise((resolve) => server.close(resolve));
    await pool.end();
  });
  process.send({
    type: 'ready',
    port: server.address().port,
    url: `http://127.0.0.1:${server.address().port}`,
  });
});
