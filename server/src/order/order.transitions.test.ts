import { describe, expect, it } from 'vitest';
import { OrderStatus } from './order.enums.js';
import { applyOrderTransition, ORDER_TRANSITIONS, type OrderTransition } from './order.transitions.js';

/** Every transition allowed: from which status, to which (the same status for `to: null`). */
const ALLOWED: [OrderTransition, OrderStatus, OrderStatus][] = [
  ['confirm', 'PLACED', 'CONFIRMED'],
  ['dispatch', 'CONFIRMED', 'DISPATCHED'],
  ['dispatch', 'DISPATCHED', 'DISPATCHED'],
  ['dispatch', 'RECEIVED', 'DISPATCHED'],
  ['receive', 'DISPATCHED', 'RECEIVED'],
  ['complete', 'RECEIVED', 'COMPLETED'],
  ['requestCancel', 'PLACED', 'PLACED'],
  ['requestCancel', 'CONFIRMED', 'CONFIRMED'],
  ['agreeCancel', 'PLACED', 'CANCELLED'],
  ['agreeCancel', 'CONFIRMED', 'CANCELLED'],
  ['refuseCancel', 'PLACED', 'PLACED'],
  ['refuseCancel', 'CONFIRMED', 'CONFIRMED'],
  ['dispute', 'CONFIRMED', 'DISPUTED'],
  ['dispute', 'DISPATCHED', 'DISPUTED'],
  ['dispute', 'RECEIVED', 'DISPUTED'],
  ['resolve', 'DISPUTED', 'DISPUTED'],
  ...(['PLACED', 'CONFIRMED', 'DISPATCHED', 'RECEIVED', 'COMPLETED', 'DISPUTED'] as const).flatMap(
    (status) =>
      [
        ['recordPayment', status, status],
        ['confirmPayment', status, status],
      ] as [OrderTransition, OrderStatus, OrderStatus][],
  ),
];

describe("an order's state machine", () => {
  it.each(ALLOWED)('%s takes a %s order to %s, and names its audit action', (transition, from, to) => {
    const order = { status: from };
    expect(applyOrderTransition(order, transition)).toEqual({
      before: from,
      after: to,
      action: ORDER_TRANSITIONS[transition].action,
    });
    expect(order.status).toBe(to);
  });

  it('lets the command choose the end of receive (a part still on its way) and resolve', () => {
    const receiving = { status: OrderStatus.DISPATCHED };
    expect(applyOrderTransition(receiving, 'receive', OrderStatus.DISPATCHED).after).toBe('DISPATCHED');
    const disputed = { status: OrderStatus.DISPUTED };
    expect(applyOrderTransition(disputed, 'resolve', OrderStatus.CANCELLED).after).toBe('CANCELLED');
  });

  const refusedCases = (Object.keys(ORDER_TRANSITIONS) as OrderTransition[]).flatMap((transition) =>
    Object.values(OrderStatus)
      .filter((status) => !ALLOWED.some(([t, from]) => t === transition && from === status))
      .map((status) => [transition, status] as const),
  );

  it.each(refusedCases)(
    '%s is refused for a %s order: CONFLICT with its status as the reason, nothing changed',
    (transition, status) => {
      const order = { status };
      expect(() => applyOrderTransition(order, transition)).toThrow(
        expect.objectContaining({ code: 'CONFLICT', details: { reason: `ORDER_${status}` } }),
      );
      expect(order.status).toBe(status);
    },
  );

  it('lists exactly the allowed transitions', () => {
    const transitions = Object.keys(ORDER_TRANSITIONS).length;
    expect(refusedCases).toHaveLength(transitions * Object.keys(OrderStatus).length - ALLOWED.length);
  });
});
