import type { EntityManager } from '@mikro-orm/postgresql';
import { requireViewer, type Actor } from '../common/actor.js';
import type { Config } from '../common/config.js';
import { memberScope } from '../common/idempotency.js';
import { AppError } from '../common/errors.js';
import { CURRENCY, toDecimal } from '../common/money.js';
import type { UnitOfWork } from '../common/unit-of-work.js';
import type { RateLimiter } from '../auth/rate-limit.js';
import type { EventBus } from '../events/event-bus.js';
import { Member } from '../member/member.entity.js';
import { Wire } from './wire.entity.js';
import { WireEventType, WireKind, WireStatus } from './wire.enums.js';
import './wire.events.js';
import type { PostWireInput } from './wire.inputs.js';
import type { WireQueries } from './wire.queries.js';

function bad(field: string, message: string): AppError {
  return new AppError('BAD_USER_INPUT', message, { field });
}

/** The kind-specific part of a new wire, checked (PROPERTY needs `property`, materials need lines). */
function kindFields(input: PostWireInput): Partial<Wire> {
  if (input.kind === WireKind.PROPERTY) {
    if (!input.property) throw bad('property', 'Say what property you are looking for.');
    return {
      deal: input.property.deal,
      propertyType: input.property.propertyType,
      bedrooms: input.property.bedrooms ?? null,
      minAreaM2: input.property.minAreaM2 ?? null,
    };
  }
  const lines = input.materials?.lines ?? [];
  if (!input.materials || lines.length === 0) throw bad('lines', 'Add at least one material.');
  if (lines.some((line) => !(line.quantity > 0))) throw bad('quantity', 'The quantity must be more than 0.');
  return {
    lines: lines.map((line) => ({
      material: line.material.trim(),
      quantity: line.quantity,
      unit: line.unit.trim(),
    })),
    deliveryNeeded: input.materials.deliveryNeeded,
  };
}

/** Changing wires: posting with every rule, the owner's close, and expiry. */
export class WireCommands {
  constructor(
    private readonly config: Config,
    private readonly queries: WireQueries,
    private readonly limiter: RateLimiter,
    private readonly bus: EventBus,
    private readonly uow: UnitOfWork,
  ) {}

  /** Posts a wire; a repeated `idempotencyKey` answers the wire the first request made. */
  async postWire(actor: Actor, input: PostWireInput, idempotencyKey?: string | null): Promise<Wire> {
    const viewer = requireViewer(actor);
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
    const specific = kindFields(input);
    return this.uow.run(
      actor,
      async (tx) => {
        await this.limiter.take(tx.em, `wire:post:${viewer.id}`, this.config.rateLimit.postWirePerMember);
        const wire = tx.em.create(Wire, {
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
          owner: tx.em.getReference(Member, viewer.id),
          ...specific,
        });
        tx.em.persist(wire);
        this.bus.publish(tx, { topic: 'WIRE', type: WireEventType.CREATED, wireId: wire.id });
        return wire;
      },
      {
        key: idempotencyKey,
        scope: memberScope(viewer.id),
        operation: 'postWire',
        resultId: (wire) => wire.id,
        replay: (em, id) => em.findOneOrFail(Wire, { id }),
      },
    );
  }

  closeWire(actor: Actor, id: string): Promise<Wire> {
    return this.uow.run(actor, async (tx) => {
      const wire = await this.queries.findOwned(tx.actor, id);
      if (wire.status !== WireStatus.OPEN) throw new AppError('CONFLICT', 'This request is no longer open.');
      wire.status = WireStatus.CLOSED;
      this.bus.publish(tx, { topic: 'WIRE', type: WireEventType.REMOVED, wireId: wire.id });
      return wire;
    });
  }

  /** OPEN wires past their expiry become EXPIRED; one UPDATE, so several processes may run it. */
  async expireDue(em: EntityManager): Promise<string[]> {
    const rows = await em.execute<{ id: string }[]>(
      `update wire set status = 'EXPIRED', updated_at = now() where status = 'OPEN' and expires_at < now() returning id`,
    );
    for (const { id } of rows)
      await this.bus.emit({ topic: 'WIRE', type: WireEventType.REMOVED, wireId: id });
    return rows.map((r) => r.id);
  }
}
