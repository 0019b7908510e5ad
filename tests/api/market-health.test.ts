import { beforeAll, describe, expect, it } from 'vitest';
import { MarketHealthDocument, type MarketHealthQuery } from '../../client/src/gql/graphql.js';
import type { Member } from '../../server/src/member/member.entity.js';
import { Partner } from '../../server/src/partner/partner.entity.js';
import { WireResponse } from '../../server/src/response/response.entity.js';
import { ResponseStatus } from '../../server/src/response/response.enums.js';
import type { Wire } from '../../server/src/wire/wire.entity.js';
import { WireKind } from '../../server/src/wire/wire.enums.js';
import { errorOf, quickAs, type GqlClient } from '../helpers/clients.js';
import { createAccount, createPartner, createWire } from '../helpers/factories.js';
import { useTestServer } from '../helpers/test-server.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const server = useTestServer({ JOB_WORKER: 'false' });

type Health = MarketHealthQuery['marketHealth'];
let admin: GqlClient;

async function wire(owner: Member, kind: WireKind, locationLabel: string, hoursAgo: number): Promise<Wire> {
  return createWire(server, owner, {
    kind,
    locationLabel,
    createdAt: new Date(Date.now() - hoursAgo * HOUR),
  });
}

/** A quote `afterHours` after the wire was posted (written as the ORM would, its time set). */
async function quote(
  on: Wire,
  partner: Partner,
  afterHours: number,
  status: ResponseStatus,
  amount = '100.00',
): Promise<WireResponse> {
  const em = server.em();
  const response = em.create(WireResponse, {
    wire: on.id,
    partner: em.getReference(Partner, partner.id),
    message: 'Quote',
    quoteAmount: amount,
    quoteCurrency: 'NGN',
    status,
    createdAt: new Date(on.createdAt.getTime() + afterHours * HOUR),
  });
  await em.persist(response).flush();
  return response;
}

async function health(period: Record<string, unknown>): Promise<Health> {
  return (await admin.ok(MarketHealthDocument, { period })).marketHealth;
}

/**
 * The known set. This period (last 7 days): two materials wires in Abuja with no quote; a property
 * wire in Lekki quoted after 1 h (accepted, 1000) and 3 h; a materials wire in "Lagos, Nigeria"
 * quoted only after 30 h; a property wire in Ikeja quoted after 2 h (then accepted, 500.50).
 * The period before: one materials wire in Abuja quoted after 1 h.
 */
beforeAll(async () => {
  admin = await quickAs(server, 'admin');
  const [b1, b2, b3] = await Promise.all([1, 2, 3].map(() => createAccount(server, { password: null })));
  const [p1, p2, p3] = await Promise.all([1, 2, 3].map(() => createPartner(server).then((p) => p.partner)));
  await wire(b1!, WireKind.BUILDING_MATERIALS, 'Wuse, Abuja', 48);
  await wire(b1!, WireKind.BUILDING_MATERIALS, 'Garki, Abuja', 47);
  const lekki = await wire(b2!, WireKind.PROPERTY, 'Lekki, Lagos', 50);
  await quote(lekki, p1!, 1, ResponseStatus.ACCEPTED, '1000.00');
  await quote(lekki, p2!, 3, ResponseStatus.SENT);
  const lagos = await wire(b2!, WireKind.BUILDING_MATERIALS, 'Lagos, Nigeria', 48);
  await quote(lagos, p3!, 30, ResponseStatus.DECLINED);
  const ikeja = await wire(b3!, WireKind.PROPERTY, 'Ikeja, Lagos', 40);
  const later = await quote(ikeja, p1!, 2, ResponseStatus.SENT, '500.50');
  // a decision after the fact counts (the trigger follows the status)
  const em = server.em();
  await em.nativeUpdate(WireResponse, { id: later.id }, { status: ResponseStatus.ACCEPTED });
  const before = await wire(b1!, WireKind.BUILDING_MATERIALS, 'Wuse, Abuja', 9 * 24);
  await quote(before, p1!, 1, ResponseStatus.SENT);
});

