import { describe, expect, it } from 'vitest';
import { isDatabaseDown } from './format-error.js';

/** pg, knex and MikroORM say "the database went away" in several ways; each is an outage. */
describe('isDatabaseDown', () => {
  const wrapped = (message: string, cause?: unknown) => Object.assign(new Error(message), { cause });

  it.each([
    [
      'a refused connection',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    [
      'an administrator shutdown',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    ['a connection exception (class 08)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a broken pipe', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })],
    [
      'a pooled client that lost its connection',
      wrapped('select 1 - Client has encountered a connection error and is not queryable'),
    ],
    ['a closed client', wrapped('select 1 - Client was closed and is not queryable')],
    ['a pool timeout', wrapped('Knex: Timeout acquiring a connection. The pool is probably full.')],
    [
      'an outage named only by a cause',
      wrapped('DriverException', wrapped('Connection terminated unexpectedly')),
    ],
  ])('%s is an outage', (_name, error) => {
    expect(isDatabaseDown(error)).toBe(true);
  });

  it.each([
    ['a unique violation', Object.assign(new Error('duplicate key value'), { code: '23505' })],
    ['a programming error', new TypeError('Cannot read properties of undefined')],
    [
      'a cycle of causes',
      (() => {
        const e = wrapped('loop');
        e.cause = e;
        return e;
      })(),
    ],
  ])('%s is not', (_name, error) => {
    expect(isDatabaseDown(error)).toBe(false);
  });
});
