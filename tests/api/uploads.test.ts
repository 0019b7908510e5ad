import http from 'node:http';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server.js';
import { createAccount, sessionCookieFor } from '../helpers/factories.js';
import { quickAs } from '../helpers/clients.js';
import {
  filesUnder,
  hasGpsPointer,
  jpeg,
  noisePng,
  pdf,
  png,
  storedRowsOf,
  upload,
  UPLOAD_QUOTA as QUOTA,
  UPLOADS_PER_WINDOW,
  useUploadServer,
} from '../helpers/uploads.js';

const uploads = useUploadServer();
let server: TestServer, dir: string, cookie: string, ownerId: string;
beforeAll(() => void ({ server, dir, cookie, ownerId } = uploads));
const rowsOf = (owner: string) => storedRowsOf(server, owner);
const get = (url: string, headers: Record<string, string> = {}) => fetch(`${server.url}${url}`, { headers });

describe('POST /api/uploads', () => {
  it('re-encodes a JPEG upright without EXIF or GPS, keeps its sha256 and writes 320/1280 WebP thumbnails', async () => {
    const original = await jpeg(2000, 1400, {
      orientation: 6,
      IFD0: { Copyright: 'Secret Camera Owner' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '6/1 31/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '3/1 22/1 0/1',
      },
    });
    const before = await sharp(original).metadata();
    expect(hasGpsPointer(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);

    const answer = await upload(server, cookie, original, '../../etc/holiday.jpg', { type: 'image/jpeg' });
    expect(answer.status).toBe(201);
    const file = answer.file!;
    expect(file).toMatchObject({
      kind: 'IMAGE',
      contentType: 'image/jpeg',
      name: 'holiday.jpg',
      // turned upright by the orientation tag (6: 90° clockwise)
      width: 1400,
      height: 2000,
      url: `/files/${file.id}`,
      thumbnailUrl: `/files/${file.id}?w=320`,
      largeUrl: `/files/${file.id}?w=1280`,
    });

    const stored = Buffer.from(await (await get(file.url, { cookie })).arrayBuffer());
    expect(stored.length).toBe(file.size);
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(stored).digest('hex')).toBe(file.sha256);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('Secret Camera Owner'))).toBe(false);
    expect(stored.includes(Buffer.from('Exif\0'))).toBe(false);

    for (const width of [320, 1280]) {
      const response = await get(`/files/${file.id}?w=${width}`, { cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const thumb = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(thumb.format).toBe('webp');
      expect(thumb.width).toBe(width);
      expect(thumb.exif).toBeUndefined();
    }
    const [row] = await rowsOf(ownerId);
    expect(await filesUnder(dir)).toEqual(
      expect.arrayContaining(
        [row!.storage_key, `${row!.storage_key}.320.webp`, `${row!.storage_key}.1280.webp`].map((key) =>
          path.join(key.slice(0, 2), key),
        ),
      ),
    );
  });

  it('never upscales a thumbnail', async () => {
    const answer = await upload(server, cookie, await png(400, 300), 'small.png');
    expect(answer.status).toBe(201);
    const large = await get(answer.file!.largeUrl, { cookie });
    expect((await sharp(Buffer.from(await large.arrayBuffer())).metadata()).width).toBe(400);
  });

  it('decides the type by content: a PNG named .jpg is a PNG, a text file named .png is refused', async () => {
    const accepted = await upload(server, cookie, await png(64, 64), 'photo.jpg', { type: 'image/jpeg' });
    expect(accepted.status).toBe(201);
    expect(accepted.file).toMatchObject({ contentType: 'image/png', kind: 'IMAGE' });
    const served = await get(accepted.file!.url, { cookie });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('content-disposition')).toContain('filename="photo.png"');

    const before = await rowsOf(ownerId);
    const refused = await upload(server, cookie, Buffer.from('just some text, honestly\n'), 'evil.png', {
      type: 'image/png',
    });
    expect(refused.status).toBe(400);
    expect(refused.error?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'file' });
    expect(await rowsOf(ownerId)).toHaveLength(before.length);
  });

  it('takes a PDF only where documents are asked for', async () => {
    const asImage = await upload(server, cookie, pdf(), 'plan.pdf', { type: 'application/pdf' });
    expect(asImage.status).toBe(400);
    expect(asImage.error?.extensions.code).toBe('BAD_USER_INPUT');
    const answer = await upload(server, cookie, pdf(), 'Plan é; v2.pdf', { kind: 'image-or-document' });
    expect(answer.status).toBe(201);
    expect(answer.file).toMatchObject({ kind: 'DOCUMENT', contentType: 'application/pdf', width: null });
    const served = await get(answer.file!.url, { cookie });
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="Plan __ v2.pdf"; filename*=UTF-8''Plan%20%C3%A9%3B%20v2.pdf`,
    );
    expect(Buffer.from(await served.arrayBuffer()).equals(pdf())).toBe(true);
    // a document has no thumbnails: ?w= serves the original
    expect((await get(answer.file!.thumbnailUrl, { cookie })).headers.get('content-type')).toBe(
      'application/pdf',
    );
    const unknownKind = await upload(server, cookie, pdf(), 'plan.pdf', { kind: 'video' });
    expect(unknownKind.error?.extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'kind' });
  });

  it('stops an 11 MB file at 10 MB + 1 byte: 413 PAYLOAD_TOO_LARGE, nothing stored', async () => {
    const member = await createAccount(server, { password: null });
    const before = await filesUnder(dir);
    const big = Buffer.concat([await png(32, 32), Buffer.alloc(11 * 1024 * 1024, 7)]);
    const answer = await upload(server, await sessionCookieFor(server, member), big, 'huge.png');
    expect(answer.status).toBe(413);
    expect(answer.error?.extensions).toEqual({ code: 'PAYLOAD_TOO_LARGE', field: 'file' });
    expect(await rowsOf(member.id)).toEqual([]);
    expect(await filesUnder(dir)).toEqual(before);
  });

  it('refuses an upload past the account quota with QUOTA_EXCEEDED (403)', async () => {
    const member = await createAccount(server, { password: null });
    const own = await sessionCookieFor(server, member);
    const noisy = await noisePng(600, 600);
    const first = await upload(server, own, noisy, 'one.png');
    expect(first.status).toBe(201);
    expect(first.file!.size).toBeGreaterThan(QUOTA / 2);
    const second = await upload(server, own, noisy, 'two.png');
    expect(second.status).toBe(403);
    expect(second.error?.extensions).toEqual({ code: 'QUOTA_EXCEEDED', field: 'file' });
    expect(await rowsOf(member.id)).toHaveLength(1);
    const client = await quickAs(server, 'member');
    client.cookie = own;
    const quota = await client.ok(`{ myUploadQuota { usedBytes limitBytes maxFileBytes } }`);
    expect(quota).toEqual({
      myUploadQuota: { usedBytes: first.file!.size, limitBytes: QUOTA, maxFileBytes: 10 * 1024 * 1024 },
    });
  });

  it('limits uploads per account: TOO_MANY_REQUESTS (429) with Retry-After', async () => {
    const member = await createAccount(server, { password: null });
    const own = await sessionCookieFor(server, member);
    const tiny = await png(4, 4);
    for (let i = 0; i < UPLOADS_PER_WINDOW; i++)
      expect((await upload(server, own, tiny, `t${i}.png`)).status).toBe(201);
    const refused = await upload(server, own, tiny, 'one-more.png');
    expect(refused.status).toBe(429);
    expect(refused.error?.extensions.code).toBe('TOO_MANY_REQUESTS');
    // when the 15-minute window has room again, in seconds, also in the body
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.error?.extensions.retryAfter).toBe(retryAfter);
    expect(await rowsOf(member.id)).toHaveLength(UPLOADS_PER_WINDOW);
  });

  it('leaves nothing behind when the client aborts mid-upload', async () => {
    const member = await createAccount(server, { password: null });
    const own = await sessionCookieFor(server, member);
    const before = await filesUnder(dir);
    const closed = new Promise<void>((resolve) => {
      const onRequest = (req: http.IncomingMessage, res: http.ServerResponse) => {
        if (req.headers['x-test'] !== 'abort') return;
        server.app.server.httpServer.off('request', onRequest);
        res.on('close', () => resolve());
      };
      server.app.server.httpServer.on('request', onRequest);
    });
    const boundary = 'bwtestboundary';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const request = http.request(`${server.url}/api/uploads`, {
      method: 'POST',
      headers: {
        cookie: own,
        'x-test': 'abort',
        'apollo-require-preflight': 'true',
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + 2_000_000),
      },
    });
    request.on('error', () => {});
    request.write(head);
    request.write(await png(32, 32));
    request.write(Buffer.alloc(500_000, 1), () => request.destroy());
    await closed;
    expect(await rowsOf(member.id)).toEqual([]);
    expect(await filesUnder(dir)).toEqual(before);
  });

  it('answers a NUL in the file name (a malformed part header) 400 BAD_USER_INPUT, not CANCELED', async () => {
    const member = await createAccount(server, { password: null });
    const own = await sessionCookieFor(server, member);
    const boundary = 'bwtestboundary';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a\u0000b.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      await png(8, 8),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await fetch(`${server.url}/api/uploads`, {
      method: 'POST',
      headers: {
        cookie: own,
        'apollo-require-preflight': 'true',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { errors: { extensions: Record<string, unknown> }[] };
    expect(answer.errors[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file' });
    expect(await rowsOf(member.id)).toEqual([]);
  });

  it('refuses the signed-out (401) and a CSRF-able request (400) as /graphql does', async () => {
    const anonymous = await upload(server, null, await png(8, 8), 'a.png');
    expect(anonymous.status).toBe(401);
    expect(anonymous.error?.extensions).toEqual({ code: 'UNAUTHENTICATED', field: 'file' });

    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await png(8, 8))]), 'a.png');
    const forged = await fetch(`${server.url}/api/uploads`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    expect(forged.status).toBe(400);
    const body = (await forged.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(body.errors[0]!.extensions.code).toBe('BAD_REQUEST');
    expect(body.errors[0]!.message).toMatch(/Cross-Site Request Forgery/);
    // the same request shape at /graphql is refused for the same reason
    const graphql = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { cookie, 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x--',
    });
    expect(graphql.status).toBe(400);
    expect(await graphql.text()).toMatch(/Cross-Site Request Forgery/);
  });
});
