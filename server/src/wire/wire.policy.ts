import type { Viewer } from '../common/actor.js';
import { Role } from '../common/role.js';
import type { Wire } from './wire.entity.js';

/** The wire's owner and admins may act on it and see everything about it. */
export function isOwnerOrAdmin(viewer: Viewer | null, wire: Wire): boolean {
  return Boolean(viewer && (viewer.role === Role.ADMIN || wire.owner.id === viewer.id));
}
