import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WireResponse } from '../../server/src/response/response.entity.js';
import { startTestServer, type TestServer } from '../helpers/test-server.js';
import { GqlClient } from '../helpers/clients.js';
import { createAccount, createPartner, createWire } from '../helpers/factories.js';
import { listenMark, subscribe } from '../helpers/live.js';
import { startSmtpCapture } from '../helpers/smtp.js';

const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;
const MY_RESPONSE_EVENTS = `subscription { myResponseEvents { type response { id wire { title } } } }`;
const FAIL_MARK = 'FAIL-ON-RECOUNT';

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startTestServer({ SMTP_URL: smtp.url });
  // a write that fails after the response row is inserted: the recount of the wire's responses
  await server.em().execute(`
    create function fail_on_recount() returns trigger language plpgsql as $$
    begin
      if new.title like '%${FAIL_MARK}%' and new.response_count <> old.response_count then
        raise exception 'injected failure after the insert';
      end if;
      return new;
    end $$;
    create trigger fail_on_recount before update on wire for each row execute function fail_on_recount();`);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

async function hits(key: string): Promise<number> {
  const rows = await server
    .em()
    .execute<{ n: number }[]>(
      `select coalesce(sum(hits), 0)::int as n from rate_limit_bucket where key = ?`,
      [key],
    );
  return rows[0]?.n ?? 0;
}

describe('one unit of work per mutation', () => {
  it('leaves no row, no counter and no event or mail when a write fails after the insert', async () => {
    const owner = await createAccount(server, { password: null });
    const doomed = await createWire(server, owner, { title: `Cement ${FAIL_MARK}` });
    const fine = await createWire(server, owner, { title: 'Cement that works' });
    const seller = await createPartner(server);
    const partner = new GqlClient(server);
    partner.cookie = seller.cookie;
    const ws = partner.ws();
    const mark = listenMark(server);
    const live = subscribe(ws, MY_RESPONSE_EVENTS);
    await mark.opened(1);
    const limitKey = `response:send:${seller.partner.id}`;

    const failed = await partner.request(RESPOND, {
      input: { wireId: doomed.id, message: 'Ready today', quote: { amount: '100' } },
    });
    expect(failed.errors?.[0]?.extensions?.code).toBe('INTERNAL_SERVER_ERROR');
    expect(await server.em().count(WireResponse, { wire: doomed.id })).toBe(0);
    expect(await hits(limitKey)).toBe(0);

    // barrier: the next response's event and mail arrive, and nothing of the failed one came first
    const ok = await partner.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
      input: { wireId: fine.id, message: 'Ready today', quote: { amount: '100' } },
    });
    const [first] = await live.next();
    expect(first?.data).toEqual({
      myResponseEvents: {
        type: 'CREATED',
        response: { id: ok.respondToWire.id, wire: { title: 'Cement that works' } },
      },
    });
    await smtp.waitFor(owner.email, new RegExp(fine.id));
    expect(smtp.messages.filter((m) => m.raw.includes(doomed.id))).toEqual([]);
    expect(await hits(limitKey)).toBe(1);
    await ws.dispose();
  });
});
