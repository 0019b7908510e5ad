import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3Storage } from '../../server/src/storage/s3-storage.js';
import { createAccount, sessionCookieFor } from '../helpers/factories.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { jpeg, upload } from '../helpers/uploads.js';

let s3: S3rver;
let dir: string;
let endpoint: string;
const BUCKET = 'bw-files';

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'bw-s3-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: dir,
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  const address = await s3.run();
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the S3 storage driver (against s3rver, in process)', () => {
  it('puts, reads (whole and ranges), sizes, deletes', async () => {
    const storage = new S3Storage({
      driver: 's3',
      bucket: BUCKET,
      prefix: 'test/',
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
    });
    try {
      await storage.put('k1.txt', Buffer.from('hello, storage'), 'text/plain');
      expect(await storage.exists('k1.txt')).toBe(true);
      expect(await storage.size('k1.txt')).toBe(14);
      const whole = await storage.get('k1.txt');
      expect(whole?.length).toBe(14);
      expect(await text(whole!.body)).toBe('hello, storage');
      const part = await storage.get('k1.txt', { start: 7, end: 13 });
      expect(part?.length).toBe(14);
      expect(await text(part!.body)).toBe('storage');

      expect(await storage.get('missing.txt')).toBeNull();
      expect(await storage.size('missing.txt')).toBeNull();
      await storage.delete(['k1.txt', 'missing.txt']);
      expect(await storage.exists('k1.txt')).toBe(false);
      await expect(storage.put('../escape', Buffer.from('x'), 'text/plain')).rejects.toThrow(
        /Invalid storage key/,
      );
    } finally {
      storage.close();
    }
  });

  describe('a server with STORAGE_URL=s3://…', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer({
        STORAGE_URL: `s3://S3RVER:S3RVER@${BUCKET}/uploads?endpoint=${encodeURIComponent(endpoint)}&region=us-east-1&forcePathStyle=true`,
      });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it('takes an upload into the bucket, serves it and its thumbnails, and cleans it up', async () => {
      expect(server.config.storage).toMatchObject({ driver: 's3', bucket: BUCKET, prefix: 'uploads/' });
      const member = await createAccount(server, { password: null });
      const cookie = await sessionCookieFor(server, member);
      const answer = await upload(server, cookie, await jpeg(1500, 1000), 'site.jpg');
      expect(answer.status).toBe(201);
      const file = answer.file!;

      const original = await fetch(`${server.url}${file.url}`, { headers: { cookie } });
      expect(original.status).toBe(200);
      expect(original.headers.get('content-type')).toBe('image/jpeg');
      expect(Number(original.headers.get('content-length'))).toBe(file.size);
      expect((await original.arrayBuffer()).byteLength).toBe(file.size);
      const thumbnail = await fetch(`${server.url}${file.thumbnailUrl}`, { headers: { cookie } });
      expect((await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata()).width).toBe(320);

      const [row] = await server
        .em()
        .execute<{ storage_key: string }[]>(`select storage_key from stored_file where id = ?`, [file.id]);
      const storage = server.app.services.files.storage;
      expect(await storage.exists(row!.storage_key)).toBe(true);
      expect(await storage.exists(`${row!.storage_key}.1280.webp`)).toBe(true);

      await server
        .em()
        .execute(`update stored_file set created_at = now() - interval '2 days' where id = ?`, [file.id]);
      expect(await server.app.services.files.removeAllUnattached(server.em())).toBe(1);
      expect(await storage.exists(row!.storage_key)).toBe(false);
      expect(await storage.exists(`${row!.storage_key}.320.webp`)).toBe(false);
      expect((await fetch(`${server.url}${file.url}`, { headers: { cookie } })).status).toBe(404);
    });
  });
});
