import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criticalCss } from '../../client/critical-css.js';
import { repoRoot } from '../../server/src/common/config.js';
import { FIRST_PAINTS } from '../../server/src/platform/web/spa-first-paint.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

// The pages with a first paint in the HTML carry the CSS that paint needs inline
// (client/critical-css.ts, at build time) and load the full stylesheet without waiting for it.

const dist = path.join(repoRoot, 'client/dist');

describe('critical CSS of a first paint (client/critical-css.ts)', () => {
  const SHEET =
    ':root{color-scheme:var(--scheme)}*,:before{box-sizing:border-box}body{margin:0;color:var(--text)}' +
    ':root{--scheme:light;--text:var(--ink);--ink:#111;--unused:1px;--gap:2px;--spin-time:1s}' +
    ':root[data-mantine-color-scheme=dark]{--ink:#eee;--other:3px}' +
    '.a{gap:var(--gap);animation:spin var(--spin-time) linear}.b{color:red}.a:hover{color:green}' +
    '.a:where([data-size=lg])>.c{padding:0}.a:where([data-size=sm]){padding:1px}.c::placeholder{opacity:.5}' +
    '@media (min-width:48em){.a{gap:0}.b{gap:1px}}@media (hover:hover){.b{opacity:1}}' +
    '@keyframes spin{0%{opacity:0}}@keyframes fade{0%{opacity:1}}';
  const css = criticalCss(SHEET, '<div class="a" data-size="lg"><p class="c">x</p></div>');

  it('keeps the rules whose selectors match the page, in either colour scheme, and no others', () => {
    expect(css).toContain('*,:before{box-sizing:border-box}');
    expect(css).toContain('body{margin:0;color:var(--text)}');
    expect(css).toContain('.a:where([data-size=lg])>.c{padding:0}');
    expect(css).toContain('.c::placeholder{opacity:.5}');
    expect(css).toContain('@media (min-width:48em){.a{gap:0}}');
    expect(css).toContain(':root[data-mantine-color-scheme=dark]{--ink:#eee}');
    for (const gone of ['.b', ':hover', 'data-size=sm', '(hover:hover)']) expect(css).not.toContain(gone);
  });

  it('keeps only the custom properties referenced, transitively, and the keyframes named', () => {
    expect(css).toContain(':root{--scheme:light;--text:var(--ink);--ink:#111;--gap:2px;--spin-time:1s}');
    for (const gone of ['--unused', '--other', '@keyframes fade']) expect(css).not.toContain(gone);
    expect(css).toContain('@keyframes spin{0%{opacity:0}}');
    // what the markup's own inline styles reference counts too
    expect(criticalCss(':root{--a:1px;--b:2px}', '<p style="margin:var(--b)">x</p>')).toBe(':root{--b:2px}');
  });

  it("covers every Mantine class of the built pages' first paints, in a few KB", () => {
    const built = JSON.parse(fs.readFileSync(path.join(dist, 'critical-css.json'), 'utf8')) as Record<
      string,
      string
    >;
    expect(Object.keys(built).sort()).toEqual(Object.keys(FIRST_PAINTS).sort());
    for (const [page, markup] of Object.entries(FIRST_PAINTS)) {
      const classes = new Set([...markup.matchAll(/\bm_[0-9a-f]+\b/g)].map((m) => m[0]));
      expect(classes.size, page).toBeGreaterThan(0);
      for (const name of classes) expect(built[page], `${page} ${name}`).toContain(`.${name}`);
      for (const name of ['--mantine-color-body', '--mantine-spacing-md', '--mantine-h1-font-size'])
        expect(built[page], `${page} ${name}`).toContain(`${name}:`);
      expect(built[page]!.length, page).toBeLessThan(10_000);
    }
  });
});

describe('the stylesheet of the pages with a first paint', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  const page = async (pathname: string) => (await fetch(`${server.url}${pathname}`)).text();
  const critical = JSON.parse(fs.readFileSync(path.join(dist, 'critical-css.json'), 'utf8')) as Record<
    string,
    string
  >;

  it('inlines the critical CSS on / and /wireboard and loads the full stylesheet after the paint', async () => {
    for (const pathname of ['/', '/wireboard']) {
      const html = await page(pathname);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, pathname).toContain(`<style>${critical[pathname]}</style>`);
      const href =
        /<link rel="preload" as="style" crossorigin href="(\/assets\/index-[\w-]+\.css)" data-bw-css>/.exec(
          head,
        )?.[1];
      expect(href, pathname).toBeDefined();
      // no blocking stylesheet but the one for a browser without scripts
      expect(head.replace(/<noscript>.*?<\/noscript>/g, '')).not.toContain('rel="stylesheet"');
      expect(head).toContain(`<noscript><link rel="stylesheet" crossorigin href="${href}"></noscript>`);
      // the entry's loader (which adds the stylesheet) comes after the link it reads
      expect(head.indexOf('data-bw-css')).toBeLessThan(head.indexOf("querySelector('link[data-bw-css]')"));
      // the page's chunks wait for the loader too, out of the preload scanner's way
      const template = /<template id="bw-preloads">(.*?)<\/template>/.exec(head)?.[1] ?? '';
      expect(template, pathname).toMatch(
        /^(<link rel="modulepreload" crossorigin href="\/assets\/[\w.-]+\.js">)+$/,
      );
      expect(head.replace(template, '')).not.toMatch(/href="\/assets\/(Home|Wireboard)Page-/);
    }
  });

  it('keeps the plain blocking stylesheet on the pages without a first paint', async () => {
    for (const pathname of ['/faqs', '/wires/login', '/no/such/page']) {
      const html = await page(pathname);
      expect(html, pathname).toMatch(
        /<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">/,
      );
      expect(html, pathname).not.toContain('data-bw-css');
      expect(html, pathname).not.toContain('<noscript>');
      expect(html, pathname).not.toContain('bw-preloads');
    }
  });
});
