// The parent side of a benchmark child process: fork, wait for `ready`, ask, stop.
import { fork } from 'node:child_process';
import { sleep, withTimeout } from './common.mjs';

export async function startChild(script, env, { timeoutMs = 60_000, execArgv = [] } = {}) {
  const child = fork(script, [], {
    env: { ...process.env, ...env },
    execArgv: ['--expose-gc', ...execArgv],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let seq = 0;
  const pending = new Map();
  let exited = false;
  const ready = new Promise((resolve, reject) => {
    child.on('message', (m) => {
      if (m?.type === 'ready') resolve(m);
      else if (m?.type === 'failed') reject(new Error(`child failed: ${m.error}`));
      else if (m?.id && pending.has(m.id)) {
        pending.get(m.id)(m.value);
        pending.delete(m.id);
      }
    });
    child.once('exit', (code) => {
      exited = true;
      reject(new Error(`child exited with ${code} before it was ready`));
    });
  });
  const info = await withTimeout(ready, timeoutMs, `${script} to start`);
  const ask = (type, extra = {}, { timeoutMs: answerMs = 30_000 } = {}) =>
    withTimeout(
      new Promise((resolve) => {
        const id = ++seq;
        pending.set(id, resolve);
        child.send({ type, id, ...extra });
      }),
      answerMs,
      `child answer to ${type}`,
    );
  return {
    ...info,
    pid: child.pid,
    ask,
    /** Asks the child to stop; kills it (by its pid) if it has not gone within 10 s. */
    stop: async () => {
      if (exited || child.exitCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      try {
        child.send({ type: 'stop' });
      } catch {
        /* channel already closed */
      }
      await withTimeout(gone, 10_000, 'child to stop').catch(() => {
        child.kill('SIGKILL');
      });
    },
  };
}

/** Asks `child` how many subscriptions are live until there are `count` (or the time is up). */
export async function waitForSubscribers(child, count, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  let n = 0;
  while (Date.now() < deadline) {
    n = await child.ask('subscribers');
    if (n >= count) return n;
    await sleep(100);
  }
  return n;
}

/** The child side: answer the parent's questions with `handlers[type]()`. */
export function serveParent(handlers, stop) {
  process.on('message', async (m) => {
    if (m?.type === 'stop') {
      try {
        await stop();
      } finally {
        process.exit(0);
      }
    }
    const handler = handlers[m?.type];
    if (handler) process.send({ id: m.id, value: await handler(m) });
  });
  // the parent went away: do not linger
  process.on('disconnect', () => {
    void Promise.resolve(stop()).finally(() => process.exit(0));
  });
}

export function memory() {
  // the CPU time the process has used so far (ms), read before the collections below
  const cpu = process.cpuUsage();
  const cpuMs = (cpu.user + cpu.system) / 1000;
  globalThis.gc?.();
  globalThis.gc?.();
  const m = process.memoryUsage();
  return { rss: m.rss, heapUsed: m.heapUsed, external: m.external, arrayBuffers: m.arrayBuffers, cpuMs };
}
