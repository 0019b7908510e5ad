import { describe, expect, it } from 'vitest';
import { AuditEntry } from '../../server/src/audit/audit.entity.js';
import { Partner } from '../../server/src/partner/partner.entity.js';
import { PartnerCategory } from '../../server/src/partner/partner.enums.js';
import { StoredFile } from '../../server/src/storage/stored-file.entity.js';
import { errorOf, GqlClient, quickAs } from '../helpers/clients.js';
import { createPartner } from '../helpers/factories.js';
import { listenMark, subscribe } from '../helpers/live.js';
import { png, upload } from '../helpers/uploads.js';
import { useTestServer } from '../helpers/test-server.js';

const UPDATE = `mutation U($input: UpdatePartnerProfileInput!) { updatePartnerProfile(input: $input) {
  id businessName description categories phone website serviceArea { label lat lng radiusKm }
  logo { id kind thumbnailUrl } } }`;
const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id } }`;
const BOARD_EVENTS = `subscription { partnerWireboardEvents { type wire { id title } } }`;
const HISTORY = `query H($id: ID!) { auditLog(filter: { subjectType: PARTNER, subjectId: $id }) {
  edges { node { action actor { id } changes { field before after } } } } }`;

const ABUJA = { label: 'Abuja, Nigeria', lat: 9.05785, lng: 7.49508, radiusKm: 30 };

const server = useTestServer();

async function partnerClient(categories?: PartnerCategory[]) {
  const made = await createPartner(server, { categories });
  const client = new GqlClient(server);
  client.cookie = made.cookie;
  return { ...made, client };
}

const profile = (overrides: Record<string, unknown> = {}) => ({
  businessName: '  Abuja Build Supplies ',
  description: 'Blocks, cement and roofing sheets.',
  categories: ['PROPERTY'],
  serviceArea: ABUJA,
  phone: '+234 809 555 0199',
  website: 'https://abuja-build.example',
  ...overrides,
});

const wire = (kind: 'PROPERTY' | 'BUILDING_MATERIALS', title: string, at: { lat: number; lng: number }) => ({
  kind,
  title,
  location: { label: 'Somewhere', ...at },
  ...(kind === 'PROPERTY'
    ? { property: { deal: 'RENT', propertyType: 'APARTMENT', bedrooms: 2 } }
    : { materials: { lines: [{ material: 'Cement', quantity: 10, unit: 'bags' }], deliveryNeeded: true } }),
});

describe('updatePartnerProfile', () => {
  it("changes the viewer's business and answers it, trimmed", async () => {
    const { client, partner } = await partnerClient();
    const { updatePartnerProfile } = await client.ok<
      { updatePartnerProfile: Record<string, unknown> },
      unknown
    >(UPDATE, { input: profile() });
    expect(updatePartnerProfile).toEqual({
      id: partner.id,
      businessName: 'Abuja Build Supplies',
      description: 'Blocks, cement and roofing sheets.',
      categories: ['PROPERTY'],
      phone: '+234 809 555 0199',
      website: 'https://abuja-build.example',
      serviceArea: ABUJA,
      logo: null,
    });
    const stored = await server.em().findOneOrFail(Partner, { id: partner.id });
    expect(stored).toMatchObject({ areaLabel: 'Abuja, Nigeria', lat: ABUJA.lat, radiusKm: 30 });
  });

  it('refuses each bad field with BAD_USER_INPUT at that field, and writes nothing', async () => {
    const { client, partner } = await partnerClient();
    const bad: [Record<string, unknown>, string][] = [
      [{ businessName: 'x' }, 'businessName'],
      [{ businessName: 'x'.repeat(121) }, 'businessName'],
      [{ description: 'x'.repeat(2001) }, 'description'],
      [{ categories: [] }, 'categories'],
      [{ serviceArea: { ...ABUJA, label: '' } }, 'label'],
      [{ serviceArea: { ...ABUJA, lat: 91 } }, 'lat'],
      [{ serviceArea: { ...ABUJA, lng: -181 } }, 'lng'],
      [{ serviceArea: { ...ABUJA, radiusKm: 0 } }, 'radiusKm'],
      [{ serviceArea: { ...ABUJA, radiusKm: 501 } }, 'radiusKm'],
      [{ phone: 'call me' }, 'phone'],
      [{ website: 'ftp://files.example' }, 'website'],
      [{ logoFileId: '00000000-0000-4000-8000-000000000000' }, 'logoFileId'],
    ];
    for (const [overrides, field] of bad) {
      const result = await client.request(UPDATE, { input: profile(overrides) });
      expect(errorOf(result), JSON.stringify(overrides)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    const unknownCategory = await client.request(UPDATE, { input: profile({ categories: ['FURNITURE'] }) });
    expect(errorOf(unknownCategory).code).toBe('BAD_USER_INPUT');
    const stored = await server.em().findOneOrFail(Partner, { id: partner.id });
    expect(stored).toMatchObject({ businessName: 'Test Supplies Ltd', radiusKm: 50 });
    expect(await server.em().count(AuditEntry, { subjectId: partner.id })).toBe(0);
  });

  it('is for partners only: a member is FORBIDDEN, a visitor UNAUTHENTICATED', async () => {
    const member = await quickAs(server, 'member');
    expect(errorOf(await member.request(UPDATE, { input: profile() })).code).toBe('FORBIDDEN');
    const visitor = new GqlClient(server);
    expect(errorOf(await visitor.request(UPDATE, { input: profile() })).code).toBe('UNAUTHENTICATED');
  });

  it('audits the business fields that changed (before and after), and only when something did', async () => {
    const { client, partner, member } = await partnerClient();
    await client.ok(UPDATE, { input: profile() });
    await client.ok(UPDATE, { input: profile() });
    const admin = await quickAs(server, 'admin');
    type History = {
      auditLog: {
        edges: {
          node: {
            action: string;
            actor: { id: string } | null;
            changes: { field: string; before: string | null; after: string | null }[];
          };
        }[];
      };
    };
    const history = await admin.ok<History, unknown>(HISTORY, { id: partner.id });
    expect(history.auditLog.edges).toHaveLength(1);
    const entry = history.auditLog.edges[0]!.node;
    expect(entry.action).toBe('partner.profile_updated');
    expect(entry.actor?.id).toBe(member.id);
    const changes = Object.fromEntries(entry.changes.map((change) => [change.field, change]));
    expect(changes.businessName).toMatchObject({
      before: 'Test Supplies Ltd',
      after: 'Abuja Build Supplies',
    });
    expect(changes.areaLabel).toMatchObject({ before: 'Lagos', after: 'Abuja, Nigeria' });
    expect(changes.radiusKm).toMatchObject({ before: '50', after: '30' });
    expect(changes.categories).toMatchObject({ before: 'BUILDING_MATERIALS, PROPERTY', after: 'PROPERTY' });
  });

  it('a live partner wireboard follows the new area and categories at once, without reconnecting', async () => {
    const { client } = await partnerClient([PartnerCategory.BUILDING_MATERIALS]);
    const buyer = await quickAs(server, 'member');
    const mark = listenMark(server);
    const live = subscribe(client.ws(), BOARD_EVENTS);
    await mark.opened(1);
    try {
      await client.ok(UPDATE, { input: profile() });
      // posted right after the update: a Lagos materials wire (the old area and category), then
      // an Abuja property wire (the new ones); the board's first event must be the second
      await buyer.ok(POST, {
        input: wire('BUILDING_MATERIALS', 'Cement for Lekki', { lat: 6.4474, lng: 3.4723 }),
      });
      const { postWire } = await buyer.ok<{ postWire: { id: string } }, unknown>(POST, {
        input: wire('PROPERTY', 'Flat in Garki', { lat: 9.03, lng: 7.49 }),
      });
      const [first] = await live.next(1);
      expect(first?.data).toMatchObject({
        partnerWireboardEvents: { type: 'CREATED', wire: { id: postWire.id, title: 'Flat in Garki' } },
      });
    } finally {
      live.stop();
    }
  });

  it('attaches an uploaded image as the logo, keeps it when left out, removes it on null', async () => {
    const { client, partner } = await partnerClient();
    const sent = await upload(server, client.cookie, await png(64, 64), 'logo.png');
    expect(sent.status).toBe(201);
    type Answer = {
      updatePartnerProfile: { logo: { id: string; kind: string; thumbnailUrl: string } | null };
    };
    const set = await client.ok<Answer, unknown>(UPDATE, { input: profile({ logoFileId: sent.file!.id }) });
    expect(set.updatePartnerProfile.logo).toMatchObject({ id: sent.file!.id, kind: 'IMAGE' });
    const kept = await client.ok<Answer, unknown>(UPDATE, {
      input: profile({ businessName: 'Renamed Ltd' }),
    });
    expect(kept.updatePartnerProfile.logo?.id).toBe(sent.file!.id);

    const other = await partnerClient();
    const theirs = await upload(server, other.client.cookie, await png(32, 32), 'theirs.png');
    const stolen = await client.request(UPDATE, { input: profile({ logoFileId: theirs.file!.id }) });
    expect(errorOf(stolen)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'logoFileId' });

    const removed = await client.ok<Answer, unknown>(UPDATE, { input: profile({ logoFileId: null }) });
    expect(removed.updatePartnerProfile.logo).toBeNull();
    const file = await server.em().findOneOrFail(StoredFile, { id: sent.file!.id });
    expect(file.attachedId).toBeNull();
    expect(partner.id).toBeTruthy();
  });
});
