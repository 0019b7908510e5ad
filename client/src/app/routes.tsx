import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';

import { PageSkeleton } from '../shared/components/PageSkeleton';
import { useRouteMeta } from '../shared/page-meta';
import { registerRouteLoaders } from '../shared/preload';
import { AppRoot } from './AppRoot';
import { RouteGuard, urlChecks, type GuardFallbacks } from './guards';
import { BareLayout } from './layouts/BareLayout';
import { PlainLayout } from './layouts/PlainLayout';
import { RouteErrorPage } from './pages/RouteErrorPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { routeTable, type LayoutName, type RouteInfo, type RoutePath } from './route-table';

type PageLoader = () => Promise<ComponentType>;

/** One lazy chunk per page. Keyed by path so a path without a page (or a stray page) fails type-checking. */
const pageLoaders: Record<RoutePath, PageLoader> = {
  '/': () => import('../home/pages/HomePage').then((m) => m.HomePage),
  '/faqs': () => import('../home/pages/FaqsPage').then((m) => m.FaqsPage),
  '/about': () => import('../home/pages/AboutPage').then((m) => m.AboutPage),
  '/explorer': () => import('../home/pages/ExplorerPage').then((m) => m.ExplorerPage),
  '/error': () => import('./pages/ErrorPage').then((m) => m.ErrorPage),
  '/nouser': () => import('../member/pages/NoUserPage').then((m) => m.NoUserPage),
  '/userinfo': () => import('../member/pages/UserInfoPage').then((m) => m.UserInfoPage),
  '/unsubscribe': () => import('../notification/pages/UnsubscribePage').then((m) => m.UnsubscribePage),
  '/membersEmail': () => import('../member/pages/MembersEmailPage').then((m) => m.MembersEmailPage),
  '/resetPassword': () => import('../member/pages/ResetPasswordPage').then((m) => m.ResetPasswordPage),
  '/forgotPassword': () => import('../member/pages/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
  '/wireboard': () => import('../wire/pages/WireboardPage').then((m) => m.WireboardPage),
  '/wires/login': () => import('../member/pages/WiresLoginPage').then((m) => m.WiresLoginPage),
  '/wires/details': () => import('../wire/pages/WireDetailsPage').then((m) => m.WireDetailsPage),
  '/property/form': () => import('../wire/pages/PropertyFormPage').then((m) => m.PropertyFormPage),
  '/buildmat': () => import('../wire/pages/BuildmatPage').then((m) => m.BuildmatPage),
  '/partners': () => import('../partner/pages/PartnersPage').then((m) => m.PartnersPage),
  '/partners/login': () => import('../partner/pages/PartnerLoginPage').then((m) => m.PartnerLoginPage),
  '/partners/signup': () => import('../partner/pages/PartnerSignupPage').then((m) => m.PartnerSignupPage),
  '/admin': () => import('../admin/pages/AdminLoginPage').then((m) => m.AdminLoginPage),
  '/admin/dashboard': () => import('../admin/pages/AdminDashboardPage').then((m) => m.AdminDashboardPage),
  '/admin/addMember': () => import('../admin/pages/AdminAddMemberPage').then((m) => m.AdminAddMemberPage),
  '/admin/community': () => import('../admin/pages/AdminCommunityPage').then((m) => m.AdminCommunityPage),
  '/admin/sellersList': () =>
    import('../admin/pages/AdminSellersListPage').then((m) => m.AdminSellersListPage),
  '/admin/requestTable': () =>
    import('../admin/pages/AdminRequestTablePage').then((m) => m.AdminRequestTablePage),
  '/partners/profile': () => import('../partner/pages/PartnerProfilePage').then((m) => m.PartnerProfilePage),
  '/partners/products': () =>
    import('../partner/pages/PartnerProductsPage').then((m) => m.PartnerProductsPage),
  '/partners/dashboard': () =>
    import('../partner/pages/PartnerDashboardPage').then((m) => m.PartnerDashboardPage),
  '/partners/responses': () =>
    import('../partner/pages/PartnerResponsesPage').then((m) => m.PartnerResponsesPage),
  '/partners/wireboard': () =>
    import('../partner/pages/PartnerWireboardPage').then((m) => m.PartnerWireboardPage),
  '/partners/properties': () =>
    import('../partner/pages/PartnerPropertiesPage').then((m) => m.PartnerPropertiesPage),
  '/orders': () => import('../order/pages/OrderRoutes').then((m) => m.MyOrdersRoute),
  '/partners/orders': () => import('../order/pages/OrderRoutes').then((m) => m.PartnerOrdersRoute),
  '/admin/orders': () => import('../order/pages/OrderRoutes').then((m) => m.AdminOrdersRoute),
  '/admin/reports': () => import('../report/pages/AdminReportsPage').then((m) => m.AdminReportsPage),
};

export type AppRoute = RouteInfo & { load: PageLoader };

/** The route table of SPEC §2 with each page's loader. */
export const routes: AppRoute[] = routeTable.map((info) => ({ ...info, load: pageLoaders[info.path] }));

registerRouteLoaders(routes);

/**
 * What the guards show instead of a page (the guards themselves import no domain). Each is its own
 * chunk, loaded only when a guard needs it: a public page's first load does not carry sign-in forms.
 */
const guardFallbacks: GuardFallbacks = {
  adminLogin: lazy(() =>
    import('../admin/components/AdminLoginForm').then((m) => ({ default: m.AdminLoginForm })),
  ),
  partnerNotice: lazy(() =>
    import('../partner/components/PartnerAreaNotice').then((m) => ({ default: m.PartnerAreaNotice })),
  ),
  approvedCheck: lazy(() =>
    import('../partner/components/ApprovedPartnerCheck').then((m) => ({ default: m.ApprovedPartnerCheck })),
  ),
};

/** Unmatched paths (rare on a first load: the server answers them 404) load their page when met. */
const NotFoundPage = lazy(() => import('./pages/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));

type RoutePageProps = { route: AppRoute; Page: LazyExoticComponent<ComponentType> };

function RoutePage({ route, Page }: RoutePageProps) {
  useRouteMeta(route.title, route.description);
  return (
    <Suspense fallback={<PageSkeleton />}>
      <RouteGuard name={route.guard} fallbacks={guardFallbacks}>
        <Page />
      </RouteGuard>
    </Suspense>
  );
}

function toRouteObject(route: AppRoute): RouteObject {
  const Page = lazy(() => route.load().then((component) => ({ default: component })));
  return { path: route.path, element: <RoutePage route={route} Page={Page} /> };
}

/**
 * The public pages' layouts come with the entry; the admin and partner areas' when first visited
 * (the page shown stays until then, as a navigation is a transition).
 */
const layouts: Record<LayoutName, ComponentType> = {
  plain: PlainLayout,
  admin: lazy(() => import('./layouts/AdminLayout').then((m) => ({ default: m.AdminLayout }))),
  partners: lazy(() => import('./layouts/PartnersLayout').then((m) => ({ default: m.PartnersLayout }))),
  none: BareLayout,
};

/** The route objects of `<AppRoutes>`: the root, a layout route per layout, a route per page. */
function buildRouteObjects(): RouteObject[] {
  const children = (Object.keys(layouts) as LayoutName[]).map((layout): RouteObject => {
    const Layout = layouts[layout];
    const pages = routes.filter((route) => route.layout === layout).map(toRouteObject);
    if (layout === 'plain')
      pages.push({
        path: '*',
        element: (
          <Suspense fallback={<PageSkeleton />}>
            <NotFoundPage />
          </Suspense>
        ),
      });
    return { element: <Layout />, children: pages };
  });
  return [{ element: <AppRoot />, children }];
}

const routeObjects = buildRouteObjects();
const routesByPath = new Map(routes.map((route) => [route.path, route]));

/**
 * The app under its router: the matched page in its layout, the fatal error page when a guard on
 * the URL refuses it or something throws while rendering, and a skeleton while the first page's
 * layout is downloaded.
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routeObjects);
  const path = matchRoutes(routeObjects, location)?.at(-1)?.route.path;
  const guard = path === undefined ? undefined : routesByPath.get(path)?.guard;
  const refusal = guard ? urlChecks[guard]?.(location) : null;
  return (
    <RouteErrorBoundary location={location}>
      <Suspense fallback={<PageSkeleton />}>{refusal ? <RouteErrorPage {...refusal} /> : element}</Suspense>
    </RouteErrorBoundary>
  );
}
