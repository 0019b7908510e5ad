import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { InitDeadlines, KeepAlive } from './ws-timers.js';

/** A socket as the keep-alive sees it: what it was sent, and whether it was dropped. */
function fakeSocket(name: string) {
  const socket = {
    name,
    OPEN: 1,
    CLOSED: 3,
    readyState: 1,
    pings: 0,
    terminated: false,
    ping() {
      socket.pings++;
    },
    terminate() {
      socket.terminated = true;
      socket.readyState = 3;
    },
  };
  return socket;
}
type FakeSocket = ReturnType<typeof fakeSocket>;
const asSocket = (socket: FakeSocket) => socket as unknown as WebSocket;

describe('KeepAlive', () => {
  it('pings every socket once per round of ticks, a slice at a time (not all at once)', () => {
    const sockets = Array.from({ length: 30 }, (_, i) => fakeSocket(`s${i}`));
    const keepAlive = new KeepAlive(12);
    for (const socket of sockets) keepAlive.add(asSocket(socket));
    for (let round = 1; round <= 3; round++) {
      for (let tick = 0; tick < 12; tick++) {
        const before = sockets.reduce((sum, socket) => sum + socket.pings, 0);
        keepAlive.tick();
        const pinged = sockets.reduce((sum, socket) => sum + socket.pings, 0) - before;
        expect(pinged).toBeLessThanOrEqual(Math.ceil(30 / 12));
        for (const socket of sockets) keepAlive.answered(asSocket(socket));
      }
      expect(sockets.map((socket) => socket.pings)).toEqual(sockets.map(() => round));
    }
    expect(sockets.filter((socket) => socket.terminated)).toEqual([]);
  });

  it('drops a socket that has not answered its ping by its next turn, and only then', () => {
    const [quiet, talking, closed] = ['quiet', 'talking', 'closed'].map(fakeSocket) as [
      FakeSocket,
      FakeSocket,
      FakeSocket,
    ];
    const keepAlive = new KeepAlive(3);
    for (const socket of [quiet, talking, closed]) keepAlive.add(asSocket(socket));
    closed.readyState = 3;
    const round = () => {
      for (let tick = 0; tick < 3; tick++) keepAlive.tick();
    };
    round();
    expect([quiet.pings, talking.pings, closed.pings]).toEqual([1, 1, 0]);
    keepAlive.answered(asSocket(talking));
    expect(quiet.terminated).toBe(false);
    round();
    expect(quiet.terminated).toBe(true);
    expect(talking.terminated).toBe(false);
    expect(talking.pings).toBe(2);
    expect(closed.terminated).toBe(false);
  });
});

describe('InitDeadlines', () => {
  it('tells of each socket whose wait is over, in the order they opened, and of none that initialised or closed', () => {
    let now = 0;
    const expired: string[] = [];
    const deadlines = new InitDeadlines(
      3_000,
      (socket) => expired.push((socket as unknown as FakeSocket).name),
      () => now,
    );
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map(fakeSocket) as [
      FakeSocket,
      FakeSocket,
      FakeSocket,
      FakeSocket,
    ];
    deadlines.add(asSocket(a));
    now = 1_000;
    deadlines.add(asSocket(b));
    deadlines.add(asSocket(c));
    now = 2_000;
    deadlines.add(asSocket(d));
    deadlines.delete(asSocket(c)); // it sent connection_init
    now = 2_999;
    deadlines.check();
    expect(expired).toEqual([]);
    now = 4_000;
    deadlines.check();
    expect(expired).toEqual(['a', 'b']);
    expect(deadlines.size).toBe(1);
    now = 10_000;
    deadlines.check();
    expect(expired).toEqual(['a', 'b', 'd']);
    expect(deadlines.size).toBe(0);
    deadlines.stop();
  });
});
