import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess } from '../helpers/server-process.js';

async function waitFor(url: string, ms: number): Promise<Response> {
  const deadline = Date.now() + ms;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status === 200) return response;
      last = response.status;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} not ready: ${String(last)}`);
}

const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * Boots the built server the way a new user does: no DATABASE_URL, so an embedded PostgreSQL
 * under the data folder; migrations, seed, then serving. Needs `npm run build -w server`.
 */
describe('a fresh start with no DATABASE_URL', () => {
  it('starts an embedded PostgreSQL, seeds, answers /readyz, and drains on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-boot-'));
    fs.chmodSync(dataDir, 0o755);
    dirs.push(dataDir);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      // the drain below sends 40 reads at once from one address: room for all of them in the
      // client's queue (20 by default), so what answers them is the drain, not the limits
      CLIENT_MAX_QUEUED: '100',
    };
    delete env.DATABASE_URL;
    const server = startServerProcess(env);
    const { child } = server;
    children.push(child);
    const base = await server.url;

    const ready = await waitFor(`${base}/readyz`, 60_000).catch((error: Error) => {
      throw new Error(`${error.message}\n${server.output()}`);
    });
    expect(await ready.json()).toEqual({ ok: true, database: 'up' });
    expect(fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
    expect(server.output()).toMatch(/admin:\s+admin@buildwire\.local \/ \S+/);

    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    const unknown = await fetch(`${base}/definitely/not/here`);
    expect(unknown.status).toBe(404);

    // requests already sent when SIGTERM arrives are all answered, none reset (the drain)
    const read = () =>
      fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ wireboard(first: 50) { edges { node { id title } } } }' }),
      }).then(
        async (response) => ({
          status: response.status,
          errors: ((await response.json()) as { errors?: unknown }).errors,
        }),
        (error: Error) => ({
          status: 0,
          errors: String((error.cause as Error | undefined)?.message ?? error.message),
        }),
      );
    await Promise.all(Array.from({ length: 8 }, read)); // keep-alive connections, now idle
    const inFlight = Array.from({ length: 40 }, read);
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    const answers = await Promise.all(inFlight);
    expect(answers.filter((answer) => answer.status !== 200 || answer.errors)).toEqual([]);
    expect(await exited).toBe(0);
  }, 90_000);
});
