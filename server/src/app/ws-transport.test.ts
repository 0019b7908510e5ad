import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { KeepAlive } from './ws-transport.js';

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
