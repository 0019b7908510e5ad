import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EntityManager } from '@mikro-orm/postgresql';
import { WireKind } from '../../server/src/wire/wire.enums.js';
import { instantMatches } from '../../server/src/search/saved-search.sql.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { createWire, LAGOS } from '../helpers/factories.js';
import { startSmtpCapture, type CapturedMail } from '../helpers/smtp.js';
import { listenMark, subscribe } from '../helpers/live.js';
import { ABUJA, EVENTS, POST, accountOn, save } from '../helpers/saved-searches.js';

/**
 * Saved searches' alerts end to end: the one matching statement, instant alerts through the job
 * queue (in-app, live, and by email to a real SMTP server in this process), the daily digest sent once.
 */
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let server: TestServer;
/** Statements naming saved_search while `counting` (the matching's own). */
let counting = false;
let matchingStatements = 0;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer(
    { SMTP_URL: smtp.url, JOB_POLL_INTERVAL_MS: '100' },
    { onQuery: (sql) => void (counting && /saved_search/.test(sql) && matchingStatements++) },
  );
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const account = (role?: 'member' | 'partner') => accountOn(server, role);

const mailsTo = (address: string, pattern: RegExp): CapturedMail[] =>
  smtp.messages.filter((m) => m.to.includes(address.toLowerCase()) && pattern.test(m.raw));

/** Resolves once no job is waiting or running (mail sent, matching done). */
async function jobsSettled(): Promise<void> {
  const em = server.em();
  await expect
    .poll(
      async () =>
        (
          await em.execute<{ n: number }[]>(
            `select count(*)::int as n from graphile_worker.jobs where task_identifier in ('notify_mail', 'saved_search_match')`,
          )
        )[0]!.n,
      { timeout: 20_000, interval: 50 },
    )
    .toBe(0);
}

