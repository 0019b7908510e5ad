import type { ComponentType, ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router-dom';

import { loginUrlFor } from '../session/return-to';
import { hasRole, useViewer } from '../session/use-viewer';
import { PageSkeleton } from '../shared/components/PageSkeleton';
import { isUuid } from '../shared/uuid';
import type { GuardName } from './route-table';

/** A guard's refusal shown as the fatal error page of SPEC §6, in place of the layout and the page. */
export type RouteRefusal = { status: number; message: string };

/** doc-id-check runs before the page loads: a missing or malformed `?id=` is the fatal 404 of SPEC §6. */
export function docIdCheck({ pathname, search }: Pick<Location, 'pathname' | 'search'>): RouteRefusal | null {
  if (isUuid(new URLSearchParams(search).get('id'))) return null;
  return { status: 404, message: `Page Not Found: ${pathname}` };
}

/** Guards checked on the URL alone, before the page loads; the others are checked in RouteGuard. */
export const urlChecks: Partial<Record<GuardName, typeof docIdCheck>> = {
  'doc-id-check': docIdCheck,
};

/**
 * What a guard shows instead of the page. The route table supplies them, so the guards know no
 * domain: they read the session and nothing else.
 */
export type GuardFallbacks = {
  /** admin-sign-in-check: shown to anyone who is not an admin. */
  adminLogin: ComponentType;
  /** partner and approved-partner: shown to a signed-in account that is not a partner. */
  partnerNotice: ComponentType;
  /** approved-partner: wraps the page for a partner and shows it only once the business is approved. */
  approvedCheck: ComponentType<{ children: ReactNode }>;
};

type RouteGuardProps = { name: GuardName | undefined; fallbacks: GuardFallbacks; children: ReactNode };

/**
 * Client-side convenience only: the server checks every rule again.
 */
export function RouteGuard({ name, fallbacks, children }: RouteGuardProps) {
  const { adminLogin: AdminLogin, partnerNotice: PartnerNotice, approvedCheck: ApprovedCheck } = fallbacks;
  const { viewer, loading } = useViewer();
  const location = useLocation();
  if (name === undefined || name === 'doc-id-check') return children;
  if (loading) return <PageSkeleton />;

  const toLogin = <Navigate replace to={loginUrlFor(location.pathname, location.search)} />;
  switch (name) {
    case 'signed-in':
      return viewer ? children : toLogin;
    case 'admin-sign-in-check':
      return hasRole(viewer, 'ADMIN') ? children : <AdminLogin />;
    case 'partner':
      if (!viewer) return toLogin;
      return hasRole(viewer, 'PARTNER', 'ADMIN') ? children : <PartnerNotice />;
    case 'approved-partner':
      if (!viewer) return toLogin;
      if (hasRole(viewer, 'ADMIN')) return children;
      return hasRole(viewer, 'PARTNER') ? <ApprovedCheck>{children}</ApprovedCheck> : <PartnerNotice />;
    default: {
      const unknown: never = name;
      throw new Error(`Unknown guard "${String(unknown)}"`);
    }
  }
}
