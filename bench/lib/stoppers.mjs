// Bookkeeping: everything a run starts registers its stop here, and is stopped in `finally`
// (or by the hard time limit, or on SIGINT/SIGTERM), newest first.
const stoppers = [];

/** Registers `stop` (async); returns it. */
export function track(stop) {
  stoppers.push(stop);
  return stop;
}

/** Stops everything registered so far, newest first; a failing stop does not stop the rest. */
export async function stopAll() {
  while (stoppers.length)
    await stoppers
      .pop()()
      .catch(() => {});
}

/** Forgets what is registered without stopping it (the caller stops it itself). */
export function forgetAll() {
  stoppers.length = 0;
}
