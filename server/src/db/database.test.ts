import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

import { closedDirectoryAbove, freePort } from './database.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('closedDirectoryAbove', () => {
  it('finds the directory others cannot enter on the way to a file, and none when all are open', () => {
    const top = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-closed-'));
    made.push(top);
    const inner = path.join(top, 'checkout', 'node_modules');
    fs.mkdirSync(inner, { recursive: true });
    const file = path.join(inner, 'initdb');
    fs.writeFileSync(file, '');

    fs.chmodSync(top, 0o700);
    expect(closedDirectoryAbove(file)).toBe(top);
    fs.chmodSync(top, 0o755);
    fs.chmodSync(path.join(top, 'checkout'), 0o750);
    expect(closedDirectoryAbove(file)).toBe(path.join(top, 'checkout'));
    fs.chmodSync(path.join(top, 'checkout'), 0o755);
    expect(closedDirectoryAbove(file)).toBeNull();
  });
});

describe('freePort', () => {
  it("passes over the ports it must avoid (the app's own), however often they are offered", async () => {
    const offered = [4000, 4000, 5433];
    const port = await freePort([4000], async () => offered.shift()!);
    expect(port).toBe(5433);
    expect(offered).toEqual([]);
  });

  it('gives a port nothing listens on, which can then be listened on', async () => {
    const port = await freePort();
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    await new Promise((resolve) => server.close(resolve));
    expect(port).toBeGreaterThan(0);
  });
});
