import { describe, expect, it } from 'vitest';

import { defineRouteTable, guardNames, routeGuards, routeTable, type RouteInfo } from './route-table';
import { routes } from './routes';

const specPaths = [
  '/',
  '/faqs',
  '/about',
  '/error',
  '/nouser',
  '/userinfo',
  '/membersEmail',
  '/wireboard',
  '/wires/login',
  '/wires/details',
  '/property/form',
  '/buildmat',
  '/partners',
  '/partners/login',
  '/partners/signup',
  '/admin',
  '/admin/dashboard',
  '/admin/addMember',
  '/admin/community',
  '/admin/sellersList',
  '/admin/requestTable',
  '/partners/profile',
  '/partners/products',
  '/partners/dashboard',
  '/partners/responses',
  '/partners/wireboard',
  '/partners/properties',
  '/partners/orders',
  '/admin/orders',
  '/admin/reports',
  '/orders',
];

// beyond SPEC §2's table: password reset, the API explorer, email unsubscribe
const addedPaths = ['/forgotPassword', '/resetPassword', '/explorer', '/unsubscribe'];

describe('route table', () => {
  it('has exactly the paths of SPEC §2 and the added ones', () => {
    expect(routeTable).toHaveLength(specPaths.length + addedPaths.length);
    expect(routeTable.map((route) => route.path).sort()).toEqual([...specPaths, ...addedPaths].sort());
  });

  it('names only known guards, with the guards of SPEC §2', () => {
    for (const route of routeTable) {
      if ('guard' in route) expect(guardNames).toContain(route.guard);
    }
    const guardOf = Object.fromEntries(routeGuards.map(({ path, guard }) => [path, guard]));
    expect(guardOf['/userinfo']).toBe('signed-in');
    expect(guardOf['/wires/details']).toBe('doc-id-check');
    expect(guardOf['/admin']).toBe('admin-sign-in-check');
    expect(guardOf['/admin/addMember']).toBe('signed-in');
    expect(guardOf['/partners/wireboard']).toBe('approved-partner');
    expect(guardOf['/partners/dashboard']).toBe('partner');
    expect(guardOf['/']).toBeNull();
  });

  it('is JSON-able', () => {
    expect(JSON.parse(JSON.stringify(routeGuards))).toEqual(routeGuards);
  });

  it('rejects a route naming an unknown guard', () => {
    const table = [
      { path: '/ok', layout: 'plain', title: 'Ok', description: 'ok' },
      { path: '/bad', layout: 'plain', guard: 'signed-in-ish', title: 'Bad', description: 'bad' },
    ] as unknown as RouteInfo[];
    expect(() => defineRouteTable(table)).toThrow(/unknown guard "signed-in-ish"/);
  });

  it('rejects unknown layouts, duplicate paths and path parameters', () => {
    const route = { path: '/a', layout: 'plain', title: 'A', description: 'a' } as const;
    expect(() => defineRouteTable([route, route])).toThrow(/twice/);
    expect(() => defineRouteTable([{ ...route, layout: 'fancy' } as unknown as RouteInfo])).toThrow(/layout/);
    expect(() => defineRouteTable([{ ...route, path: '/wires/:id' }])).toThrow(/parameters/);
  });

  // each loader's module and export are checked by the type checker (pageLoaders is keyed by
  // path), and the build gives each its own chunk (tests/api/bundle-budget.test.ts): importing
  // every page here would only measure how fast a busy machine compiles them
  it('gives every route a title, a description and a page loader of its own', () => {
    expect(routes).toHaveLength(specPaths.length + addedPaths.length);
    for (const route of routes) {
      expect(route.title.length).toBeGreaterThan(0);
      expect(route.description.length).toBeGreaterThan(0);
      expect(typeof route.load).toBe('function');
    }
    expect(new Set(routes.map((route) => route.load)).size).toBe(routes.length);
  });
});
