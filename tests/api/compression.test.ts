import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../server/src/common/config.js';
import { decodedBody, rawRequest } from '../helpers/raw-http.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';

/**
 * What goes over the wire, read with node:http (which, unlike fetch, leaves the body as sent):
 * built assets precompressed at build time, the app's own answers compressed on the fly above
 * 1 KB, small answers as they are; caching as each file needs.
 */
const dist = path.join(repoRoot, 'client/dist');
let server: TestServer;
let entry: string;
beforeAll(async () => {
  server = await startTestServer({ BUILD_ASSETS_DIR: dist });
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)![1]!;
});
afterAll(async () => {
  await server?.stop();
});

describe('built assets', () => {
  it('sends the entry script precompressed: brotli where accepted, else gzip, else as it is', async () => {
    const original = fs.readFileSync(path.join(dist, entry));
    expect(original.length).toBeGreaterThan(1024);
    const br = await rawRequest(`${server.url}${entry}`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(decodedBody(br).equals(original)).toBe(true);
    // brotli at its best quality: well under a third of the script
    expect(br.body.length).toBeLessThan(original.length / 3);

    const gzip = await rawRequest(`${server.url}${entry}`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decodedBody(gzip).equals(original)).toBe(true);

    const plain = await rawRequest(`${server.url}${entry}`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.equals(original)).toBe(true);
  });

  it('serves the icons and the web app manifest; the build manifest is never cached', async () => {
    const ico = await rawRequest(`${server.url}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(ico.headers['content-type']).toMatch(/icon/);
    for (const file of ['/apple-touch-icon.png', '/icon-192.png', '/icon-512.png']) {
      const icon = await rawRequest(`${server.url}${file}`);
      expect([file, icon.status, icon.headers['content-type']]).toEqual([file, 200, 'image/png']);
    }
    const manifest = await rawRequest(`${server.url}/manifest.webmanifest`, { 'accept-encoding': 'br' });
    expect(JSON.parse(decodedBody(manifest).toString('utf8'))).toMatchObject({ name: 'BuildWire' });
    const build = await rawRequest(`${server.url}/build-manifest.json`, { 'accept-encoding': 'br' });
    expect(build.headers['cache-control']).toBe('no-store');
  });

  it('refuses a path that leaves the build folder', async () => {
    const escape = await rawRequest(`${server.url}/assets/..%2f..%2fpackage.json`, {
      'accept-encoding': 'br',
    });
    expect(escape.body.toString('utf8')).not.toMatch(/"workspaces"/);
  });
});

describe('answers of the app', () => {
  it('compresses a GraphQL answer over 1 KB, and leaves a small one as it is', async () => {
    const big = await rawRequest(
      `${server.url}/graphql`,
      { 'accept-encoding': 'br, gzip' },
      JSON.stringify({ query: '{ __schema { types { name description } } }' }),
    );
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    const decoded = decodedBody(big);
    expect(decoded.length).toBeGreaterThan(1024);
    expect(JSON.parse(decoded.toString('utf8')).data.__schema.types.length).toBeGreaterThan(10);

    const gzipOnly = await rawRequest(
      `${server.url}/graphql`,
      { 'accept-encoding': 'gzip' },
      JSON.stringify({ query: '{ __schema { types { name description } } }' }),
    );
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');

    const small = await rawRequest(
      `${server.url}/graphql`,
      { 'accept-encoding': 'br, gzip' },
      JSON.stringify({ query: '{ __typename }' }),
    );
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString('utf8'))).toEqual({ data: { __typename: 'Query' } });
  });

  it('compresses the page HTML, which is never cached', async () => {
    const page = await rawRequest(`${server.url}/wireboard`, {
      'accept-encoding': 'gzip',
      accept: 'text/html',
    });
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(decodedBody(page).toString('utf8')).toMatch(/<div id="root">/);
  });
});
