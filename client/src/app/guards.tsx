import { type ReactNode } from 'react';
import { data, Navigate, useLocation, type LoaderFunctionArgs } from 'react-router-dom';

import { AdminLoginForm } from '../admin/components/AdminLoginForm';
import { ApprovedPartnerCheck } from '../partner/components/ApprovedPartnerCheck';
import { PartnerAreaNotice } from '../partner/components/PartnerAreaNotice';
import { hasRole, useViewer } from '../member/use-viewer';
import { PageSkeleton } from './components/PageSkeleton';
import { loginUrlFor } from './return-to';
import type { GuardName } from './route-table';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string | null | undefined): boolean {
  return typeof value === 'string' && uuidPattern.test(value);
}

/** doc-id-check runs before the page loads: a missing or malformed `?id=` is the fatal 404 of SPEC §6. */
export function docIdCheckLoader({ request }: LoaderFunctionArgs): null {
  const url = new URL(request.url);
  if (!isUuid(url.searchParams.get('id'))) {
    throw data({ message: `Page Not Found: ${url.pathname}` }, { status: 404 });
  }
  return null;
}

/** Loaders of the guards that must run before rendering; the others are checked in RouteGuard. */
export const guardLoaders: Partial<Record<GuardName, (args: LoaderFunctionArgs) => null>> = {
  'doc-id-check': docIdCheckLoader,
};

type RouteGuardProps = { name: GuardName | undefined; children: ReactNode };

/**
 * Client-side convenience only: the server checks every rule again.
 */
export function RouteGuard({ name, children }: RouteGuardProps) {
  const { viewer, loading } = useViewer();
  const location = useLocation();
  if (name === undefined || name === 'doc-id-check') return children;
  if (loading) return <PageSkeleton />;

  const toLogin = <Navigate replace to={loginUrlFor(location.pathname, location.search)} />;
  switch (name) {
    case 'signed-in':
      return viewer ? children : toLogin;
    case 'admin-sign-in-check':
      return hasRole(viewer, 'ADMIN') ? children : <AdminLoginForm />;
    case 'partner':
      if (!viewer) return toLogin;
      return hasRole(viewer, 'PARTNER', 'ADMIN') ? children : <PartnerAreaNotice />;
    case 'approved-partner':
      if (!viewer) return toLogin;
      if (hasRole(viewer, 'ADMIN')) return children;
      return hasRole(viewer, 'PARTNER') ? (
        <ApprovedPartnerCheck>{children}</ApprovedPartnerCheck>
      ) : (
        <PartnerAreaNotice />
      );
    default: {
      const unknown: never = name;
      throw new Error(`Unknown guard "${String(unknown)}"`);
    }
  }
}
