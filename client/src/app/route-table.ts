/**
 * The route table of the web client as plain data: no React, no browser APIs, so the server can
 * import the same source (to answer 404 for unknown paths, for example). Pages are attached to
 * these paths in routes.tsx.
 */

export const layoutNames = ['plain', 'admin', 'partners', 'none'] as const;
export type LayoutName = (typeof layoutNames)[number];

export const guardNames = [
  'signed-in',
  'admin-sign-in-check',
  'doc-id-check',
  'partner',
  'approved-partner',
] as const;
export type GuardName = (typeof guardNames)[number];

export type RouteInfo = {
  path: string;
  layout: LayoutName;
  guard?: GuardName;
  title: string;
  description: string;
};

/** Checks every entry and returns the table; throws on an unknown guard or layout or a duplicate path. */
export function defineRouteTable<const T extends readonly RouteInfo[]>(table: T): T {
  const seen = new Set<string>();
  for (const route of table) {
    if (!route.path.startsWith('/') || route.path.includes(':')) {
      throw new Error(`Route "${route.path}" must be an absolute path without parameters`);
    }
    if (seen.has(route.path)) throw new Error(`Route "${route.path}" is listed twice`);
    seen.add(route.path);
    if (!(layoutNames as readonly string[]).includes(route.layout)) {
      throw new Error(`Route "${route.path}" names an unknown layout "${String(route.layout)}"`);
    }
    if (route.guard !== undefined && !(guardNames as readonly string[]).includes(route.guard)) {
      throw new Error(`Route "${route.path}" names an unknown guard "${String(route.guard)}"`);
    }
  }
  return table;
}

