import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestScope } from '../../common/logger.js';
import { graphqlHttpErrors } from './http-errors.js';
import { leanGraphqlRoute, type LeanStep } from './graphql-lean.js';

/**
 * Which requests the lean route takes and which it leaves to express untouched, and that it runs
 * express's steps in order, in the request's log scope, before reading the body.
 */
const seen: { by: string; body?: unknown; steps?: string[]; reqId?: string; proto?: string }[] = [];
let waiting = false;
let url: string;
let server: http.Server;

beforeAll(async () => {
  const app = express();
  app.use('/graphql', express.json({ limit: 100 }), (req, res) => {
    seen.push({ by: 'express', body: req.body as unknown });
    res.json({ by: 'express' });
  });
  app.use('/graphql', graphqlHttpErrors);
  const step =
    (name: string): LeanStep =>
    (req, _res, next) => {
      ((req as unknown as { steps?: string[] }).steps ??= []).push(name);
      next();
    };
  const lean = leanGraphqlRoute({
    app,
    maxRequestBytes: 100,
    refused: () => waiting,
    steps: [step('log'), step('headers'), step('metrics'), step('compression')],
    graphql: async (req, res, expressRes) => {
      const proto = Object.getPrototypeOf(res) === http.ServerResponse.prototype ? 'node' : 'express';
      seen.push({
        by: 'lean',
        body: req.body as unknown,
        steps: (req as unknown as { steps: string[] }).steps,
        reqId: requestScope.getStore()?.reqId,
        proto,
      });
      if ((req.body as { cookie?: boolean }).cookie) expressRes().cookie('c', '1');
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ by: 'lean' }));
    },
  });
  server = http.createServer((req, res) => {
    if (!lean(req, res)) app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

function send(
  path: string,
  body: string,
  headers: Record<string, string | number | undefined> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const defined = Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== undefined)) as Record<
      string,
      string | number
    >;
    const request = http.request(
      `${url}${path}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...defined,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text }),
        );
      },
    );
    request.on('error', reject);
    if ('content-length' in headers && headers['content-length'] === undefined)
      request.removeHeader('content-length');
    request.end(body);
  });
}

describe('leanGraphqlRoute', () => {
  it("takes a JSON POST to /graphql: express's steps in order, in the request's scope, then the body", async () => {
    seen.length = 0;
    const answer = await send('/graphql', '{"query":"{ a }"}', { 'x-request-id': 'lean-1' });
    expect(answer.text).toBe('{"by":"lean"}');
    expect(answer.headers['x-request-id']).toBe('lean-1');
    expect(seen).toEqual([
      {
        by: 'lean',
        body: { query: '{ a }' },
        steps: ['log', 'headers', 'metrics', 'compression'],
        reqId: 'lean-1',
        proto: 'node',
      },
    ]);
    // with charset=utf-8 too
    await send('/graphql', '{"query":"{ b }"}', { 'content-type': 'application/json; charset=utf-8' });
    expect(seen.at(-1)).toMatchObject({ by: 'lean', body: { query: '{ b }' } });
  });

  it('gives the response express’s API only when asked (a cookie)', async () => {
    const answer = await send('/graphql', '{"cookie":true}');
    expect(answer.headers['set-cookie']).toEqual(['c=1; Path=/']);
  });

  it('leaves everything else to express, body unread', async () => {
    const cases: [string, string, string, Record<string, string | number | undefined>][] = [
      ['a query string', '/graphql?x=1', '{"q":1}', {}],
      ['another path', '/graphql/', '{"q":1}', {}],
      ['another charset', '/graphql', '{"q":1}', { 'content-type': 'application/json; charset=utf-16' }],
      ['another type', '/graphql', '{"q":1}', { 'content-type': 'application/vnd.api+json' }],
      ['an encoded body', '/graphql', '{"q":1}', { 'content-encoding': 'gzip' }],
      ['no length (chunked)', '/graphql', '{"q":1}', { 'content-length': undefined }],
      ['an empty body', '/graphql', '', {}],
      ['over the limit', '/graphql', JSON.stringify({ q: 'x'.repeat(200) }), {}],
    ];
    for (const [name, path, body, headers] of cases) {
      seen.length = 0;
      await send(path, body, headers);
      expect(
        seen.map((s) => s.by),
        name,
      ).not.toContain('lean');
    }
    waiting = true;
    try {
      seen.length = 0;
      await send('/graphql', '{"q":1}');
      expect(seen, 'a client told to wait').toEqual([{ by: 'express', body: { q: 1 } }]);
    } finally {
      waiting = false;
    }
  });

  it('answers a body it cannot parse as express.json does, through graphqlHttpErrors', async () => {
    for (const body of ['{"query": ', '"a string"', '  7']) {
      seen.length = 0;
      const answer = await send('/graphql', body);
      expect(answer.status, body).toBe(400);
      expect(JSON.parse(answer.text), body).toEqual({
        errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }],
      });
      expect(seen, body).toEqual([]);
    }
    // a byte-order mark and leading whitespace are fine, as with body-parser
    await send('/graphql', '\ufeff \n{"query":"{ c }"}');
    expect(seen.at(-1)).toMatchObject({ by: 'lean', body: { query: '{ c }' } });
  });
});
