import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { AppError } from '../app/errors.js';
import type { Context } from '../app/context.js';
import type { Config } from '../app/config.js';
import type { Logger } from '../app/logger.js';
import { decodeCursor, emptyPage, isUuid, pageSize, toPage } from '../app/paging.js';
import { Role } from '../auth/role.js';
import type { EventBus } from '../events/event-bus.js';
import { Channel } from '../events/channel.js';
import type { WireMessage } from '../events/topics.js';
import type { Mailer } from '../mail/mailer.js';
import { Member } from '../member/member.entity.js';
import { Partner } from '../partner/partner.entity.js';
import { WireResponse } from '../response/response.entity.js';
import { Wire } from './wire.entity.js';
import {
  PartnerStatus,
  ResponseEventType,
  ResponseStatus,
  WireEventType,
  WireKind,
  WireStatus,
} from './wire.enums.js';
import {
  CURRENCY,
  DECIMAL,
  WIRE_LIMITS,
  toDecimal,
  type PostWireInput,
  type WireboardFilter,
} from './wire.inputs.js';
import type { Page } from './wire.types.js';
import { WireEventScopes, type WireEventScope } from './wire-events.js';
import { matchesFilter, matchesPartner, textOf, type ServiceArea } from './wire-match.js';

type Sql = { where: string[]; params: unknown[] };

const placeholders = (values: readonly unknown[]) => values.map(() => '?').join(', ');

/** SQL conditions on alias `w` for a wireboard filter (status not included). */
function filterSql(filter: WireboardFilter | null | undefined): Sql {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter?.kinds) {
    where.push(`w.kind in (${placeholders(filter.kinds)})`);
    params.push(...filter.kinds);
  }
  const text = filter?.text?.trim();
  if (text) {
    where.push(
      `to_tsvector('simple', w.title || ' ' || coalesce(w.description, '')) @@ plainto_tsquery('simple', ?)`,
    );
    params.push(text);
  }
  if (filter?.near) {
    const { lat, lng, radiusKm } = filter.near;
    where.push(nearSql('?', '?', '?'));
    params.push(lat, lng, radiusKm * 1000, lat, lng, radiusKm * 1000);
  }
  if (filter?.budgetMin) {
    where.push(`(w.budget_max is null or w.budget_max >= ?::numeric)`);
    params.push(filter.budgetMin);
  }
  if (filter?.budgetMax) {
    where.push(`(w.budget_min is null or w.budget_min <= ?::numeric)`);
    params.push(filter.budgetMax);
  }
  return { where, params };
}

/** Within `meters` of a point: the GiST index finds the box, the distance trims its corners. */
function nearSql(lat: string, lng: string, meters: string): string {
  return (
    `earth_box(ll_to_earth(${lat}, ${lng}), ${meters}) @> ll_to_earth(w.lat, w.lng)` +
    ` and earth_distance(ll_to_earth(${lat}, ${lng}), ll_to_earth(w.lat, w.lng)) <= ${meters}`
  );
}

/** A partner's matches: kind among its categories, location inside its service area. */
function partnerSql(partner: Partner): Sql {
  const meters = partner.radiusKm * 1000;
  return {
    where: [
      `w.kind in (${placeholders(partner.categories)})`,
      nearSql('?::float8', '?::float8', '?::float8'),
    ],
    params: [...partner.categories, partner.lat, partner.lng, meters, partner.lat, partner.lng, meters],
  };
}

function bad(field: string, message: string): AppError {
  return new AppError('BAD_USER_INPUT', message, { field });
}

/** The checks a wireboard filter needs when it did not come through type-graphql's validation. */
export function assertFilter(filter: WireboardFilter | null | undefined): void {
  if (!filter) return;
  if (filter.kinds && filter.kinds.length === 0) throw bad('kinds', 'Choose at least one kind.');
  if (filter.text && filter.text.length > WIRE_LIMITS.text)
    throw bad('text', `At most ${WIRE_LIMITS.text} characters.`);
  if (filter.near) {
    const { lat, lng, radiusKm } = filter.near;
    if (!(lat >= -90 && lat <= 90)) throw bad('lat', 'Latitude must be between -90 and 90.');
    if (!(lng >= -180 && lng <= 180)) throw bad('lng', 'Longitude must be between -180 and 180.');
    if (!(radiusKm >= 1 && radiusKm <= 500)) throw bad('radiusKm', 'The radius is 1 to 500 km.');
  }
  for (const field of ['budgetMin', 'budgetMax'] as const) {
    const value = filter[field];
    if (value && !DECIMAL.test(value)) throw bad(field, 'Enter an amount such as 1500 or 1500.50.');
  }
}

