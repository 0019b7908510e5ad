#!/usr/bin/env node
// A webhook receiver for BuildWire: checks each delivery's signature and timestamp, answers 2xx
// quickly, and prints the event as one JSON line (a real receiver would queue it for its work).
//
//   WEBHOOK_SECRET=whsec_… PORT=8080 node examples/webhook-receiver.mjs
//
// Register the webhook on /userinfo ("Webhooks") or with the `createWebhook` mutation; the secret
// is shown once. Every delivery is a POST with a JSON body and these headers:
//   BuildWire-Timestamp   Unix seconds when it was signed
//   BuildWire-Signature   v1=<hex HMAC-SHA256 of "<timestamp>.<raw body>" with the secret>
//   BuildWire-Delivery    this attempt's delivery id (a redelivery has a new one)
//   BuildWire-Webhook     the webhook's id
// The body's `id` is the event's id for this webhook: the same on every retry and redelivery,
// so a receiver that has seen it can answer 200 and do nothing.
import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

/** Deliveries signed longer ago than this are refused (a replayed request). */
export const TOLERANCE_SECONDS = 300;

/**
 * Whether a delivery is genuine and fresh: the signature over the raw body with `secret`, and a
 * timestamp within `toleranceSeconds` of `now`. Answers { ok: true } or { ok: false, reason }.
 */
export function verifyWebhook(
  secret,
  headers,
  rawBody,
  { toleranceSeconds = TOLERANCE_SECONDS, now = Date.now() } = {},
) {
  const timestamp = Number(headers['buildwire-timestamp']);
  const signature = String(headers['buildwire-signature'] ?? '');
  if (!Number.isInteger(timestamp) || !signature.startsWith('v1=')) return { ok: false, reason: 'unsigned' };
  if (Math.abs(now / 1000 - timestamp) > toleranceSeconds) return { ok: false, reason: 'stale' };
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  const given = Buffer.from(signature.slice(3), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'forged' };
  return { ok: true };
}

/** An HTTP server that verifies each delivery and hands the parsed body to `onEvent`. */
export function createReceiver(secret, onEvent, options = {}) {
  const seen = new Set();
  return http.createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const check = verifyWebhook(secret, request.headers, raw, options);
      if (!check.ok) {
        response.writeHead(check.reason === 'stale' ? 408 : 401, { 'content-type': 'text/plain' });
        response.end(check.reason);
        return;
      }
      const event = JSON.parse(raw);
      // retries and redeliveries carry the same event id: handle each event once
      if (!seen.has(event.id)) {
        seen.add(event.id);
        onEvent(event, request.headers);
      }
      response.writeHead(204);
      response.end();
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const secret = process.env.WEBHOOK_SECRET;
  if (!secret) {
    console.error('Set WEBHOOK_SECRET to the secret shown when the webhook was made.');
    process.exit(1);
  }
  const receiver = createReceiver(secret, (event) => process.stdout.write(`${JSON.stringify(event)}\n`));
  receiver.listen(Number(process.env.PORT ?? 8080), process.env.HOST ?? '127.0.0.1', () =>
    console.error(`listening on http://${process.env.HOST ?? '127.0.0.1'}:${receiver.address().port}/`),
  );
}
