import { spawn, type ChildProcess } from 'node:child_process';

/** The ready line `main.ts` logs: "(port 41234)", or with WORKERS=N "(2 processes, port 41234)". */
const READY = /BuildWire is ready on \S+ \((?:\d+ processes, )?port (\d+)\)/;

export type ServerProcess = {
  child: ChildProcess;
  /** Everything it printed so far (stdout and stderr). */
  output: () => string;
  /** Its base URL on 127.0.0.1, once it logs that it is ready. */
  url: Promise<string>;
};

/**
 * The built server (`server/dist/app/main.js`, as `npm start` runs it) in a child process that
 * takes a port of its own (PORT=0) and says which when ready. Nothing picks a free port here and
 * hands it over, so nothing else on a busy machine can take it in between. `env` must let the
 * ready line through (LOG_LEVEL info or lower). Needs `npm run build -w server`. As in
 * test-server.ts, an operation costs its estimate, whatever a busy machine's statements take.
 */
export function startServerProcess(env: NodeJS.ProcessEnv, readyWithinMs = 120_000): ServerProcess {
  const child = spawn(process.execPath, ['server/dist/app/main.js'], {
    env: { COST_PER_DATABASE_MS: '0', ...env, PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`not ready in ${readyWithinMs} ms:\n${output}`)),
      readyWithinMs,
    );
    let heard = false;
    const hear = (chunk: Buffer) => {
      output += String(chunk);
      // looked for until found: after it, the output only grows (request logs at info)
      if (heard) return;
      const ready = READY.exec(output);
      if (!ready) return;
      heard = true;
      clearTimeout(timer);
      resolve(`http://127.0.0.1:${ready[1]}`);
    };
    child.stdout!.on('data', hear);
    child.stderr!.on('data', hear);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`exited (${signal ?? code}) before it was ready:\n${output}`));
    });
  });
  // a test that never awaits `url` (it failed before) leaves no unhandled rejection behind
  url.catch(() => {});
  return { child, output: () => output, url };
}