export function isOwnerOrAdmin(viewer: Member | null, wire: Wire): boolean {
  return Boolean(viewer && (viewer.role === Role.ADMIN || wire.owner.id === viewer.id));
}

/** Wires: posting with every rule, the owner's actions, the boards and their live streams. */
export class WireService {
  constructor(
    private readonly config: Config,
    private readonly bus: EventBus,
    private readonly mailer: Mailer,
    private readonly log: Logger,
  ) {}

  async postWire(ctx: Context, viewer: Member, input: PostWireInput): Promise<Wire> {
    const title = input.title.trim();
    if (title.length < 3) throw bad('title', 'The title needs at least 3 characters.');
    const budget = input.budget;
    if (budget?.min && budget.max && Number(budget.min) > Number(budget.max)) {
      throw bad('min', 'The lowest budget cannot be more than the highest.');
    }
    if (budget?.currency && !CURRENCY.test(budget.currency)) {
      throw bad('currency', 'Use a three-letter ISO 4217 currency code, such as NGN.');
    }
    if (input.neededBy && input.neededBy.getTime() < Date.now()) {
      throw bad('neededBy', 'The date needed cannot be in the past.');
    }
    const limitKey = `wire:post:${viewer.id}`;
    await ctx.services.rateLimiter.assertUnder(ctx.em, limitKey, this.config.rateLimit.postWirePerMember);
    const wire = ctx.em.create(Wire, {
      kind: input.kind,
      title,
      description: input.description?.trim() || null,
      locationLabel: input.location.label.trim(),
      lat: input.location.lat,
      lng: input.location.lng,
      budgetMin: budget?.min ? toDecimal(budget.min) : null,
      budgetMax: budget?.max ? toDecimal(budget.max) : null,
      currency: budget?.min || budget?.max ? (budget.currency ?? this.config.defaultCurrency) : null,
      neededBy: input.neededBy ?? null,
      owner: ctx.em.getReference(Member, viewer.id),
    });
    if (input.kind === WireKind.PROPERTY) {
      if (!input.property) throw bad('property', 'Say what property you are looking for.');
      wire.deal = input.property.deal;
      wire.propertyType = input.property.propertyType;
      wire.bedrooms = input.property.bedrooms ?? null;
      wire.minAreaM2 = input.property.minAreaM2 ?? null;
    } else {
      if (!input.materials) throw bad('lines', 'Add at least one material.');
      if (input.materials.lines.length === 0) throw bad('lines', 'Add at least one material.');
      if (input.materials.lines.some((line) => !(line.quantity > 0)))
        throw bad('quantity', 'The quantity must be more than 0.');
      wire.lines = input.materials.lines.map((line) => ({
        material: line.material.trim(),
        quantity: line.quantity,
        unit: line.unit.trim(),
      }));
      wire.deliveryNeeded = input.materials.deliveryNeeded;
    }
    await ctx.em.persist(wire).flush();
    await ctx.services.rateLimiter.hit(ctx.em, limitKey);
    await this.bus.emit({ topic: 'WIRE', type: WireEventType.CREATED, wireId: wire.id });
    return wire;
  }

  /** NOT_FOUND for an unknown id; a REMOVED wire only for its owner and admins. */
  async findVisible(ctx: Context, id: string): Promise<Wire> {
    const wire = isUuid(id) ? await ctx.em.findOne(Wire, { id }) : null;
    if (!wire || (wire.status === WireStatus.REMOVED && !isOwnerOrAdmin(ctx.viewer, wire))) {
      throw new AppError('NOT_FOUND', 'This request does not exist or has been removed.');
    }
    return wire;
  }

  /** The wire, when the viewer owns it or is an admin: NOT_FOUND first, then FORBIDDEN. */
  async findOwned(ctx: Context, id: string): Promise<Wire> {
    const wire = isUuid(id) ? await ctx.em.findOne(Wire, { id }) : null;
    if (!wire) throw new AppError('NOT_FOUND', 'This request does not exist.');
    if (!isOwnerOrAdmin(ctx.viewer, wire)) {
      throw new AppError('FORBIDDEN', 'Only the buyer who posted this request can do this.');
    }
    return wire;
  }

