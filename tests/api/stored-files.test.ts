import { beforeAll, describe, expect, it } from 'vitest';
import type { TestServer } from '../helpers/test-server.js';
import { createAccount, createPartner, createWire, sessionCookieFor } from '../helpers/factories.js';
import { quickAs } from '../helpers/clients.js';
import { filesUnder, pdf, png, storedRowsOf, upload, useUploadServer } from '../helpers/uploads.js';
import { PartnerStatus } from '../../server/src/partner/partner.enums.js';

/** Serving stored files by who may see them, and removing the ones no record holds. */
const uploads = useUploadServer();
let server: TestServer, dir: string, cookie: string;
beforeAll(() => void ({ server, dir, cookie } = uploads));
const rowsOf = (owner: string) => storedRowsOf(server, owner);
const get = (url: string, headers: Record<string, string> = {}) => fetch(`${server.url}${url}`, { headers });

describe('GET /files/:id', () => {
  it('serves the owner and admins; a stranger and the anonymous get 404 for an unattached file', async () => {
    const answer = await upload(server, cookie, await png(50, 40), 'mine.png');
    const url = answer.file!.url;
    const own = await get(url, { cookie });
    expect(own.status).toBe(200);
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    expect(own.headers.get('content-disposition')).toMatch(/^inline; filename="mine.png"/);
    expect(own.headers.get('cache-control')).toBe('private, no-cache');
    expect(own.headers.get('etag')).toBe(`"${answer.file!.sha256}"`);

    const admin = await quickAs(server, 'admin');
    expect((await get(url, { cookie: admin.cookie! })).status).toBe(200);
    const stranger = await quickAs(server, 'member');
    for (const headers of [{ cookie: stranger.cookie! }, {}] as Record<string, string>[]) {
      const response = await get(url, headers);
      expect(response.status).toBe(404);
      expect(
        ((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions
          .code,
      ).toBe('NOT_FOUND');
    }
    // an unknown id answers the same
    expect((await get(`/files/00000000-0000-4000-8000-000000000000`, { cookie })).status).toBe(404);
    expect((await get(`/files/not-a-uuid`, { cookie })).status).toBe(404);
  });

  it('answers 304 to a matching If-None-Match and serves byte ranges', async () => {
    const answer = await upload(server, cookie, pdf(), 'doc.pdf', { kind: 'document' });
    const etag = `"${answer.file!.sha256}"`;
    const cached = await get(answer.file!.url, { cookie, 'if-none-match': etag });
    expect(cached.status).toBe(304);
    const partial = await get(answer.file!.url, { cookie, range: 'bytes=0-7' });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe(`bytes 0-7/${pdf().length}`);
    expect(await partial.text()).toBe('%PDF-1.4');
  });

  it("follows the record's visibility: an approved partner's shown product is public, hidden is not", async () => {
    const { member, partner, cookie: partnerCookie } = await createPartner(server);
    const image = await upload(server, partnerCookie, await png(30, 30), 'cement.png');
    const em = server.em();
    const [product] = await em.execute<{ id: string }[]>(
      `insert into product (id, partner_id, name, category, unit, price, currency)
       values (gen_random_uuid(), ?, 'Cement', 'CEMENT', 'bag', 10, 'NGN') returning id`,
      [partner.id],
    );
    await em.execute(
      `update stored_file set attached_type = 'PRODUCT', attached_id = ?, attached_at = now() where id = ?`,
      [product!.id, image.file!.id],
    );
    const shown = await get(image.file!.thumbnailUrl);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    await em.execute(`update product set hidden = true where id = ?`, [product!.id]);
    expect((await get(image.file!.thumbnailUrl)).status).toBe(404);
    // its owner still sees it, privately
    const own = await get(image.file!.thumbnailUrl, { cookie: partnerCookie });
    expect(own.status).toBe(200);
    expect(own.headers.get('cache-control')).toBe('private, no-cache');

    await em.execute(`update product set hidden = false where id = ?`, [product!.id]);
    await em.execute(`update partner set status = ? where id = ?`, [PartnerStatus.SUSPENDED, partner.id]);
    expect((await get(image.file!.url)).status).toBe(404);
    expect(member.id).toBeTruthy();
  });

  it("shows a wire's attachments until the wire is removed", async () => {
    const owner = await createAccount(server, { password: null });
    const ownCookie = await sessionCookieFor(server, owner);
    const wire = await createWire(server, owner);
    const plan = await upload(server, ownCookie, pdf(), 'plan.pdf', { kind: 'image-or-document' });
    const em = server.em();
    await em.execute(`update stored_file set attached_type = 'WIRE', attached_id = ? where id = ?`, [
      wire.id,
      plan.file!.id,
    ]);
    expect((await get(plan.file!.url)).status).toBe(200);
    await em.execute(`update wire set status = 'REMOVED' where id = ?`, [wire.id]);
    expect((await get(plan.file!.url)).status).toBe(404);
    expect((await get(plan.file!.url, { cookie: ownCookie })).status).toBe(200);
  });
});

describe('clean-up', () => {
  it('removes day-old unattached files (rows and objects), keeps attached and recent ones', async () => {
    const member = await createAccount(server, { password: null });
    const own = await sessionCookieFor(server, member);
    const old = (await upload(server, own, await png(20, 20), 'old.png')).file!;
    const recent = (await upload(server, own, await png(20, 20), 'recent.png')).file!;
    const kept = (await upload(server, own, await png(20, 20), 'kept.png')).file!;
    const wire = await createWire(server, member);
    const em = server.em();
    await em.execute(`update stored_file set created_at = now() - interval '25 hours' where id in (?, ?)`, [
      old.id,
      kept.id,
    ]);
    await em.execute(`update stored_file set attached_type = 'WIRE', attached_id = ? where id = ?`, [
      wire.id,
      kept.id,
    ]);
    const [oldRow] = await em.execute<{ storage_key: string }[]>(
      `select storage_key from stored_file where id = ?`,
      [old.id],
    );
    const removed = await server.app.services.files.removeAllUnattached(server.em());
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = (await rowsOf(member.id)).map((row) => row.id).sort();
    expect(left).toEqual([recent.id, kept.id].sort());
    const objects = await filesUnder(dir);
    expect(objects.some((name) => name.includes(oldRow!.storage_key))).toBe(false);
    expect(objects.filter((name) => name.includes(kept.id))).toHaveLength(3);
  });

  it('two clean-ups at once take different files and remove each once', async () => {
    const member = await createAccount(server, { password: null });
    const own = await sessionCookieFor(server, member);
    for (let i = 0; i < 6; i++) await upload(server, own, await png(10, 10), `f${i}.png`);
    await server
      .em()
      .execute(`update stored_file set created_at = now() - interval '2 days' where owner_id = ?`, [
        member.id,
      ]);
    const counts = await Promise.all([
      server.app.services.files.removeAllUnattached(server.em(), 2),
      server.app.services.files.removeAllUnattached(server.em(), 2),
    ]);
    expect(counts[0]! + counts[1]!).toBeGreaterThanOrEqual(6);
    expect(await rowsOf(member.id)).toEqual([]);
  });

  it("deleting an account removes its files' rows and objects", async () => {
    const member = await createAccount(server, { password: null });
    const own = await sessionCookieFor(server, member);
    const file = (await upload(server, own, await png(20, 20), 'me.png')).file!;
    const admin = await quickAs(server, 'admin');
    const result = await admin.request(`mutation($id: ID!) { deleteMember(id: $id) }`, { id: member.id });
    expect(result.errors).toBeUndefined();
    expect(await rowsOf(member.id)).toEqual([]);
    expect((await filesUnder(dir)).some((name) => name.includes(file.id))).toBe(false);
  });
});
