import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { jobsSettled, startTestServer, type TestServer } from '../helpers/test-server.js';
import { GqlClient, buyerClient, errorOf, partnerClient, quickAs } from '../helpers/clients.js';
import { createWire } from '../helpers/factories.js';
import { startSmtpCapture } from '../helpers/smtp.js';
import { listenMark, subscribe } from '../helpers/live.js';

/**
 * Notifications end to end: the job queue in PostgreSQL, a real SMTP server in this process
 * (stopped and started again for the outage), the live bell over graphql-ws.
 */
const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;
const LIST = `query N($unreadOnly: Boolean) { unreadNotificationCount
  notifications(first: 20, unreadOnly: $unreadOnly) { totalCount edges { node { id kind title body link reason readAt } } } }`;
const EVENTS = `subscription { notificationEvents { type unreadCount notification { id kind title link } } }`;
const SETTINGS = `{ notificationSettings { kind email canTurnOff } }`;
const SET_EMAIL = `mutation S($kind: NotificationKind!, $email: Boolean!) {
  updateNotificationSettings(input: [{ kind: $kind, email: $email }]) { kind email } }`;

type Listed = {
  unreadNotificationCount: number;
  notifications: {
    totalCount: number;
    edges: {
      node: {
        id: string;
        kind: string;
        title: string;
        body: string;
        link: string;
        reason: string | null;
        readAt: string | null;
      };
    }[];
  };
};

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let server: TestServer;
/** Statements that write notifications or queue jobs, as the server's ORM ran them. */
const writes: string[] = [];
beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer(
    { SMTP_URL: smtp.url, JOB_POLL_INTERVAL_MS: '100' },
    { onQuery: (sql) => void (/insert into "notification"|add_jobs?\(/i.test(sql) && writes.push(sql)) },
  );
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const buyer = () => buyerClient(server);
const seller = () => partnerClient(server);

describe('notifications', () => {
  it('tells the buyer of a new response in the bell, live, and by email with one-click unsubscribe', async () => {
    const owner = await buyer();
    const wire = await createWire(server, owner.member, { title: 'Sharp sand for the Ikoyi site' });
    const ws = owner.client.ws();
    const mark = listenMark(server);
    const live = subscribe(ws, EVENTS);
    const partner = await seller();
    await mark.opened(1);
    const { respondToWire } = await partner.client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
      input: { wireId: wire.id, message: 'Forty tonnes by Thursday.', quote: { amount: '640000' } },
    });
    expect(respondToWire.id).toBeTruthy();

    const [event] = await live.next(1, 10_000);
    expect(event!.data?.notificationEvents).toMatchObject({
      type: 'CREATED',
      unreadCount: 1,
      notification: { kind: 'NEW_RESPONSE', link: `/wires/details?id=${wire.id}` },
    });
    const listed = await owner.client.ok<Listed, unknown>(LIST, {});
    expect(listed.unreadNotificationCount).toBe(1);
    expect(listed.notifications.edges[0]!.node).toMatchObject({
      kind: 'NEW_RESPONSE',
      title: 'New response to "Sharp sand for the Ikoyi site"',
      readAt: null,
    });
    expect(listed.notifications.edges[0]!.node.body).toContain('Forty tonnes by Thursday.');
    // the amount as people read it, not as the column holds it ("640000.00 NGN")
    expect(listed.notifications.edges[0]!.node.body).toContain('with a quote of NGN 640,000.00:');

    const mail = await smtp.waitFor(owner.member.email, /Forty tonnes/, 15_000);
    const unsubscribeHeader = /List-Unsubscribe: <([^>]+)>/.exec(mail.raw.replace(/\r?\n\s+/g, ' '));
    expect(unsubscribeHeader).not.toBeNull();
    expect(mail.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);

    // marking it read reaches every open session: the badge follows
    const read = await owner.client.ok<{ markNotificationsRead: number }, unknown>(
      `mutation M($ids: [ID!]!) { markNotificationsRead(ids: $ids) }`,
      { ids: [listed.notifications.edges[0]!.node.id] },
    );
    expect(read.markNotificationsRead).toBe(0);
    const [, readEvent] = await live.next(2, 10_000);
    expect(readEvent!.data?.notificationEvents).toMatchObject({
      type: 'READ',
      unreadCount: 0,
      notification: null,
    });
    expect(
      (await owner.client.ok<Listed, unknown>(LIST, { unreadOnly: true })).notifications.totalCount,
    ).toBe(0);
    live.stop();
    await ws.dispose();

    // the header's URL opened in a browser: the page that asks first, nothing turned off yet
    const url = new URL(unsubscribeHeader![1]!);
    const opened = await fetch(`${server.url}${url.pathname}${url.search}`, { redirect: 'manual' });
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/unsubscribe${url.search}`);
    // RFC 8058: the mail client POSTs the header's URL; later responses are in the bell only
    const posted = await fetch(`${server.url}${url.pathname}${url.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(posted.status).toBe(200);
    const settings = await owner.client.ok<
      { notificationSettings: { kind: string; email: boolean }[] },
      unknown
    >(SETTINGS, {});
    expect(settings.notificationSettings.find((s) => s.kind === 'NEW_RESPONSE')?.email).toBe(false);
    const another = await seller();
    await another.client.ok(RESPOND, {
      input: { wireId: wire.id, message: 'Twenty tonnes today.', quote: { amount: '330000' } },
    });
    await jobsSettled(server);
    expect((await owner.client.ok<Listed, unknown>(LIST, {})).unreadNotificationCount).toBe(1);
    expect(smtp.sentTo(owner.member.email, /Twenty tonnes/)).toHaveLength(0);
  });

  it('delays mail while SMTP is down and delivers it once when it is back', async () => {
    const port = Number(new URL(smtp.url).port);
    const owner = await buyer();
    const wire = await createWire(server, owner.member, { title: 'Blocks during an outage' });
    const partner = await seller();
    await smtp.stop();
    try {
      await partner.client.ok(RESPOND, {
        input: { wireId: wire.id, message: 'Nine-inch blocks, 2,000 pieces.', quote: { amount: '900000' } },
      });
      // the first attempt fails: the job is still queued, with its error
      const em = server.em() as EntityManager;
      await expect
        .poll(
          async () =>
            (
              await em.execute<{ n: number }[]>(
                `select count(*)::int as n from graphile_worker.jobs where task_identifier = 'notify_mail' and attempts >= 1 and last_error is not null`,
              )
            )[0]!.n,
          { timeout: 20_000, interval: 50 },
        )
        .toBeGreaterThanOrEqual(1);
    } finally {
      smtp = await startSmtpCapture(port);
    }
    await smtp.waitFor(owner.member.email, /Nine-inch blocks/, 30_000);
    await jobsSettled(server);
    expect(smtp.sentTo(owner.member.email, /Nine-inch blocks/)).toHaveLength(1);
  });

  it('tells a partner of decisions and of its account status, with the reason', async () => {
    const owner = await buyer();
    const wire = await createWire(server, owner.member, { title: 'Tiles for two bathrooms' });
    const partner = await seller();
    const { respondToWire } = await partner.client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
      input: { wireId: wire.id, message: 'Porcelain, 60 m².', quote: { amount: '420000' } },
    });
    await owner.client.ok(`mutation A($id: ID!) { acceptResponse(id: $id) { id } }`, {
      id: respondToWire.id,
    });
    const admin = await quickAs(server, 'admin');
    await admin.ok(
      `mutation S($id: ID!, $reason: String!) { suspendPartner(id: $id, reason: $reason) { id } }`,
      {
        id: partner.partner.id,
        reason: 'Quotes did not match deliveries.',
      },
    );
    const listed = await partner.client.ok<Listed, unknown>(LIST, {});
    expect(listed.notifications.edges.map((e) => [e.node.kind, e.node.title, e.node.reason])).toEqual([
      ['ACCOUNT_STATUS', 'Your BuildWire partner account is suspended', 'Quotes did not match deliveries.'],
      // the acceptance made an order, which the partner is asked to confirm
      ['ORDER_UPDATE', expect.stringMatching(/^New order BW-\d{4}-\d{6}$/), null],
      ['RESPONSE_DECISION', 'Your response was accepted: Tiles for two bathrooms', null],
    ]);
    await smtp.waitFor(partner.member.email, /was accepted/, 15_000);
    const suspended = await smtp.waitFor(partner.member.email, /is suspended/, 15_000);
    // account notices cannot be turned off, so they carry no unsubscribe
    expect(suspended.raw).not.toMatch(/List-Unsubscribe/);
  });

  it('turns one kind of email off and on, keeps account notices always on, refuses a forged token', async () => {
    const { client } = await buyer();
    const off = await client.ok<{ updateNotificationSettings: { kind: string; email: boolean }[] }, unknown>(
      SET_EMAIL,
      {
        kind: 'WIRE_EXPIRY',
        email: false,
      },
    );
    expect(off.updateNotificationSettings).toContainEqual({ kind: 'WIRE_EXPIRY', email: false });
    const settings = await client.ok<
      { notificationSettings: { kind: string; email: boolean; canTurnOff: boolean }[] },
      unknown
    >(SETTINGS, {});
    expect(settings.notificationSettings).toContainEqual({
      kind: 'WIRE_EXPIRY',
      email: false,
      canTurnOff: true,
    });
    expect(settings.notificationSettings).toContainEqual({
      kind: 'ACCOUNT_STATUS',
      email: true,
      canTurnOff: false,
    });
    await client.ok(SET_EMAIL, { kind: 'WIRE_EXPIRY', email: true });
    const locked = await client.request(SET_EMAIL, { kind: 'ACCOUNT_STATUS', email: false });
    expect(errorOf(locked)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    expect(locked.errors?.[0]?.extensions?.fieldPath).toEqual(['input', 0, 'email']);
    // several kinds at once, all or none: one bad change refuses the whole request
    const mixed = await client.request(
      `mutation M { updateNotificationSettings(input: [{ kind: WIRE_EXPIRY, email: false }, { kind: ACCOUNT_STATUS, email: false }, { kind: WIRE_EXPIRY, push: false }]) { kind } }`,
    );
    expect(mixed.errors?.map((e) => e.extensions?.fieldPath)).toEqual([
      ['input', 1, 'email'],
      ['input', 2, 'kind'],
    ]);
    const unchanged = await client.ok<{ notificationSettings: { kind: string; email: boolean }[] }, unknown>(
      SETTINGS,
      {},
    );
    expect(unchanged.notificationSettings).toContainEqual({
      kind: 'WIRE_EXPIRY',
      email: true,
      canTurnOff: true,
    });
    const anonymous = new GqlClient(server);
    const forged = await anonymous.request(
      `mutation U($token: String!) { unsubscribeEmail(token: $token) { kind } }`,
      {
        token: 'bm90LWEtbWVtYmVy.Zm9yZ2Vk',
      },
    );
    expect(errorOf(forged)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
  });

  it('warns an owner once before a wire expires, and tells them when it has', async () => {
    const owner = await buyer();
    const wire = await createWire(server, owner.member, { title: 'Paint for the fence' });
    const em = server.em() as EntityManager;
    await em.execute(`update wire set expires_at = now() + interval '3 hours' where id = ?`, [wire.id]);
    const commands = server.app.services.wires.commands;
    await commands.expireDue(server.em() as EntityManager);
    await commands.expireDue(server.em() as EntityManager);
    const warned = await owner.client.ok<Listed, unknown>(LIST, {});
    expect(warned.notifications.edges.map((e) => e.node.title)).toEqual([
      'Your request expires soon: Paint for the fence',
    ]);
    await em.execute(`update wire set expires_at = now() - interval '1 minute' where id = ?`, [wire.id]);
    expect(await commands.expireDue(server.em() as EntityManager)).toContain(wire.id);
    const expired = await owner.client.ok<Listed, unknown>(LIST, {});
    expect(expired.notifications.edges[0]!.node).toMatchObject({
      kind: 'WIRE_EXPIRY',
      title: 'Your request expired: Paint for the fence',
      link: `/wires/details?id=${wire.id}`,
    });
    await smtp.waitFor(owner.member.email, /expired/, 15_000);
  });

  it('writes the notices of many wires expiring at once in one statement each for notifications and their mail', async () => {
    const owners = await Promise.all([buyer(), buyer(), buyer(), buyer()]);
    const wires = await Promise.all(
      owners.map((owner) => createWire(server, owner.member, { title: 'Gravel' })),
    );
    const em = server.em() as EntityManager;
    await em.execute(`update wire set expires_at = now() - interval '1 minute' where id in (?)`, [
      wires.map((wire) => wire.id),
    ]);
    writes.length = 0;
    // (the minute's expiry job may run first: either run writes all four notices at once)
    await server.app.services.wires.commands.expireDue(server.em() as EntityManager);
    for (const owner of owners) await smtp.waitFor(owner.member.email, /expired/, 15_000);
    expect(writes.filter((sql) => /insert into "notification"/i.test(sql))).toHaveLength(1);
    expect(writes.filter((sql) => /add_jobs\(/i.test(sql))).toHaveLength(1);
  });
});
