// Figure 3's subscribers in a process of their own: the parent (which posts, asks the server
// child and reports) keeps its heap and its work apart from the process reading thousands of
// frames, so what the readers see does not depend on what the parent did before (in one process,
// after the 1k runs, the 10k readers lagged the server's last frame by 70–119 ms; alone, 21–25).
// Environment: SUBSCRIBERS_URL, SUBSCRIBERS_QUERY, SUBSCRIBERS_COUNT. Times are on the machine's
// monotonic clock (`nowMs`), the parent's too.
import { serveParent } from './lib/child-ipc.mjs';
import { openSubscribers } from './lib/subscribers.mjs';

const { SUBSCRIBERS_URL: url, SUBSCRIBERS_QUERY: query, SUBSCRIBERS_COUNT: count } = process.env;
try {
  const subs = await openSubscribers(url, query, Number(count));
  let floor = null;
  serveParent(
    {
      /** The readings of the event about wire `wireId` (posted at `t0`), once all have it or time is up. */
      event: ({ wireId, t0 }) => subs.waitFor(wireId, t0),
      /** Listens for the floor's frames; `floor` answers once they are all read. */
      armFloor: () => {
        floor = subs.expectFloor();
        floor.catch(() => {}); // (awaited by `floor`)
        return true;
      },
      /** The floor's readings, ms after `t0`. */
      floor: async ({ t0 }) => {
        try {
          return { latencies: (await floor).map((at) => at - t0) };
        } catch (error) {
          return { error: String(error?.message ?? error) };
        }
      },
      errors: () => subs.errors,
      eventBytes: () => subs.eventBytes,
    },
    () => subs.close(),
  );
  process.send({ type: 'ready', opened: subs.sockets.length });
} catch (error) {
  process.send?.({ type: 'failed', error: String(error?.stack ?? error) });
  process.exit(1);
}
