import net from 'node:net';

/** One wake transport of the event bus (EVENT_BUS_URL), as the tests run it. */
export type BusDriver = {
  name: 'pg' | 'nats' | 'redis';
  /** EVENT_BUS_URL: unset for PostgreSQL. */
  url: string | undefined;
  /** Why its tests skip (its server is unreachable here), or null. */
  skip: string | null;
};

function reachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/**
 * The three drivers. NATS (127.0.0.1:4222) and Redis (127.0.0.1:6379) run on every development
 * and CI machine here; one that is absent skips its tests with the reason printed, except on CI
 * (CI set), where they run and fail.
 */
export async function busDrivers(): Promise<BusDriver[]> {
  const drivers: BusDriver[] = [{ name: 'pg', url: undefined, skip: null }];
  for (const [name, url] of [
    ['nats', process.env.TEST_NATS_URL ?? 'nats://127.0.0.1:4222'],
    ['redis', process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'],
  ] as const) {
    let skip: string | null = null;
    if (!process.env.CI && !(await reachable(url))) {
      skip = `${name} is not reachable at ${url}`;
      console.warn(`skipping the ${name} event bus tests: ${skip}`);
    }
    drivers.push({ name, url, skip });
  }
  return drivers;
}

/**
 * A TCP proxy the test owns in front of a bus server, so it can cut the bus connections of one
 * process (and refuse new ones for a while) without touching anyone else's.
 */
export async function tcpProxy(target: string) {
  const { hostname, port } = new URL(target);
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) return void client.destroy();
    const upstream = net.connect({ host: hostname, port: Number(port) });
    const done = () => {
      for (const socket of [client, upstream]) {
        socket.destroy();
        sockets.delete(socket);
      }
    };
    sockets.add(client).add(upstream);
    client.pipe(upstream).pipe(client);
    for (const socket of [client, upstream]) socket.on('error', done).on('close', done);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  const url = new URL(target);
  url.port = String(address.port);
  url.hostname = '127.0.0.1';
  return {
    url: url.toString(),
    /** Drops every connection through the proxy and refuses new ones until `resume`. */
    cut() {
      open = false;
      for (const socket of [...sockets]) socket.destroy();
    },
    resume() {
      open = true;
    },
    close: () => {
      for (const socket of [...sockets]) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
