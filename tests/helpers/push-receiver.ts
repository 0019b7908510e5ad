import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's push subscription, made here as a browser makes one: a P-256 key pair and a secret. */
export type TestDevice = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
};

/** One message a push service took: decrypted with its device's keys, its VAPID header checked. */
export type ReceivedPush = {
  device: string;
  headers: http.IncomingHttpHeaders;
  /** The decrypted payload, parsed as JSON. */
  payload: Record<string, unknown>;
  /** The VAPID public key (`k=`) the JWT was verified with, and the JWT's claims. */
  vapidKey: string;
  claims: { aud: string; exp: number; sub: string };
};

/**
 * RFC 8291 (Web Push message encryption) with RFC 8188's aes128gcm content coding, decrypted
 * as a browser does: the header names the salt, the record size and the server's ephemeral
 * public key; HKDF over the ECDH secret and the auth secret gives the content key and nonce.
 */
export function decryptPush(
  body: Buffer,
  device: { ecdh: ReturnType<typeof createECDH>; auth: Buffer },
): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record: not what a push message is');
  const ecdhSecret = device.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.ecdh.getPublicKey(), serverPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record must end with the delimiter 0x02');
  return padded.subarray(0, end);
}

/** Checks `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): an ES256 JWT signed by that key. */
export function verifyVapid(authorization: string | undefined): {
  vapidKey: string;
  claims: ReceivedPush['claims'];
} {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID authorization: ${authorization}`);
  const [header, claims, signature] = match[1]!.split('.') as [string, string, string];
  const point = Buffer.from(match[2]!, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('the VAPID JWT is not signed by its k= key');
  const alg = (JSON.parse(Buffer.from(header, 'base64url').toString()) as { alg: string }).alg;
  if (alg !== 'ES256') throw new Error(`VAPID JWT alg ${alg}`);
  return {
    vapidKey: match[2]!,
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as ReceivedPush['claims'],
  };
}

/**
 * A push service on loopback standing in for the browsers' (none is reachable here): it takes
 * messages for the devices made with `device()`, decrypts them with their keys, checks their
 * VAPID signature, and answers 201, or what `answer` queued for a device.
 */
export async function startPushReceiver() {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const answers = new Map<string, number[]>();
  const received: ReceivedPush[] = [];
  const refused: { device: string; status: number }[] = [];
  const problems: string[] = [];
  const waiters = new Set<() => void>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const name = decodeURIComponent((req.url ?? '').replace(/^\/push\//, ''));
      const device = devices.get(name);
      const status = answers.get(name)?.shift() ?? (device ? 201 : 404);
      if (status >= 200 && status < 300 && device) {
        try {
          const payload = JSON.parse(decryptPush(Buffer.concat(chunks), device).toString('utf8')) as Record<
            string,
            unknown
          >;
          received.push({
            device: name,
            headers: req.headers,
            payload,
            ...verifyVapid(req.headers.authorization),
          });
        } catch (error) {
          problems.push(`${name}: ${(error as Error).message}`);
          res.writeHead(400).end();
          return;
        }
      } else refused.push({ device: name, status });
      res.writeHead(status).end();
      for (const wake of waiters) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    refused,
    problems,
    /** A new browser subscription on this push service. */
    device(name: string): TestDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth });
      return {
        endpoint: `${origin}/push/${encodeURIComponent(name)}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    /** The next messages for `device` are answered with these statuses (then 201 again). */
    answer(device: string, ...statuses: number[]) {
      answers.set(device, [...(answers.get(device) ?? []), ...statuses]);
    },
    /** Resolves with the first message for `device` that `match` accepts (rejects after `timeoutMs`). */
    waitFor(
      device: string,
      match: (push: ReceivedPush) => boolean,
      timeoutMs = 20_000,
    ): Promise<ReceivedPush> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (problems.length) return finish(() => reject(new Error(problems.join('; '))));
          const found = received.find((push) => push.device === device && match(push));
          if (found) finish(() => resolve(found));
        };
        const timer = setTimeout(
          () => finish(() => reject(new Error(`no push for ${device} within ${timeoutMs} ms`))),
          timeoutMs,
        );
        const finish = (settle: () => void) => {
          clearTimeout(timer);
          waiters.delete(check);
          settle();
        };
        waiters.add(check);
        check();
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
