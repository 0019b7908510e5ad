// Figure 10: the first load of `/` and `/wireboard` in headless Chromium (Debian's /usr/bin/chromium
// through Playwright) with a 4× CPU throttle and a cold cache: Largest Contentful Paint, and the
// JavaScript the browser fetched (files, bytes over the wire) before LCP and until the page settled.
// The real server, built client and all, is booted in this process on bw_bench.
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { repoRoot, summary } from '../common.mjs';
import { inProcessServer } from '../in-process.mjs';
import { stopAll, track } from '../stoppers.mjs';

export const LCP_PATHS = ['/', '/wireboard'];
const CPU_THROTTLE = 4;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'];

/** Runs in the page once it has settled: the last LCP candidate and the scripts fetched so far. */
function readPage() {
  return new Promise((resolve) => {
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      const element = last?.element;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((r) => /\.m?js(\?|$)/.test(new URL(r.name).pathname))
        .map((r) => ({ name: new URL(r.name).pathname, startTime: r.startTime, bytes: r.transferSize }));
      resolve({
        lcpMs: last ? last.startTime : null,
        element: element
          ? `${element.tagName.toLowerCase()}: ${(element.textContent ?? '').trim().slice(0, 40)}`
          : null,
        scripts,
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

async function loadOnce(browser, url) {
  // a new context has an empty cache and no cookies: a first visit
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLE });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // Both pages end with wire cards (bw_bench has open wires). A quiet network alone is no sign of
    // a finished page: the throttled CPU may still be running the entry script. LCP stops at the
    // first input; with none, the last candidate once the cards are there and the network is quiet.
    await page.locator('main article').first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const read = await page.evaluate(readPage);
    const beforeLcp = read.scripts.filter((s) => s.startTime <= read.lcpMs);
    const sum = (list) => list.reduce((total, s) => total + s.bytes, 0);
    return {
      lcpMs: read.lcpMs,
      element: read.element,
      jsFiles: read.scripts.length,
      jsBytes: sum(read.scripts),
      jsFilesBeforeLcp: beforeLcp.length,
      jsBytesBeforeLcp: sum(beforeLcp),
    };
  } finally {
    await context.close();
  }
}

/** `opt.loads` cold loads per path (after one unmeasured load that warms the server). */
export async function measureLcp(databaseUrl, opt) {
  const assetsDir = path.resolve(repoRoot, process.env.BUILD_ASSETS_DIR || 'client/dist');
  if (!fs.existsSync(path.join(assetsDir, 'index.html')))
    throw new Error(`${assetsDir}/index.html is missing: run \`npm run build -w client\` first`);
  const app = await inProcessServer(databaseUrl);
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  track(() => browser.close());
  const out = { loads: opt.loads, cpuThrottle: CPU_THROTTLE, paths: {} };
  try {
    for (const pagePath of LCP_PATHS) {
      const url = `${app.server.url}${pagePath}`;
      await loadOnce(browser, url);
      const runs = [];
      for (let i = 0; i < opt.loads; i++) runs.push(await loadOnce(browser, url));
      const last = runs.at(-1);
      out.paths[pagePath] = {
        lcp: summary(runs.map((r) => r.lcpMs)),
        element: last.element,
        jsFiles: last.jsFiles,
        jsBytes: last.jsBytes,
        jsFilesBeforeLcp: last.jsFilesBeforeLcp,
        jsBytesBeforeLcp: last.jsBytesBeforeLcp,
        runs,
      };
    }
  } finally {
    await stopAll();
  }
  return out;
}
