import { describe, expect, it } from 'vitest';
import { WireStatus } from './wire.enums.js';
import { assertWireCan, WIRE_TRANSITIONS, wireCan, type WireTransition } from './wire.transitions.js';

const ALLOWED: [WireTransition, WireStatus][] = [
  ['close', 'OPEN'],
  ['fulfil', 'OPEN'],
  ['expire', 'OPEN'],
  ['remove', 'OPEN'],
  ['remove', 'CLOSED'],
  ['remove', 'FULFILLED'],
  ['remove', 'EXPIRED'],
  ['respond', 'OPEN'],
  ['accept', 'OPEN'],
  ['reopen', 'OPEN'],
  ['extend', 'OPEN'],
  ['setMaxResponses', 'OPEN'],
];
const transitions = Object.keys(WIRE_TRANSITIONS) as WireTransition[];
const statuses = Object.values(WireStatus);

describe("a wire's state machine", () => {
  it.each(ALLOWED)('%s may happen to a %s wire', (transition, status) => {
    expect(wireCan({ status }, transition)).toBe(true);
    expect(() => assertWireCan({ status }, transition)).not.toThrow();
  });

  it('takes each status change to its status, with its audit action', () => {
    expect(WIRE_TRANSITIONS.close).toMatchObject({ to: 'CLOSED', action: 'wire.closed' });
    expect(WIRE_TRANSITIONS.fulfil).toMatchObject({ to: 'FULFILLED', action: 'wire.fulfilled' });
    expect(WIRE_TRANSITIONS.expire).toMatchObject({ to: 'EXPIRED', action: 'wire.expired' });
    expect(WIRE_TRANSITIONS.remove).toMatchObject({ to: 'REMOVED', action: 'wire.removed' });
  });

  const refusedCases = transitions.flatMap((transition) =>
    statuses
      .filter((status) => !ALLOWED.some(([t, from]) => t === transition && from === status))
      .map((status) => [transition, status] as const),
  );

  it.each(refusedCases)(
    '%s is refused for a %s wire: CONFLICT, reason WIRE_<status>',
    (transition, status) => {
      expect(wireCan({ status }, transition)).toBe(false);
      expect(() => assertWireCan({ status }, transition)).toThrow(
        expect.objectContaining({ code: 'CONFLICT', details: { reason: `WIRE_${status}` } }),
      );
    },
  );

  it('lists exactly the allowed transitions', () => {
    expect(refusedCases).toHaveLength(transitions.length * statuses.length - ALLOWED.length);
  });
});