describe('saved searches: matching and alerts', () => {
  it('matches a wire across kind, text, place + radius and budget, never for its own owner', async () => {
    const owner = await account();
    const wire = await createWire(server, owner.member, {
      kind: WireKind.BUILDING_MATERIALS,
      title: '40 bags of cement for a fence',
      budgetMin: '50000',
      budgetMax: '100000',
    });
    const cases: [string, Record<string, unknown>, boolean][] = [
      ['materials', { kinds: ['BUILDING_MATERIALS'] }, true],
      ['property', { kinds: ['PROPERTY'] }, false],
      ['cement', { text: 'cement fence' }, true],
      ['timber', { text: 'timber' }, false],
      ['near Lagos', { place: 'Lagos', near: { ...LAGOS, radiusKm: 30 } }, true],
      ['near Abuja', { place: 'Abuja', near: { ...ABUJA, radiusKm: 100 } }, false],
      ['budget reachable', { budgetMin: '80000', budgetMax: '90000' }, true],
      ['budget too high', { budgetMin: '500000' }, false],
      ['budget too low', { budgetMax: '20000' }, false],
      [
        'all together',
        {
          kinds: ['BUILDING_MATERIALS'],
          text: 'cement',
          near: { ...LAGOS, radiusKm: 5 },
          budgetMax: '60000',
        },
        true,
      ],
    ];
    const expected: string[] = [];
    const emails = new Map<string, string>();
    for (const [name, filter, matches] of cases) {
      const searcher = await account();
      await save(searcher.client, { name, filter });
      emails.set(searcher.member.id, name);
      if (matches) expected.push(name);
    }
    // the owner's own search, and searches that are not INSTANT, are not alerted
    await save(owner.client, { name: 'my own', filter: {} });
    const daily = await account();
    await save(daily.client, { name: 'daily', frequency: 'DAILY', filter: {} });

    const matched = await instantMatches(server.em(), wire.id);
    const names = matched
      .map((m) => emails.get(m.memberId))
      .filter(Boolean)
      .sort();
    expect(names).toEqual(expected.sort());
    expect(matched.some((m) => m.memberId === owner.member.id || m.memberId === daily.member.id)).toBe(false);
  });

  it('matches in the same few statements with 3 or 30 saved searches', async () => {
    const owner = await account();
    const measure = async (others: number) => {
      const wire = await createWire(server, owner.member, { title: `Sharp sand, ${others} others` });
      const searcher = await account();
      await save(searcher.client, { name: 'sand', filter: { text: `sand ${others}` } });
      for (let i = 0; i < others; i++) {
        const other = await account();
        await save(other.client, {
          name: `far ${i}`,
          filter: i % 2 ? { place: 'Abuja', near: { ...ABUJA, radiusKm: 50 } } : { kinds: ['PROPERTY'] },
        });
      }
      matchingStatements = 0;
      counting = true;
      const notified = await server.app.services.savedSearches.alerts.alertMatches(wire.id);
      counting = false;
      expect(notified).toBeGreaterThanOrEqual(1);
      return matchingStatements;
    };
    const few = await measure(3);
    const many = await measure(30);
    expect(few).toBe(1);
    expect(many).toBe(few);
    await jobsSettled();
  });

  it('alerts an INSTANT search owner of a posted wire: in the bell, live, and by email with unsubscribe', async () => {
    const partner = await account('partner');
    await save(partner.client, {
      name: 'Blocks in Lagos',
      filter: {
        kinds: ['BUILDING_MATERIALS'],
        text: 'blocks',
        place: 'Lagos',
        near: { ...LAGOS, radiusKm: 30 },
      },
    });
    const ws = partner.client.ws();
    const mark = listenMark(server);
    const live = subscribe(ws, EVENTS);
    await mark.opened(1);
    const buyer = await account();
    const { postWire } = await buyer.client.ok<{ postWire: { id: string } }, unknown>(POST, {
      input: {
        kind: 'BUILDING_MATERIALS',
        title: '2,000 nine-inch blocks',
        location: { label: 'Surulere, Lagos', lat: 6.4969, lng: 3.3481 },
        materials: { lines: [{ material: 'Blocks', quantity: 2000, unit: 'pieces' }], deliveryNeeded: true },
      },
    });
    const [event] = await live.next(1, 20_000);
    expect(event!.data?.notificationEvents).toMatchObject({
      type: 'CREATED',
      notification: {
        kind: 'SAVED_SEARCH_MATCH',
        title: 'New wire matching "Blocks in Lagos": 2,000 nine-inch blocks',
        link: `/wires/details?id=${postWire.id}`,
      },
    });
    live.stop();
    await ws.dispose();
    const mail = await smtp.waitFor(partner.member.email, /nine-inch blocks/, 20_000);
    expect(mail.raw.replace(/\r?\n\s+/g, ' ')).toMatch(/List-Unsubscribe: <[^>]+unsubscribe[^>]+>/);
    expect(mail.raw).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    // the buyer's own INSTANT search never alerts them of their own wire
    await jobsSettled();
    expect(mailsTo(buyer.member.email, /nine-inch blocks/)).toHaveLength(0);
  });

  it('sends the daily digest once per account and day, however often it runs', async () => {
    const reader = await account();
    await save(reader.client, { name: 'Tiles daily', frequency: 'DAILY', filter: { text: 'tiles' } });
    await save(reader.client, { name: 'Paint daily', frequency: 'DAILY', filter: { text: 'paint' } });
    const owner = await account();
    await createWire(server, owner.member, { title: 'Floor tiles for a shop' });
    await createWire(server, owner.member, { title: 'Emulsion paint, 20 buckets' });
    await createWire(server, owner.member, { title: 'Roof trusses' });

    const alerts = server.app.services.savedSearches.alerts;
    // two processes' runs at once, then a rerun: one digest in all
    const [a, b] = await Promise.all([alerts.sendDigests(), alerts.sendDigests()]);
    const again = await alerts.sendDigests();
    expect(a + b + again).toBeGreaterThanOrEqual(1);
    const mail = await smtp.waitFor(reader.member.email, /new wires match your saved searches/, 20_000);
    const text = mail.raw.replace(/=\r?\n/g, '');
    expect(text).toContain('Floor tiles for a shop');
    expect(text).toContain('Emulsion paint, 20 buckets');
    expect(text).not.toContain('Roof trusses');
    await jobsSettled();
    expect(mailsTo(reader.member.email, /saved searches/)).toHaveLength(1);
    const em = server.em() as EntityManager;
    const [row] = await em.execute<{ n: number }[]>(
      `select count(*)::int as n from saved_search_digest where member_id = ?`,
      [reader.member.id],
    );
    expect(row!.n).toBe(1);
  });
});
