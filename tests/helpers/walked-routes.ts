import { routeTable as table, type RouteInfo } from '../../client/src/app/route-table';
import type { E2eRole } from '../e2e/accounts';

/** The app's routes, as the accessibility walks read them. */
export const routeTable: readonly RouteInfo[] = table;

/** An id no record has: a page about one record shows it as not found. */
export const SOME_ID = '3f2a6c1e-8d4b-4c2a-9e1f-0a1b2c3d4e5f';

/**
 * A visitor sees every open route and one route of each guard; each signed-in role is checked where what it sees differs: the
 * pages of its own area, the profile, and the pages that change with who is signed in.
 */
const SHARED = ['/', '/userinfo', '/orders', '/wireboard', '/wires/details', '/property/form', '/buildmat'];
export function routesFor(role: E2eRole | 'approved-partner'): readonly RouteInfo[] {
  if (role === 'anonymous') {
    // a guarded route shows a visitor its sign-in page: one route per guard is enough
    const seen = new Set<string>(['doc-id-check']);
    return routeTable.filter((r) => {
      if (!r.guard || seen.has(r.guard)) return !r.guard || r.guard === 'doc-id-check';
      seen.add(r.guard);
      return true;
    });
  }
  const area = role === 'admin' ? '/admin' : role === 'member' ? null : '/partners';
  return routeTable.filter((r) => SHARED.includes(r.path) || (area !== null && r.path.startsWith(area)));
}

/** Where a walk opens `route`: a page about one record, with the id of `wireId` or of none. */
export function urlOf(route: RouteInfo, wireId = SOME_ID): string {
  return route.guard === 'doc-id-check' ? `${route.path}?id=${wireId}` : route.path;
}