describe('marketHealth', () => {
  it('gives each figure of the period and of the one before', async () => {
    const h = await health({ days: 7 });
    const today = new Date(Math.floor(Date.now() / DAY) * DAY).toISOString().slice(0, 10);
    expect(h.period).toEqual({
      from: new Date(Date.parse(today) - 6 * DAY).toISOString().slice(0, 10),
      to: today,
      days: 7,
    });
    expect(h.previousPeriod.days).toBe(7);
    expect(h.previousPeriod.to).toBe(new Date(Date.parse(today) - 7 * DAY).toISOString().slice(0, 10));
    expect(h.current).toEqual({
      wires: 5,
      filledWithin24h: 2,
      fillRate: 0.4,
      quotedWires: 3,
      medianMinutesToFirstQuote: 120,
      quotes: 4,
      quotesPerWire: 0.8,
      acceptedQuotes: 2,
      acceptanceRate: 0.5,
      acceptedValue: [{ amount: '1500.50', currency: 'NGN' }],
    });
    expect(h.actors).toEqual({ partners: 3, buyers: 3 });
    expect(h.previous).toEqual({
      wires: 1,
      filledWithin24h: 1,
      fillRate: 1,
      quotedWires: 1,
      medianMinutesToFirstQuote: 60,
      quotes: 1,
      quotesPerWire: 1,
      acceptedQuotes: 0,
      acceptanceRate: 0,
      acceptedValue: [],
    });
    expect(h.previousActors).toEqual({ partners: 1, buyers: 1 });
    expect(h.daily).toHaveLength(7);
    expect(h.daily.reduce((n, d) => n + d.wires, 0)).toBe(5);
    expect(h.previousDaily.reduce((n, d) => n + d.wires, 0)).toBe(1);
  });

  it('breaks the figures down by kind, by state and by both', async () => {
    const h = await health({ days: 7 });
    const slice = (s: Health['byKind'][number]) => ({
      kind: s.kind,
      state: s.state,
      wires: s.current.wires,
      fillRate: s.current.fillRate,
      quotes: s.current.quotes,
      before: s.previous.wires,
      beforeFill: s.previous.fillRate,
    });
    expect(h.byKind.map(slice)).toEqual([
      { kind: 'BUILDING_MATERIALS', state: null, wires: 3, fillRate: 0, quotes: 1, before: 1, beforeFill: 1 },
      { kind: 'PROPERTY', state: null, wires: 2, fillRate: 1, quotes: 3, before: 0, beforeFill: 0 },
    ]);
    // "Lagos, Nigeria" is the state of Lagos itself, not a state called Nigeria
    expect(h.byState.map(slice)).toEqual([
      { kind: null, state: 'Lagos', wires: 3, fillRate: 2 / 3, quotes: 4, before: 0, beforeFill: 0 },
      { kind: null, state: 'Abuja', wires: 2, fillRate: 0, quotes: 0, before: 1, beforeFill: 1 },
    ]);
    expect(h.byKindAndState.map(slice)).toEqual([
      {
        kind: 'BUILDING_MATERIALS',
        state: 'Abuja',
        wires: 2,
        fillRate: 0,
        quotes: 0,
        before: 1,
        beforeFill: 1,
      },
      { kind: 'PROPERTY', state: 'Lagos', wires: 2, fillRate: 1, quotes: 3, before: 0, beforeFill: 0 },
      {
        kind: 'BUILDING_MATERIALS',
        state: 'Lagos',
        wires: 1,
        fillRate: 0,
        quotes: 1,
        before: 0,
        beforeFill: 0,
      },
    ]);
    const property = h.byKindAndState.find((s) => s.kind === 'PROPERTY')!;
    expect(property.current.acceptedValue).toEqual([{ amount: '1500.50', currency: 'NGN' }]);
    // one of two quoted within 60 minutes: half of them had their first quote within 60
    expect(property.current.medianMinutesToFirstQuote).toBe(60);
  });

  it('reads the same after the job folds the deltas, and after a rebuild from the wires', async () => {
    const before = await health({ days: 30 });
    const em = server.em();
    const rows = async () =>
      (await em.execute<{ n: number }[]>('select count(*)::int as n from market_day'))[0]!.n;
    const deltas = await rows();
    await em.execute('select market_rollup_compact()');
    expect(await rows()).toBeLessThan(deltas);
    expect(await health({ days: 30 })).toEqual(before);
    await em.execute('select wire_health_rebuild()');
    expect(await health({ days: 30 })).toEqual(before);
  });

  it("names areas by the configured market country's labels, re-reading them when it changes", async () => {
    const states = async () => (await health({ days: 7 })).byState.map((s) => [s.state, s.current.wires]);
    const em = server.em();
    const insight = server.app.services.insight;
    expect(await insight.nameMarketCountry(em, 'NG')).toBe(false);
    // in a Ghanaian marketplace "Lagos, Nigeria" is a place abroad: its area is its country
    expect(await insight.nameMarketCountry(em, 'GH')).toBe(true);
    expect(await states()).toEqual([
      ['Abuja', 2],
      ['Lagos', 2],
      ['Nigeria', 1],
    ]);
    expect(await insight.nameMarketCountry(em, 'NG')).toBe(true);
    expect(await states()).toEqual([
      ['Lagos', 3],
      ['Abuja', 2],
    ]);
  });

  it('takes a period as two dates', async () => {
    const first = new Date(Date.now() - 10 * DAY).toISOString().slice(0, 10);
    const last = new Date(Date.now() - 8 * DAY).toISOString().slice(0, 10);
    const h = await health({ from: first, to: last });
    expect(h.period).toEqual({ from: first, to: last, days: 3 });
    expect(h.current.wires).toBe(1);
    expect(h.actors.buyers).toBe(1);
  });

  it('refuses a bad period at its field, and callers who are not admins', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ days: 0 }, 'period.days'],
      [{ days: 367 }, 'period.days'],
      [{ days: 7, from: '2026-01-01', to: '2026-01-02' }, 'period.days'],
      [{ from: '2026-02-30', to: '2026-03-01' }, 'period.from'],
      [{ from: '2026-01-01' }, 'period.to'],
      [{ from: '2026-03-01', to: '2026-02-01' }, 'period.to'],
      [{ from: '2024-01-01', to: '2026-01-01' }, 'period.to'],
    ];
    for (const [period, field] of cases) {
      expect(errorOf(await admin.request(MarketHealthDocument, { period })), JSON.stringify(period)).toEqual({
        code: 'BAD_USER_INPUT',
        field,
      });
    }
    for (const role of ['member', 'partner'] as const) {
      const caller = await quickAs(server, role);
      expect(errorOf(await caller.request(MarketHealthDocument, {})).code).toBe('FORBIDDEN');
    }
    const anonymous = await quickAs(server, 'anonymous');
    expect(errorOf(await anonymous.request(MarketHealthDocument, {})).code).toBe('UNAUTHENTICATED');
  });
});
