/**
 * The first paint of a page, in the HTML itself: the page's real header bar and main heading, so
 * the browser paints them as soon as the HTML and the stylesheet are in, rather than after the
 * scripts have run (an early Largest Contentful Paint). React replaces it on its first render (createRoot
 * clears the root). The words are the page's own (WireboardPage, HomePage): `first-paint.spec.ts`
 * checks that each one is what the page shows once the app runs, in the same place and size.
 * Markup and classes are Mantine's, as the app renders them (the stylesheet is the app's).
 */

const LOGO_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" width="26" height="26" viewBox="0 0 24 24" fill="none" ' +
  'stroke="var(--mantine-primary-color-filled)" stroke-width="1.8" stroke-linecap="round" ' +
  'stroke-linejoin="round" aria-hidden="true"><path d="M3 21v-13l9 -4l9 4v13"></path>' +
  '<path d="M13 13h4v8h-10v-6h6"></path><path d="M13 21v-9a1 1 0 0 0 -1 -1h-2a1 1 0 0 0 -1 1v3"></path></svg>';

/** The app shell's header (AppHeader's logo; the rest of the bar comes with the app). */
const HEADER =
  '<header style="position:fixed;top:0;left:0;right:0;height:60px;z-index:100;' +
  'display:flex;align-items:center;padding-inline:var(--mantine-spacing-md);' +
  'background:var(--mantine-color-body);border-bottom:1px solid var(--mantine-color-default-border)">' +
  '<a href="/" aria-label="BuildWire home" style="color:inherit;text-decoration:none">' +
  '<div class="m_4081bf90 mantine-Group-root" style="--group-gap:calc(0.375rem * var(--mantine-scale));' +
  '--group-align:center;--group-justify:flex-start;--group-wrap:nowrap">' +
  `${LOGO_ICON}<span class="m_b6d8b162 mantine-Text-root" style="font-size:var(--mantine-font-size-lg);` +
  'font-weight:800">BuildWire</span></div></a></header>';

/** AppShell.Main (below the 60 px header) with the page's Container (size lg, padding xl). */
function shell(content: string): string {
  return (
    `${HEADER}<main style="padding-top:60px"><div class="m_7485cace mantine-Container-root" data-size="lg" ` +
    'data-strategy="block" style="--container-size:var(--container-size-lg);padding-block:var(--mantine-spacing-xl)">' +
    `${content}</div></main>`
  );
}

const TEXT_DIMMED = 'class="m_b6d8b162 mantine-Text-root"';

/** PageHeader: the h1 (at h2's size) and its one-sentence description. */
function pageHeader(title: string, description: string): string {
  return (
    '<div class="m_6d731127 mantine-Stack-root" style="--stack-gap:var(--mantine-spacing-lg);' +
    '--stack-align:stretch;--stack-justify:flex-start"><div class="m_4081bf90 mantine-Group-root" ' +
    'style="--group-gap:var(--mantine-spacing-sm);--group-align:flex-end;--group-justify:space-between;' +
    '--group-wrap:wrap"><div><h1 class="m_8a5d1357 mantine-Title-root" data-order="1" ' +
    'style="--title-fw:var(--mantine-h1-font-weight);--title-lh:var(--mantine-h1-line-height);' +
    `--title-fz:var(--mantine-h1-font-size);font-size:var(--mantine-h2-font-size)">${title}</h1>` +
    `<p ${TEXT_DIMMED} data-size="sm" style="--text-fz:var(--mantine-font-size-sm);` +
    `--text-lh:var(--mantine-line-height-sm);color:var(--mantine-color-dimmed)">${description}</p>` +
    '</div></div></div>'
  );
}

/** HomePage's hero: its h1 (32 px on a phone, 44 px from `sm`) and the sentence under it. */
const HOME_HERO =
  '<style>.bw-fp-hero{font-size:32px}@media (min-width:48em){.bw-fp-hero{font-size:44px}}</style>' +
  '<div class="m_6d731127 mantine-Stack-root" style="--stack-gap:calc(3.5rem * var(--mantine-scale));' +
  '--stack-align:stretch;--stack-justify:flex-start"><section class="m_6d731127 mantine-Stack-root" ' +
  'aria-labelledby="hero-title" style="--stack-gap:var(--mantine-spacing-lg);--stack-align:stretch;' +
  '--stack-justify:flex-start;max-width:calc(47.5rem * var(--mantine-scale))">' +
  '<h1 class="m_8a5d1357 mantine-Title-root bw-fp-hero" data-order="1" id="hero-title" ' +
  'style="--title-fw:var(--mantine-h1-font-weight);--title-lh:var(--mantine-h1-line-height);' +
  '--title-fz:var(--mantine-h1-font-size);line-height:1.15">Property and building materials, wired to you.</h1>' +
  `<p ${TEXT_DIMMED} data-size="lg" style="--text-fz:var(--mantine-font-size-lg);` +
  '--text-lh:var(--mantine-line-height-lg);color:var(--mantine-color-dimmed)">Tell BuildWire what you need. ' +
  'Approved sellers, agents and suppliers near you answer with quotes, live, so you compare offers instead ' +
  'of chasing them.</p></section></div>';

