import { lazy, Suspense, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';

import { ErrorView } from '../../shared/components/ErrorView';
import { PageSkeleton } from '../../shared/components/PageSkeleton';
import { isUuid } from '../../shared/uuid';
import { AdminOrdersPage } from './AdminOrdersPage';
import { MyOrdersPage } from './MyOrdersPage';
import { PartnerOrdersPage } from './PartnerOrdersPage';

const OrderDetailsPage = lazy(() =>
  import('./OrderDetailsPage').then((m) => ({ default: m.OrderDetailsPage })),
);

/**
 * A list of orders that is also one order's page: SPEC §2 names one order `?id=` on each side's
 * list (`/orders?id=`, `/partners/orders?id=`, `/admin/orders?id=`), so the route keeps its layout
 * and guard, and the order's page is its own chunk, loaded only when an id is given.
 */
function withOrderPage(List: ComponentType, pathname: string): ComponentType {
  return function OrdersOrOne() {
    const [params] = useSearchParams();
    const id = params.get('id');
    if (id === null) return <List />;
    if (!isUuid(id)) return <ErrorView status={404} message={`Page Not Found: ${pathname}`} />;
    return (
      <Suspense fallback={<PageSkeleton />}>
        <OrderDetailsPage key={id} />
      </Suspense>
    );
  };
}

export const MyOrdersRoute = withOrderPage(MyOrdersPage, '/orders');
export const PartnerOrdersRoute = withOrderPage(PartnerOrdersPage, '/partners/orders');
export const AdminOrdersRoute = withOrderPage(AdminOrdersPage, '/admin/orders');
