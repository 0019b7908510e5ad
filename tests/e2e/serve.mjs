// The server for the end-to-end run: the built app on a fresh database. With DATABASE_URL, a new
// database on that server; without it, the embedded PostgreSQL in a fresh temporary folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

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

// A real SMTP server for the run: every message it receives is written to a folder the tests find
// by the run's port (see mail.ts), and the app sends through it.
const mailDir = path.join(os.tmpdir(), `bw-e2e-mail-${process.env.PORT}`);
fs.rmSync(mailDir, { recursive: true, force: true });
fs.mkdirSync(mailDir, { recursive: true });
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase()).join(',');
      const name = `${String(++received).padStart(5, '0')}-${to.replace(/[^a-z0-9@.,-]/g, '_')}.eml`;
      // written whole under a temporary name, then renamed: a reader never sees half a message
      const file = path.join(mailDir, name);
      fs.writeFileSync(`${file}.part`, Buffer.concat(chunks));
      fs.renameSync(`${file}.part`, file);
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.server.address().port}`;

await import('./mock-oidc.mjs');
await import('../../server/dist/app/main.js');
