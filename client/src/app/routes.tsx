import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router-dom';

import { PageSkeleton } from '../shared/components/PageSkeleton';
import { useRouteMeta } from '../shared/page-meta';
import { registerRouteLoaders } from '../shared/preload';
import { AppRoot } from './AppRoot';
import { guardLoaders, RouteGuard, type GuardFallbacks } from './guards';
import { BareLayout } from './layouts/BareLayout';
import { PlainLayout } from './layouts/PlainLayout';
import { RouteErrorPage } from './pages/RouteErrorPage';
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
  const loader = route.guard ? guardLoaders[route.guard] : undefined;
  const Page = lazy(() => route.load().then((component) => ({ default: component })));
  return {
    path: route.path,
    element: <RoutePage route={route} Page={Page} />,
    ...(loader ? { loader } : {}),
  };
}

/** The public pages' layouts come with the entry; the admin and partner areas' when first visited. */
const layoutElements: Record<
  LayoutName,
  { Component: ComponentType } | { load: () => Promise<ComponentType> }
> = {
  plain: { Component: PlainLayout },
  admin: { load: () => import('./layouts/AdminLayout').then((m) => m.AdminLayout) },
  partners: { load: () => import('./layouts/PartnersLayout').then((m) => m.PartnersLayout) },
  none: { Component: BareLayout },
};

/** Route objects for createBrowserRouter (and createMemoryRouter in tests). */
export function buildRouteObjects(): RouteObject[] {
  const layouts = (Object.keys(layoutElements) as LayoutName[]).map((layout): RouteObject => {
    const entry = layoutElements[layout];
    const children = routes.filter((route) => route.layout === layout).map(toRouteObject);
    if (layout === 'plain')
      children.push({
        path: '*',
        element: (
          <Suspense fallback={<PageSkeleton />}>
            <NotFoundPage />
          </Suspense>
        ),
      });
    if ('load' in entry) return { lazy: async () => ({ Component: await entry.load() }), children };
    return { element: <entry.Component />, children };
  });
  return [
    {
      element: <AppRoot />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageSkeleton />,
      children: layouts,
    },
  ];
}
