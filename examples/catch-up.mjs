#!/usr/bin/env node
// A program that was offline reads exactly what it missed, in commit order, from the event feed
// (`events(after:)`), then saves where it stopped so the next run goes on from there.
//
//   BUILDWIRE_URL=http://localhost:4000 BUILDWIRE_TOKEN=bwt_… node examples/catch-up.mjs \
//     --state ./buildwire-cursor.txt
//
// The first run (no state file yet) starts from now: it saves `eventCursor` and prints nothing.
// Each later run prints one JSON line per event since the saved cursor ({"event": {...}}), saves
// the last cursor after every page, and ends with {"caughtUp": {"events": n, "cursor": "…"}}.
// A cursor older than the feed keeps (a day) is refused with reason CURSOR_PRUNED: the program
// must then resync its copy from the lists (with `updatedSince`) and start again from now, which
// this one says and exits 3. Make the token on /userinfo ("API tokens") with the READ scope.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { emit, graphql, requireToken } from './buildwire.mjs';

const { values } = parseArgs({
  options: {
    state: { type: 'string', default: 'buildwire-cursor.txt' },
    page: { type: 'string', default: '100' },
  },
});
requireToken('Set BUILDWIRE_TOKEN to an API token with the READ scope.');

const saved = fs.existsSync(values.state) ? fs.readFileSync(values.state, 'utf8').trim() : '';
const save = (cursor) => fs.writeFileSync(values.state, `${cursor}\n`);

if (!saved) {
  const { eventCursor } = await graphql(`
    {
      eventCursor
    }
  `);
  save(eventCursor);
  emit({ caughtUp: { events: 0, cursor: eventCursor } });
  process.exit(0);
}

const PAGE = `query Feed($after: String, $first: Int) {
  events(after: $after, first: $first) {
    edges { node { id cursor topic type wireId responseId partnerId createdAt } }
    pageInfo { hasNextPage endCursor }
  }
}`;

let after = saved;
let count = 0;
try {
  for (;;) {
    const { events } = await graphql(PAGE, { after, first: Number(values.page) });
    for (const { node } of events.edges) {
      emit({ event: node });
      count++;
    }
    // the end cursor moves on even past events this token may not see: save it every page
    after = events.pageInfo.endCursor ?? after;
    save(after);
    if (!events.pageInfo.hasNextPage) break;
  }
} catch (error) {
  if (error.extensions?.reason === 'CURSOR_PRUNED') {
    console.error('The saved cursor is older than the feed keeps: resync, then start again from now.');
    process.exit(3);
  }
  throw error;
}
emit({ caughtUp: { events: count, cursor: after } });
