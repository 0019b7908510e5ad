import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../server/src/common/config.js';
import { rewriteAssetUrls } from '../../server/src/platform/web/spa.js';
import { createAccount, createWire } from '../helpers/factories.js';
import { useTestServer } from '../helpers/test-server.js';

const dist = path.join(repoRoot, 'client/dist');
const routes = JSON.parse(fs.readFileSync(path.join(dist, 'routes.json'), 'utf8')) as {
  path: string;
  guard: string | null;
}[];
const CDN = 'https://cdn.buildwire.test/app';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const server = useTestServer({ CDN_URL: CDN });

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${pathname}`, { headers, redirect: 'manual' });

describe('HTTP statuses and caching of the web client', () => {
  it('answers every route of the table with the app and 200', async () => {
    // SPEC §2's 30 built, the password reset pages (/forgotPassword, /resetPassword), /explorer and /unsubscribe
    expect(routes).toHaveLength(35);
    // a doc-id-check route names a record that exists
    const ID = (await createWire(server, await createAccount(server, { role: 'member', password: null }))).id;
    for (const route of routes) {
      const response = await get(route.guard === 'doc-id-check' ? `${route.path}?id=${ID}` : route.path);
      expect(response.status, route.path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('answers an unknown path with the app and 404, and a crawler with a bare 404', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<div id="root">');
    const crawler = await get('/no/such/page', { 'user-agent': GOOGLEBOT });
    expect(crawler.status).toBe(404);
    expect(crawler.headers.get('content-type')).toMatch(/text\/plain/);
    expect(await crawler.text()).not.toContain('<div id="root">');
    // known routes are served to crawlers as to anyone
    expect((await get('/faqs', { 'user-agent': GOOGLEBOT })).status).toBe(200);
  });

  it('answers a failed doc-id-check with 404 (the fatal page)', async () => {
    for (const url of ['/wires/details', '/wires/details?id=nope', '/wires/details?id=123']) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and never index.html or the build manifest', async () => {
    const asset = fs.readdirSync(path.join(dist, 'assets')).find((name) => name.endsWith('.js'))!;
    const response = await get(`/assets/${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const manifest = await get(`/build-manifest.json?t=${Date.now()}`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-store');
    expect(await manifest.json()).toMatchObject({ buildId: expect.any(String), builtAt: expect.any(String) });
    expect((await get('/')).headers.get('cache-control')).toBe('no-store');
    expect((await get('/index.html')).headers.get('cache-control')).toBe('no-store');
    const missing = await get('/assets/gone-abc123.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
  });

  it('serves the assets named in index.html from CDN_URL when set', async () => {
    const html = await (await get('/')).text();
    expect(html).toMatch(
      new RegExp(`<link rel="modulepreload" crossorigin href="${CDN}/assets/index-[\\w-]+\\.js"`),
    );
    // started once the page has painted (spa-first-paint.ts), from the CDN too
    expect(html).toMatch(new RegExp(`e\\.src="${CDN}/assets/index-[\\w-]+\\.js"`));
    expect(html).not.toMatch(/(src|href)="\/assets\//);
    const csp = (await get('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(CDN);
  });

  it("preloads the page's own chunks for its path, beside the entry (from CDN_URL)", async () => {
    const preloads = JSON.parse(fs.readFileSync(path.join(dist, 'route-preloads.json'), 'utf8')) as Record<
      string,
      string[]
    >;
    for (const pagePath of ['/', '/wireboard']) {
      const html = await (await get(pagePath)).text();
      expect(preloads[pagePath]!.length, pagePath).toBeGreaterThan(0);
      for (const file of preloads[pagePath]!)
        expect(html, pagePath).toContain(`<link rel="modulepreload" crossorigin href="${CDN}/${file}">`);
    }
    const home = await (await get('/')).text();
    expect(home).not.toMatch(/WireboardPage-[\w-]+\.js/);
    expect(await (await get('/no/such/page')).text()).not.toMatch(/HomePage-[\w-]+\.js/);
  });

  it('rewrites asset URLs only when a CDN is configured', () => {
    const html = '<script src="/assets/a.js"></script><link href="/assets/b.css"><a href="/faqs">';
    expect(rewriteAssetUrls(html, undefined)).toBe(html);
    expect(rewriteAssetUrls(html, 'https://cdn.example/')).toBe(
      '<script src="https://cdn.example/assets/a.js"></script><link href="https://cdn.example/assets/b.css"><a href="/faqs">',
    );
  });
});