  async closeWire(ctx: Context, id: string): Promise<Wire> {
    const wire = await this.findOwned(ctx, id);
    if (wire.status !== WireStatus.OPEN) throw new AppError('CONFLICT', 'This request is no longer open.');
    wire.status = WireStatus.CLOSED;
    await ctx.em.flush();
    await this.bus.emit({ topic: 'WIRE', type: WireEventType.REMOVED, wireId: wire.id });
    return wire;
  }

  /** Marks the wire fulfilled and declines its remaining SENT responses, in one transaction. */
  async fulfillWire(ctx: Context, id: string): Promise<Wire> {
    const wire = await this.findOwned(ctx, id);
    if (wire.status !== WireStatus.OPEN) throw new AppError('CONFLICT', 'This request is no longer open.');
    const pending = await ctx.em.find(
      WireResponse,
      { wire: wire.id, status: ResponseStatus.SENT },
      { populate: ['partner.member'] },
    );
    wire.status = WireStatus.FULFILLED;
    for (const response of pending) response.status = ResponseStatus.DECLINED;
    await ctx.em.flush();
    await this.bus.emit({ topic: 'WIRE', type: WireEventType.REMOVED, wireId: wire.id });
    for (const response of pending) {
      await this.bus.emit({
        topic: 'RESPONSE',
        type: ResponseEventType.UPDATED,
        responseId: response.id,
        wireId: wire.id,
        partnerId: response.partner.id,
      });
      this.mail(response.partner.member.email, `Request fulfilled: ${wire.title}`, [
        `The buyer has marked "${wire.title}" as fulfilled, so your response was declined.`,
        `${this.config.appBaseUrl}/wires/details?id=${wire.id}`,
      ]);
    }
    return wire;
  }

  /** Sends mail without making the caller wait or fail on it. */
  mail(to: string, subject: string, lines: string[]): void {
    this.mailer.send({ to, subject, text: lines.join('\n\n') }).catch((error: unknown) => {
      this.log.warn({ err: error, to, subject }, 'mail not sent');
    });
  }