/** The first paint of each page that has one, by route path. */
export const FIRST_PAINTS: Readonly<Record<string, string>> = {
  '/': shell(HOME_HERO),
  '/wireboard': shell(
    pageHeader('Wireboard', 'Every open request, newest first. New wires appear here as they are posted.'),
  ),
};

/**
 * index.html with the route's first paint inside its (empty) root element, and the entry run after
 * it. With the page's critical CSS (`criticalCss`, from the client build's critical-css.json), that
 * paint no longer waits for the full stylesheet either (withStylesheetAfterFirstPaint).
 */
export function withFirstPaint(
  indexHtml: string,
  routePath: string | undefined,
  criticalCss: Readonly<Record<string, string>> = {},
): string {
  const paint = routePath === undefined ? undefined : FIRST_PAINTS[routePath];
  if (!paint) return indexHtml;
  const critical = criticalCss[routePath!];
  const html = critical ? withStylesheetAfterFirstPaint(indexHtml, critical) : indexHtml;
  return withEntryAfterFirstPaint(html).replace(
    '<div id="root"></div>',
    () => `<div id="root">${paint}</div>`,
  );
}

const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/;
const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/**
 * The page's critical CSS inline, and its full stylesheet fetched at once (`preload`, marked
 * `data-bw-css`) but applied without holding up the first paint: the entry's loader
 * (withEntryAfterFirstPaint) adds it as a stylesheet and starts the app only once it has loaded.
 * Without scripts, the `<noscript>` copy applies it as before.
 */
export function withStylesheetAfterFirstPaint(indexHtml: string, criticalCss: string): string {
  const sheet = STYLESHEET.exec(indexHtml);
  if (!sheet || !ENTRY.test(indexHtml)) return indexHtml;
  // `</style` cannot occur in CSS that a browser would read the same inline; refuse it rather than cut the page
  if (/<\/style/i.test(criticalCss)) return indexHtml;
  const href = sheet[1]!;
  const head =
    `<link rel="preload" as="style" crossorigin href="${href}" data-bw-css>` +
    `<style>${criticalCss}</style>` +
    `<noscript><link rel="stylesheet" crossorigin href="${href}"></noscript>`;
  // before the entry's script tag, which becomes the loader that looks for the `data-bw-css` link
  return indexHtml.replace(sheet[0], '').replace(ENTRY, (entry) => head + entry);
}

/**
 * The entry script started once the page's first paint is on screen. A module script already
 * downloaded when parsing ends runs before the first frame, and React would clear the first paint
 * before it was ever shown (or before the browser had timed it: a paint still waiting for its
 * presentation when its element goes is not counted). So the entry is fetched at once
 * (`modulepreload`) and run after the `first-contentful-paint` entry, or after 1 s without one; a
 * hidden tab, which paints nothing, runs it once the HTML is parsed. Where the full stylesheet
 * comes after the first paint (a `link[data-bw-css]` before this script), the loader adds it and
 * runs the entry only once it has loaded (or failed), so the app never renders unstyled. The page's
 * chunks (`<template id="bw-preloads">`, spa.ts withRoutePreloads) are preloaded then too. Only pages
 * with a first paint do this. A failure to load still reaches the load-failure notice (index.html
 * listens for script and stylesheet errors).
 */
export function withEntryAfterFirstPaint(indexHtml: string): string {
  return indexHtml.replace(
    ENTRY,
    (_tag, src: string) =>
      `<link rel="modulepreload" crossorigin href="${src}">` +
      "<script>(function(){var d=0,p=0,c=1;function a(){var t=document.getElementById('bw-preloads');" +
      "if(t)document.head.appendChild(t.content);var e=document.createElement('script');" +
      `e.type='module';e.crossOrigin='';e.src=${JSON.stringify(src)};document.head.appendChild(e)}` +
      "function r(){if(d||!p||!c)return;d=1;if(document.readyState==='loading')" +
      "document.addEventListener('DOMContentLoaded',a);else a()}function s(){p=1;r()}" +
      "var l=document.querySelector('link[data-bw-css]');if(l){c=0;var k=document.createElement('link');" +
      "k.rel='stylesheet';k.crossOrigin='';k.href=l.href;k.onload=k.onerror=function(){c=1;r()};" +
      'document.head.appendChild(k)}' +
      "if(document.visibilityState!=='visible')return s();try{new PerformanceObserver(function(l){" +
      "if(l.getEntriesByName('first-contentful-paint').length)s()}).observe({type:'paint',buffered:true})}" +
      'catch(x){}setTimeout(s,1000)})()</script>',
  );
}
