import type { Viewer } from '../common/actor.js';
import { Role } from '../common/role.js';

/** Whether the viewer runs the marketplace. */
export function isAdmin(viewer: Viewer | null): boolean {
  return viewer?.role === Role.ADMIN;
}

/** The account itself: alone sees its session, its two-factor state and recovery codes. */
export function isSelf(viewer: Viewer | null, memberId: string): boolean {
  return viewer !== null && viewer.id === memberId;
}

/** Admins and the account itself see an account's private facts (when it was last seen, its email). */
export function isSelfOrAdmin(viewer: Viewer | null, memberId: string): boolean {
  return isSelf(viewer, memberId) || isAdmin(viewer);
}
