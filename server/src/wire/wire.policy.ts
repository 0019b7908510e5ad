import type { Viewer } from '../common/actor.js';
import { Role } from '../common/role.js';
import type { Wire } from './wire.entity.js';

/** The viewer posted the wire. */
export function isOwner(viewer: Viewer | null, wire: Wire): boolean {
  return viewer !== null && wire.owner.id === viewer.id;
}

/** The wire's owner and admins may act on it and see everything about it. */
export function isOwnerOrAdmin(viewer: Viewer | null, wire: Wire): boolean {
  return Boolean(viewer && (viewer.role === Role.ADMIN || wire.owner.id === viewer.id));
}

/** Sealed quotes not yet revealed: their count and contents are hidden (see `Wire.sealed`). */
export function isSealed(wire: Pick<Wire, 'sealed' | 'revealAt'>, now = Date.now()): boolean {
  return wire.sealed && wire.revealAt !== null && wire.revealAt.getTime() > now;
}

/** Who sees a wire's count of responses while its quotes are sealed: its owner and admins. */
export function seesResponseCount(viewer: Viewer | null, wire: Wire): boolean {
  return !isSealed(wire) || isOwnerOrAdmin(viewer, wire);
}

/** How many live responses a wire takes: the buyer's choice, else the server's default. */
export function responseCapOf(wire: Pick<Wire, 'responseCap'>, serverDefault: number): number {
  return wire.responseCap ?? serverDefault;
}

/** Who invites partners to quote on a wire, withdraws invitations and sees who is invited. */
export function managesInvites(viewer: Viewer | null, wire: Wire): boolean {
  return isOwnerOrAdmin(viewer, wire);
}
