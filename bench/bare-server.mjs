// The baseline of figure 1: a tiny node:http server executing a hand-written graphql-js schema
// whose wireboard does the same SQL work as WireQueries.wireboard: the page, with (only when
// `totalCount` is selected) the open total from the maintained counter `wire_count` as a column of
// the page's own statement (read alone for an empty page), on a pool of 10 like MikroORM's.
// Parsed and validated documents are cached, as Apollo Server does.
import http from 'node:http';
import pg from 'pg';
import {
  GraphQLBoolean,
  GraphQLInt,
  GraphQLList,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  execute,
  parse,
  validate,
} from 'graphql';
import { Wire, nn } from './lib/baseline-schema.mjs';

const WireEdge = new GraphQLObjectType({
  name: 'WireEdge',
  fields: { cursor: { type: nn(GraphQLString) }, node: { type: nn(Wire) } },
});
const PageInfo = new GraphQLObjectType({
  name: 'PageInfo',
  fields: { hasNextPage: { type: nn(GraphQLBoolean) }, endCursor: { type: GraphQLString } },
});
const WireConnection = new GraphQLObjectType({
  name: 'WireConnection',
  fields: {
    edges: { type: nn(new GraphQLList(nn(WireEdge))) },
    pageInfo: { type: nn(PageInfo) },
    // resolved only when selected, from the counter the triggers keep (as the server's)
    totalCount: { type: nn(GraphQLInt), resolve: (connection) => connection.total() },
  },
});

const cursorOf = (row) => Buffer.from(`${row.created_at.toISOString()}|${row.id}`).toString('base64url');

function buildSchema(pool) {
  return new GraphQLSchema({
    query: new GraphQLObjectType({
      name: 'Query',
      fields: {
        wireboard: {
          type: nn(WireConnection),
          args: { first: { type: GraphQLInt, defaultValue: 20 }, after: { type: GraphQLString } },
          resolve: async (_root, { first, after }, _context, info) => {
            const size = first ?? 20;
            const where = [`w.status = 'OPEN'`];
            const params = [];
            // the total asked for: read from the counter in the page's own statement (as the server)
            const withTotal = info.fieldNodes.some((node) =>
              node.selectionSet?.selections.some((s) => s.kind === 'Field' && s.name.value === 'totalCount'),
            );
            if (withTotal) params.push('OPEN');
            const column = withTotal
              ? `, (select coalesce(sum(n), 0) as n from wire_count where status in ($1)) as page_total`
              : '';
            if (after) {
              const [iso, id] = Buffer.from(after, 'base64url').toString('utf8').split('|');
              params.push(iso, id);
              where.push(
                `(w.created_at, w.id) < ($${params.length - 1}::timestamptz, $${params.length}::uuid)`,
              );
            }
            const rows = await pool.query(
              `select w.*${column} from wire w where ${where.join(' and ')} order by w.created_at desc, w.id desc limit $${params.length + 1}`,
              [...params, size + 1],
            );
            const nodes = rows.rows.slice(0, size);
            const edges = nodes.map((node) => ({ cursor: cursorOf(node), node }));
            // the number itself when the page's statement read it (no promise), else the counter alone
            const total = () =>
              withTotal && rows.rows.length
                ? Number(rows.rows[0].page_total)
                : pool
                    .query(`select coalesce(sum(n), 0) as n from wire_count where status in ($1)`, ['OPEN'])
                    .then((counted) => Number(counted.rows[0].n));
            return {
              edges,
              pageInfo: { hasNextPage: rows.rows.length > size, endCursor: edges.at(-1)?.cursor ?? null },
              total,
            };
          },
        },
      },
    }),
  });
}

export async function startBareServer(databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const schema = buildSchema(pool);
  const documents = new Map();
  const server = http.createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/graphql') {
      res.writeHead(404).end();
      return;
    }
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', async () => {
      let result;
      try {
        const { query, variables, operationName } = JSON.parse(Buffer.concat(chunks).toString('utf8'));
        let document = documents.get(query);
        if (!document) {
          document = parse(query);
          const errors = validate(schema, document);
          if (errors.length) throw new Error(errors.map((e) => e.message).join('; '));
          documents.set(query, document);
        }
        result = await execute({ schema, document, variableValues: variables, operationName });
      } catch (error) {
        result = { errors: [{ message: String(error?.message ?? error) }] };
      }
      const body = JSON.stringify(result);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    close: async () => {
      server.closeAllConnections?.();
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
    },
  };
}
