import { describe, expect, it } from 'vitest';
import { AppError } from '../../server/src/common/errors.js';
import { OneTimeTokens } from '../../server/src/auth/one-time-tokens.js';
import { AuditLog } from '../../server/src/audit/audit.service.js';
import { AuditSubject } from '../../server/src/audit/audit.entity.js';
import { useTestServer } from '../helpers/test-server.js';
import { createAccount } from '../helpers/factories.js';
import { quickAs } from '../helpers/clients.js';

const server = useTestServer();

const tokens = new OneTimeTokens();

async function issue(memberId: string, minutes = 15): Promise<string> {
  const em = server.em();
  const token = tokens.issue(em, memberId, 'SIGN_IN_LINK', minutes);
  await em.flush();
  return token;
}

async function consume(token: string, purpose: 'SIGN_IN_LINK' | 'PASSWORD_RESET' = 'SIGN_IN_LINK') {
  return server.em().transactional((em) => tokens.consume(em, token, purpose));
}

async function refusal(promise: Promise<unknown>): Promise<unknown> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return { code: (error as AppError).code, field: (error as AppError).field, ...(error as AppError).details };
}

describe('single-use emailed tokens', () => {
  it('are stored hashed, work once, for their purpose only, and say why they are refused', async () => {
    const member = await createAccount(server);
    const token = await issue(member.id);
    const stored = await server
      .em()
      .execute<{ token_hash: Buffer }[]>(`select token_hash from one_time_token where member_id = ?`, [
        member.id,
      ]);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash.toString('base64url')).not.toBe(token);

    expect(await refusal(consume(token, 'PASSWORD_RESET'))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'token',
      reason: 'INVALID',
    });
    expect(await consume(token)).toBe(member.id);
    expect(await refusal(consume(token))).toMatchObject({ reason: 'USED' });
    expect(await refusal(consume('forged'))).toMatchObject({ reason: 'INVALID' });
    expect(await refusal(consume('A'.repeat(43)))).toMatchObject({ reason: 'INVALID' });
  });

  it('expire, and two parallel uses of one token let exactly one through', async () => {
    const member = await createAccount(server);
    const expired = await issue(member.id, -1);
    expect(await refusal(consume(expired))).toMatchObject({ reason: 'EXPIRED' });

    const token = await issue(member.id);
    const outcomes = await Promise.allSettled([consume(token), consume(token), consume(token)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  });
});

describe('the audit log', () => {
  it('lists entries newest first with their actor and changes, filtered, for admins only', async () => {
    const admin = await createAccount(server, { role: 'admin' });
    const audit = new AuditLog();
    const subjectId = crypto.randomUUID();
    const em = server.em();
    audit.recordAs(em, admin.id, {
      action: 'wire.closed',
      subjectType: AuditSubject.WIRE,
      subjectId,
      before: { status: 'OPEN' },
      after: { status: 'CLOSED' },
      reason: 'duplicate',
    });
    audit.recordAs(em, null, {
      action: 'wire.expired',
      subjectType: AuditSubject.WIRE,
      subjectId: crypto.randomUUID(),
    });
    await em.flush();

    const client = await quickAs(server, 'admin');
    const query = `query A($filter: AuditLogFilter) { auditLog(filter: $filter, first: 5) {
      totalCount edges { node { action subjectType subjectId reason actor { email } changes { field before after } } } } }`;
    const mine = await client.request<{ auditLog: { totalCount: number; edges: { node: unknown }[] } }>(
      query,
      {
        filter: { subjectType: 'WIRE', subjectId },
      },
    );
    expect(mine.data?.auditLog.totalCount).toBe(1);
    expect(mine.data?.auditLog.edges[0]?.node).toEqual({
      action: 'wire.closed',
      subjectType: 'WIRE',
      subjectId,
      reason: 'duplicate',
      actor: { email: admin.email },
      changes: [{ field: 'status', before: 'OPEN', after: 'CLOSED' }],
    });
    const byActor = await client.request<{ auditLog: { totalCount: number } }>(query, {
      filter: { actorId: admin.id },
    });
    expect(byActor.data?.auditLog.totalCount).toBe(1);
    const badActor = await client.request(query, { filter: { actorId: 'nope' } });
    expect(badActor.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'actorId' });

    const member = await quickAs(server, 'member');
    const refused = await member.request(query, {});
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