  private async pageOf(
    em: EntityManager,
    sql: Sql,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<Page<Wire>> {
    const size = pageSize(first);
    const cursor = decodeCursor(after);
    const where = [...sql.where];
    const params = [...sql.params];
    if (cursor) {
      where.push(`(w.created_at, w.id) < (?::timestamptz, ?::uuid)`);
      params.push(cursor.createdAt.toISOString(), cursor.id);
    }
    const conn = em.getConnection();
    const [rows, counted] = await Promise.all([
      conn.execute<Record<string, unknown>[]>(
        `select w.* from wire w where ${where.join(' and ') || 'true'} order by w.created_at desc, w.id desc limit ?`,
        [...params, size + 1],
      ),
      conn.execute<{ n: number }[]>(
        `select count(*)::int as n from wire w where ${sql.where.join(' and ') || 'true'}`,
        sql.params,
      ),
    ]);
    const wires = rows.map((row) => em.map(Wire, row));
    return toPage(wires, size, counted[0]?.n ?? 0);
  }

  /** OPEN wires, newest first, filtered. */
  wireboard(
    em: EntityManager,
    filter: WireboardFilter | null | undefined,
    first: number | null | undefined,
    after: string | null | undefined,
  ): Promise<Page<Wire>> {
    assertFilter(filter);
    const sql = filterSql(filter);
    return this.pageOf(em, { where: [`w.status = 'OPEN'`, ...sql.where], params: sql.params }, first, after);
  }

  myWires(ctx: Context, viewer: Member, first?: number | null, after?: string | null): Promise<Page<Wire>> {
    return this.pageOf(ctx.em, { where: ['w.owner_id = ?'], params: [viewer.id] }, first, after);
  }

  /**
   * OPEN wires matching an APPROVED partner's categories and service area; an empty page for a
   * partner that is not approved (its status is visible through `myPartner`).
   */
  async partnerWireboard(
    em: EntityManager,
    partner: Partner | null,
    first?: number | null,
    after?: string | null,
  ): Promise<Page<Wire>> {
    pageSize(first);
    if (!partner || partner.status !== PartnerStatus.APPROVED) return emptyPage();
    const sql = partnerSql(partner);
    return this.pageOf(em, { where: [`w.status = 'OPEN'`, ...sql.where], params: sql.params }, first, after);
  }

  async countMatchingOpen(em: EntityManager, partner: Partner): Promise<number> {
    const sql = partnerSql(partner);
    const rows = await em
      .getConnection()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from wire w where w.status = 'OPEN' and ${sql.where.join(' and ')}`,
        sql.params,
      );
    return rows[0]?.n ?? 0;
  }

  private scopes: WireEventScopes | null = null;

  /** The per-message state of WIRE events in this process (one load per event, not per subscriber). */
  eventScopes(orm: MikroORM): WireEventScopes {
    this.scopes ??= new WireEventScopes(orm, this.log);
    return this.scopes;
  }

  /**
   * Live events of the public board, filtered for this subscriber (status aside: leaving is news
   * too). The filter is checked in memory on the event's wire, loaded once for all subscribers;
   * only a full-text filter asks PostgreSQL, one statement per event for all of them.
   */
  boardEvents(filter: WireboardFilter | null | undefined, orm: MikroORM): AsyncIterable<WireMessage> {
    assertFilter(filter);
    const text = textOf(filter);
    return this.stream(orm, async (scope) => {
      const wire = await scope.wire();
      if (!wire || !matchesFilter(wire, filter)) return false;
      return text ? scope.matchesText(text) : true;
    });
  }

  /** Every wire event (the admin request table). */
  allEvents(orm: MikroORM): AsyncIterable<WireMessage> {
    return this.stream(orm, () => true);
  }

  /**
   * A partner's board events: only wires it matches, and only while it is APPROVED; a
   * suspension ends the stream. The service area is the one the partner had when subscribing,
   * read again on each of its PARTNER events.
   */
  partnerEvents(partner: Partner | null, orm: MikroORM): AsyncIterable<WireMessage> {
    const areaOf = (p: Partner | null): ServiceArea | null =>
      p?.status === PartnerStatus.APPROVED
        ? { categories: [...p.categories], lat: p.lat, lng: p.lng, radiusKm: p.radiusKm }
        : null;
    let area = areaOf(partner);
    const listeners: (() => void)[] = [];
    const channel = this.stream(
      orm,
      async (scope) => {
        const wire = area && (await scope.wire());
        return Boolean(area && wire && matchesPartner(wire, area));
      },
      () => listeners.forEach((off) => off()),
    );
    if (!partner || !area) {
      channel.end();
      return channel;
    }
    const partnerId = partner.id;
    let chain = Promise.resolve();
    listeners.push(
      this.bus.on('PARTNER', (message) => {
        if (message.partnerId !== partnerId) return;
        chain = chain
          .then(async () => {
            const em = orm.em.fork() as EntityManager;
            area = areaOf(await em.findOne(Partner, { id: partnerId }));
            if (!area) channel.end();
          })
          .catch((error: unknown) =>
            this.log.error({ err: error, partnerId }, 'partner stream check failed'),
          );
      }),
    );
    return channel;
  }

  /**
   * WIRE messages passing `accept`, checked one at a time so they keep their order. A check that
   * fails still delivers: the subscriber gets that error instead of the event, never silence.
   */
  private stream(
    orm: MikroORM,
    accept: (scope: WireEventScope) => boolean | Promise<boolean>,
    onClose: () => void = () => {},
  ): Channel<WireMessage> {
    const scopes = this.eventScopes(orm);
    let chain = Promise.resolve();
    const channel: Channel<WireMessage> = new Channel(() => {
      off();
      onClose();
    });
    const off = this.bus.on('WIRE', (message) => {
      const scope = scopes.of(message);
      // start the one load of this event now, not when this subscriber's turn comes
      scope.wire().catch(() => {});
      chain = chain.then(async () => {
        try {
          if (await accept(scope)) channel.push(message);
        } catch (error) {
          channel.push(scopes.failure(message, error));
        }
      });
    });
    return channel;
  }

  /** OPEN wires past their expiry become EXPIRED; one UPDATE, so several processes may run it. */
  async expireDue(em: EntityManager): Promise<string[]> {
    const rows = await em
      .getConnection()
      .execute<{ id: string }[]>(
        `update wire set status = 'EXPIRED', updated_at = now() where status = 'OPEN' and expires_at < now() returning id`,
      );
    for (const { id } of rows)
      await this.bus.emit({ topic: 'WIRE', type: WireEventType.REMOVED, wireId: id });
    return rows.map((r) => r.id);
  }

  async marketStats(em: EntityManager): Promise<{ openWires: number; approvedPartners: number }> {
    const [openWires, approvedPartners] = await Promise.all([
      em.count(Wire, { status: WireStatus.OPEN }),
      em.count(Partner, { status: PartnerStatus.APPROVED }),
    ]);
    return { openWires, approvedPartners };
  }
}