export const routeTable = defineRouteTable([
  {
    path: '/',
    layout: 'plain',
    title: 'BuildWire: property and building materials, wired to you',
    description:
      'Wire a request for property or building materials and let approved partners answer with quotes, live.',
  },
  {
    path: '/faqs',
    layout: 'plain',
    title: 'FAQs',
    description: 'Questions and answers about BuildWire for buyers and partners.',
  },
  {
    path: '/about',
    layout: 'plain',
    title: 'About BuildWire',
    description: 'What BuildWire is, how wires work, and who it is for.',
  },
  {
    path: '/explorer',
    layout: 'none',
    title: 'API explorer',
    description:
      "Try BuildWire's GraphQL API in the browser: its documentation, your session or an API token, live subscriptions.",
  },
  {
    path: '/error',
    layout: 'none',
    title: 'Error',
    description: 'Something went wrong.',
  },
  {
    path: '/nouser',
    layout: 'none',
    title: 'No account found',
    description: 'No BuildWire account belongs to this sign-in. Create one in a minute.',
  },
  {
    path: '/userinfo',
    layout: 'none',
    guard: 'signed-in',
    title: 'My profile',
    description: 'Your BuildWire profile, password and sessions.',
  },
  {
    path: '/unsubscribe',
    layout: 'none',
    title: 'Stop these emails',
    description: 'Turn off one kind of BuildWire email.',
  },
  {
    path: '/membersEmail',
    layout: 'none',
    title: 'Signing you in',
    description: 'Signing you in with your email link.',
  },
  {
    path: '/resetPassword',
    layout: 'none',
    title: 'Choose a new password',
    description: 'Set a new password for your BuildWire account from the emailed link.',
  },
  {
    path: '/wireboard',
    layout: 'plain',
    title: 'Wireboard',
    description: 'Every open request for property and building materials, live.',
  },
  {
    path: '/wires/login',
    layout: 'plain',
    title: 'Sign in',
    description: 'Sign in or create a BuildWire account to wire your requests.',
  },
  {
    path: '/wires/details',
    layout: 'plain',
    guard: 'doc-id-check',
    title: 'Wire details',
    description: 'A wire and the responses partners sent to it.',
  },
  {
    path: '/property/form',
    layout: 'plain',
    title: 'Request property',
    description: 'Tell partners what property you want to buy or rent.',
  },
  {
    path: '/buildmat',
    layout: 'plain',
    title: 'Building materials',
    description:
      'Search building materials from approved suppliers by name, category, supplier, price and stock, and ask for quotes.',
  },
  {
    path: '/forgotPassword',
    layout: 'plain',
    title: 'Forgot password',
    description: 'Get an email with a link to choose a new BuildWire password.',
  },
  {
    path: '/partners',
    layout: 'plain',
    title: 'Sell on BuildWire',
    description: 'Answer live requests from buyers of property and building materials.',
  },
  {
    path: '/partners/login',
    layout: 'plain',
    title: 'Partner sign in',
    description: 'Sign in to your BuildWire partner account.',
  },
  {
    path: '/partners/signup',
    layout: 'plain',
    title: 'Become a partner',
    description: 'Create a BuildWire partner account for your business.',
  },
  {
    path: '/admin',
    layout: 'plain',
    guard: 'admin-sign-in-check',
    title: 'Admin Login',
    description: 'Sign in to run the BuildWire marketplace.',
  },
  {
    path: '/admin/dashboard',
    layout: 'admin',
    guard: 'admin-sign-in-check',
    title: 'Marketplace health',
    description:
      "The marketplace's health: wires, fill rate, quotes and acceptance, by period, kind and state.",
  },
  {
    path: '/admin/addMember',
    layout: 'admin',
    guard: 'signed-in',
    title: 'Add member',
    description: 'Add accounts to BuildWire.',
  },
  {
    path: '/admin/community',
    layout: 'admin',
    guard: 'admin-sign-in-check',
    title: 'Community',
    description: 'Every BuildWire account.',
  },
  {
    path: '/admin/sellersList',
    layout: 'admin',
    guard: 'admin-sign-in-check',
    title: 'Sellers',
    description: 'Every BuildWire partner and their approval status.',
  },
  {
    path: '/admin/requestTable',
    layout: 'admin',
    guard: 'admin-sign-in-check',
    title: 'Requests',
    description: 'Every wire on BuildWire.',
  },
  {
    path: '/partners/profile',
    layout: 'partners',
    guard: 'partner',
    title: 'Business profile',
    description: 'Your business: name, logo, categories, service area and contact details.',
  },
  {
    path: '/partners/products',
    layout: 'partners',
    guard: 'partner',
    title: 'Products',
    description: 'Your catalogue of building materials.',
  },
  {
    path: '/partners/dashboard',
    layout: 'partners',
    guard: 'partner',
    title: 'Partner dashboard',
    description: 'Your wires, responses and figures at a glance.',
  },
  {
    path: '/partners/responses',
    layout: 'partners',
    guard: 'partner',
    title: 'My responses',
    description: 'The responses you sent and their status.',
  },
  {
    path: '/partners/wireboard',
    layout: 'partners',
    guard: 'approved-partner',
    title: 'Partner wireboard',
    description: 'Wires matching your categories and service area, live.',
  },
  {
    path: '/partners/properties',
    layout: 'partners',
    guard: 'partner',
    title: 'Property listings',
    description: 'Your property listings.',
  },
  {
    path: '/orders',
    layout: 'plain',
    guard: 'signed-in',
    title: 'My orders',
    description: 'What your accepted quotes became: delivery, payments and papers.',
  },
  {
    path: '/partners/orders',
    layout: 'partners',
    guard: 'partner',
    title: 'Orders',
    description: 'Orders from your accepted quotes: confirm, dispatch and confirm payments.',
  },
  {
    path: '/admin/orders',
    layout: 'admin',
    guard: 'admin-sign-in-check',
    title: 'Orders',
    description: 'Every order on BuildWire.',
  },
  {
    path: '/admin/reports',
    layout: 'admin',
    guard: 'admin-sign-in-check',
    title: 'Reports',
    description: 'The trust and safety queue: every report, oldest first.',
  },
] as const);

export type RoutePath = (typeof routeTable)[number]['path'];

/** A JSON-able list of paths and their guards, for the server and for tests. */
export const routeGuards: { path: RoutePath; guard: GuardName | null }[] = routeTable.map((route) => ({
  path: route.path,
  guard: 'guard' in route ? route.guard : null,
}));
