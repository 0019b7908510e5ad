// Figure 2: SQL statements per wireboard request at 5 and 50 items, counted through `onQuery`
// of an in-process boot.
import { WIREBOARD_QUERY } from '../common.mjs';
import { inProcessServer } from '../in-process.mjs';
import { gql } from '../requests.mjs';
import { stopAll } from '../stoppers.mjs';

export async function measureStatements(databaseUrl) {
  let counting = false;
  let statements = [];
  const app = await inProcessServer(databaseUrl, (message) => {
    // housekeeping's periodic statements are not the request's (as in tests/api/wire.test.ts)
    if (counting && !/EXPIRED|delete from/i.test(message)) statements.push(message);
  });
  const url = `${app.server.url}/graphql`;
  const withOwner = WIREBOARD_QUERY.replace('responseCount', 'responseCount ownerName isMine');
  const variants = { WireboardList: WIREBOARD_QUERY, 'WireboardList + ownerName, isMine': withOwner };
  const out = {};
  for (const [name, query] of Object.entries(variants)) {
    out[name] = {};
    for (const first of [5, 50]) {
      const counts = [];
      for (let i = 0; i < 3; i++) {
        statements = [];
        counting = true;
        await gql(url, query, { first });
        counting = false;
        counts.push(statements.length);
      }
      out[name][first] = { counts, statements: statements.map((s) => s.replace(/\s+/g, ' ').slice(0, 160)) };
    }
  }
  await stopAll();
  return out;
}
