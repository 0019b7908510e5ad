import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp, { type Exif } from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { createAccount, sessionCookieFor } from './factories.js';
import { startTestServer, type TestServer } from './test-server.js';

export type UploadAnswer = {
  status: number;
  headers: Headers;
  file?: {
    id: string;
    kind: string;
    contentType: string;
    size: number;
    name: string;
    width: number | null;
    height: number | null;
    sha256: string;
    url: string;
    thumbnailUrl: string;
    largeUrl: string;
  };
  error?: { message: string; extensions: { code: string; field?: string; retryAfter?: number } };
};

/** `POST /api/uploads` as the client sends it (multipart, field `file`, the preflight header). */
export async function upload(
  server: TestServer,
  cookie: string | null,
  bytes: Uint8Array,
  name: string,
  options: { type?: string; kind?: string; headers?: Record<string, string> } = {},
): Promise<UploadAnswer> {
  const form = new FormData();
  form.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type: options.type ?? 'application/octet-stream' }),
    name,
  );
  const query = options.kind ? `?kind=${options.kind}` : '';
  const response = await fetch(`${server.url}/api/uploads${query}`, {
    method: 'POST',
    headers: {
      'apollo-require-preflight': 'true',
      ...(cookie ? { cookie } : {}),
      ...options.headers,
    },
    body: form,
  });
  const body = (await response.json()) as { file?: UploadAnswer['file']; errors?: UploadAnswer['error'][] };
  return { status: response.status, headers: response.headers, file: body.file, error: body.errors?.[0] };
}

/** A JPEG of two colours, `width`×`height`, with an EXIF orientation tag and `exif` blocks when given. */
export async function jpeg(width: number, height: number, exif?: { orientation: number } & Exif) {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } },
  }).composite([
    {
      input: Buffer.from(
        `<svg width="${width}" height="${height}"><rect x="0" y="0" width="${width / 2}" height="${height}" fill="#e33"/></svg>`,
      ),
    },
  ]);
  if (!exif) return image.jpeg().toBuffer();
  const { orientation, ...blocks } = exif;
  return image.jpeg().withMetadata({ orientation }).withExif(blocks).toBuffer();
}

export async function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: '#3a7' } })
    .png()
    .toBuffer();
}

/** A PNG of random pixels (incompressible): about width×height×3 bytes. */
export async function noisePng(width: number, height: number): Promise<Buffer> {
  const raw = randomBytes(width * height * 3);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

/** A minimal valid PDF. */
export function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}

/** Every file under `dir` (relative names), for "nothing was stored" checks. */
export async function filesUnder(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Whether an EXIF block holds a GPS IFD pointer (tag 0x8825, either byte order). */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return (
    exif.includes(Buffer.from([0x88, 0x25, 0x00, 0x04])) ||
    exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00]))
  );
}

export const UPLOAD_QUOTA = 2 * 1024 * 1024;
export const UPLOADS_PER_WINDOW = 12;

/** What `useUploadServer` started: the server, its storage folder and one member's session. */
export type UploadServer = { server: TestServer; dir: string; cookie: string; ownerId: string };

/**
 * A server keeping uploads in a fresh temporary folder, with a small quota and rate per account,
 * and one member to upload as; its fields are set once beforeAll has run.
 */
export function useUploadServer(): UploadServer {
  const started = {} as UploadServer;
  beforeAll(async () => {
    started.dir = await mkdtemp(path.join(os.tmpdir(), 'bw-uploads-'));
    started.server = await startTestServer({
      STORAGE_URL: `file://${started.dir}`,
      UPLOAD_QUOTA_BYTES: String(UPLOAD_QUOTA),
      UPLOAD_LIMIT_PER_MEMBER: String(UPLOADS_PER_WINDOW),
    });
    const member = await createAccount(started.server, { password: null });
    started.ownerId = member.id;
    started.cookie = await sessionCookieFor(started.server, member);
  });
  afterAll(async () => {
    await started.server?.stop();
    if (started.dir) await rm(started.dir, { recursive: true, force: true });
  });
  return started;
}

/** The rows of the files `owner` has stored. */
export function storedRowsOf(
  server: TestServer,
  owner: string,
): Promise<{ id: string; storage_key: string }[]> {
  return server.em().execute(`select id, storage_key from stored_file where owner_id = ?`, [owner]);
}
