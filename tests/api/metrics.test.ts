import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { Metrics } from '../../server/src/platform/observability/metrics.js';
import { EventBus } from '../../server/src/events/event-bus.js';
import { logger } from '../../server/src/common/logger.js';
import { WireEventType } from '../../server/src/wire/wire.enums.js';
import { GqlClient, quickAs } from '../helpers/clients.js';
import { createAccount, createWire } from '../helpers/factories.js';
import { listenMark, subscribe } from '../helpers/live.js';
import { useTestServer } from '../helpers/test-server.js';

/** /metrics in Prometheus's text format, as a scraper reads it from a real server. */
const BOARD_EVENTS = `subscription Board { wireboardEvents { type wire { id } } }`;

const server = useTestServer();

async function scrape(target = server.url, headers: Record<string, string> = {}) {
  const response = await fetch(`${target}/metrics`, { headers });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** The value of one sample line, e.g. `name{a="b"}`, or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('/metrics', () => {
  it('counts operations by name with their latency, errors by code, sockets, subscriptions, events and the pool', async () => {
    const visitor = new GqlClient(server);
    await visitor.request(`query MetricsProbe { __typename }`);
    await visitor.request(`query MetricsProbe { __typename }`);
    // signed-in-only field asked by a visitor: one UNAUTHENTICATED error
    await visitor.request(`query WhoAmI { myWires(first: 1) { totalCount } }`);

    const buyer = await quickAs(server, 'member');
    const ws = buyer.ws();
    const mark = listenMark(server);
    const live = subscribe(ws, BOARD_EVENTS);
    await mark.opened(1);
    const owner = await createAccount(server, { role: 'member', password: null });
    const wire = await createWire(server, owner);
    await server.app.services.events.emit({ topic: 'WIRE', type: WireEventType.CREATED, wireId: wire.id });
    await live.next(1, 10_000);

    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(
      sample(
        text,
        'buildwire_graphql_operations_total{operation="MetricsProbe",type="query",transport="http"}',
      ),
    ).toBe(2);
    expect(
      sample(
        text,
        'buildwire_graphql_operation_duration_seconds_count{operation="MetricsProbe",type="query"}',
      ),
    ).toBe(2);
    expect(sample(text, 'buildwire_graphql_errors_total{code="UNAUTHENTICATED",transport="http"}')).toBe(1);
    expect(
      sample(
        text,
        'buildwire_graphql_operations_total{operation="Board",type="subscription",transport="ws"}',
      ),
    ).toBe(1);
    expect(sample(text, 'buildwire_websockets_open')).toBe(1);
    expect(sample(text, 'buildwire_subscriptions_active')).toBe(1);
    expect(sample(text, 'buildwire_events_published_total{topic="WIRE"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'buildwire_events_delivered_total{topic="WIRE"}')).toBeGreaterThanOrEqual(1);
    // the latest live event, timed from its arrival (stamped by the bus) to its one frame
    expect(sample(text, 'buildwire_live_event_frames')).toBe(1);
    const fanOutSeconds = sample(text, 'buildwire_live_event_fanout_seconds');
    expect(fanOutSeconds).toBeGreaterThan(0);
    expect(fanOutSeconds).toBeLessThan(10);
    expect(sample(text, 'buildwire_db_pool_in_use')).toBeGreaterThanOrEqual(0);
    // the lag is read (a number: NaN would mean the outbox could not be counted)
    expect(sample(text, 'buildwire_event_outbox_lag')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'buildwire_db_pool_waiting')).toBe(0);
    expect(
      sample(text, 'buildwire_http_requests_total{method="POST",route="/graphql",status="200"}'),
    ).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/^buildwire_process_resident_memory_bytes \d+/m);

    // a closed socket leaves the gauges
    live.stop();
    await ws.dispose();
    await expect.poll(async () => sample((await scrape()).text, 'buildwire_websockets_open')).toBe(0);
    expect(sample((await scrape()).text, 'buildwire_subscriptions_active')).toBe(0);
  });

  it('labels at most a few well-formed operation names: a client cannot make a label per request', async () => {
    const visitor = new GqlClient(server);
    await visitor.request(`query ${'x'.repeat(80)} { __typename }`);
    const { text } = await scrape();
    expect(text).not.toMatch(/x{80}/);
    expect(
      sample(text, 'buildwire_graphql_operations_total{operation="other",type="query",transport="http"}'),
    ).toBeGreaterThanOrEqual(1);
  });
});

describe('who may read /metrics', () => {
  const servers: http.Server[] = [];
  const bus = new EventBus('postgres://unused', logger);
  afterAll(async () => {
    for (const s of servers) await new Promise((resolve) => s.close(resolve));
  });
  async function serve(config: { isProduction: boolean; metricsToken: string | null }) {
    const app = express();
    app.get('/metrics', new Metrics(bus, () => undefined).handler(config));
    const listening = app.listen(0, '127.0.0.1');
    servers.push(listening);
    await new Promise((resolve) => listening.once('listening', resolve));
    return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  }

  it('asks for the bearer token when one is configured', async () => {
    const url = await serve({ isProduction: true, metricsToken: 'scrape-secret-2026' });
    expect((await scrape(url)).status).toBe(401);
    expect((await scrape(url, { authorization: 'Bearer wrong-secret-2026!' })).status).toBe(401);
    const allowed = await scrape(url, { authorization: 'Bearer scrape-secret-2026' });
    expect(allowed.status).toBe(200);
    expect(allowed.text).toMatch(/buildwire_http_requests_total/);
  });

  it('is not there in production without a token', async () => {
    expect((await scrape(await serve({ isProduction: true, metricsToken: null }))).status).toBe(404);
  });
});
