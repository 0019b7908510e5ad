import { AppError } from '../common/errors.js';
import { WireStatus } from './wire.enums.js';

/**
 * A wire's state machine, the one every command goes through: what may happen to a wire, from
 * which statuses, to which, and the audit action it records. `respond`, `accept`, `reopen`,
 * `extend` and `setMaxResponses` act on a wire without changing its status (to: null): they need
 * it OPEN.
 */
export const WIRE_TRANSITIONS = {
  close: { from: [WireStatus.OPEN], to: WireStatus.CLOSED, action: 'wire.closed' },
  fulfil: { from: [WireStatus.OPEN], to: WireStatus.FULFILLED, action: 'wire.fulfilled' },
  expire: { from: [WireStatus.OPEN], to: WireStatus.EXPIRED, action: 'wire.expired' },
  remove: {
    from: [WireStatus.OPEN, WireStatus.CLOSED, WireStatus.FULFILLED, WireStatus.EXPIRED],
    to: WireStatus.REMOVED,
    action: 'wire.removed',
  },
  respond: { from: [WireStatus.OPEN], to: null, action: null },
  accept: { from: [WireStatus.OPEN], to: null, action: null },
  reopen: { from: [WireStatus.OPEN], to: null, action: null },
  extend: { from: [WireStatus.OPEN], to: null, action: null },
  setMaxResponses: { from: [WireStatus.OPEN], to: null, action: null },
} as const satisfies Record<
  string,
  { from: readonly WireStatus[]; to: WireStatus | null; action: string | null }
>;
export type WireTransition = keyof typeof WIRE_TRANSITIONS;

export function wireCan(wire: { status: WireStatus }, transition: WireTransition): boolean {
  return (WIRE_TRANSITIONS[transition].from as readonly WireStatus[]).includes(wire.status);
}

/** CONFLICT (`reason: WIRE_<STATUS>`) unless `transition` may happen to `wire` as it stands. */
export function assertWireCan(wire: { status: WireStatus }, transition: WireTransition): void {
  if (!wireCan(wire, transition))
    throw new AppError(
      'CONFLICT',
      wire.status === WireStatus.REMOVED ? 'This request was removed.' : 'This request is no longer open.',
      { details: { reason: `WIRE_${wire.status}` } },
    );
}
