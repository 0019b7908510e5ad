// The server for the end-to-end run: the built app on a fresh database. With DATABASE_URL, a new
// database on that server; without it, the embedded PostgreSQL in a fresh temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

if (process.env.DATABASE_URL) {
  const name = `bw_e2e_${Date.now().toString(36)}`;
  const admin = new URL(process.env.DATABASE_URL);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`create database "${name}"`);
  await client.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
} else {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bw-e2e-'));
  fs.chmodSync(dataDir, 0o755);
  process.env.DATA_DIR = dataDir;
}

// A private copy of the built client, so a test can publish a "new deployment" (a new
// build-manifest.json) without touching client/dist; tests find it by the run's port.
const assets = path.join(os.tmpdir(), `bw-e2e-assets-${process.env.PORT}`);
fs.rmSync(assets, { recursive: true, force: true });
fs.cpSync(path.resolve(import.meta.dirname, '../../client/dist'), assets, { recursive: true });
process.env.BUILD_ASSETS_DIR = assets;

await import('./mock-oidc.mjs');
await import('../../server/dist/app/main.js');
