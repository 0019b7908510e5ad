import { describe, expect, it } from 'vitest';
import { MarketplaceSettings } from '../../server/src/partner/marketplace-settings.entity.js';
import { Partner } from '../../server/src/partner/partner.entity.js';
import { FileKind } from '../../server/src/storage/stored-file.enums.js';
import { buyerClient, errorOf, GqlClient, partnerClient, quickAs } from '../helpers/clients.js';
import { createProduct, createStoredFile, createWire } from '../helpers/factories.js';
import { pdf, upload } from '../helpers/uploads.js';
import { useTestServer } from '../helpers/test-server.js';

const server = useTestServer();

const FIELDS = `id registrationNumber status note expiresAt submittedAt reviewedAt reviewedBy { id }
  certificate { id kind url } documents { id }`;
const SUBMIT = `mutation S($input: SubmitPartnerVerificationInput!) { submitPartnerVerification(input: $input) { ${FIELDS} } }`;
const MINE = `{ myPartnerVerification { ${FIELDS} } myPartner { verified verifiedAt verifiedUntil } }`;
const APPROVE = `mutation A($input: ApprovePartnerVerificationInput!) { approvePartnerVerification(input: $input) { ${FIELDS} } }`;
const REJECT = `mutation R($input: ReviewPartnerVerificationInput!) { rejectPartnerVerification(input: $input) { ${FIELDS} } }`;
const MORE = `mutation M($input: ReviewPartnerVerificationInput!) { requestPartnerVerificationInfo(input: $input) { ${FIELDS} } }`;
const SETTINGS = `mutation U($input: MarketplaceSettingsInput!) { updateMarketplaceSettings(input: $input) { verificationRequiredToQuote } }`;
const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;
const PRODUCTS = `query P($filter: ProductsFilter) { products(filter: $filter, first: 50) { edges { node { id partner { id verified verifiedAt } } } } }`;
const HISTORY = `query H($id: ID!) { auditLog(filter: { subjectType: PARTNER, subjectId: $id }) {
  edges { node { action actor { id } reason } } } }`;
const NOTIFICATIONS = `{ notifications(first: 20) { edges { node { kind title reason link } } } }`;

type Verification = {
  id: string;
  registrationNumber: string;
  status: string;
  note: string | null;
  expiresAt: string | null;
  reviewedBy: { id: string } | null;
  certificate: { id: string; kind: string; url: string } | null;
  documents: { id: string }[];
};

const inAYear = () => new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();

/** An approved partner who submitted its CAC number, a real uploaded certificate and one more paper. */
async function submitted() {
  const seller = await partnerClient(server);
  const certificate = await upload(server, seller.cookie, pdf(), 'cac.pdf', { kind: 'document' });
  expect(certificate.status).toBe(201);
  const other = await createStoredFile(server, seller.member.id, { kind: FileKind.DOCUMENT });
  const { submitPartnerVerification } = await seller.client.ok<
    { submitPartnerVerification: Verification },
    unknown
  >(SUBMIT, {
    input: {
      registrationNumber: ' rc-1234567 ',
      certificateFileId: certificate.file!.id,
      documentIds: [other.id],
    },
  });
  return {
    ...seller,
    verification: submitPartnerVerification,
    certificateId: certificate.file!.id,
    otherId: other.id,
  };
}

async function mine(client: GqlClient) {
  return client.ok<
    {
      myPartnerVerification: Verification | null;
      myPartner: { verified: boolean; verifiedAt: string | null; verifiedUntil: string | null };
    },
    unknown
  >(MINE);
}

async function actions(admin: GqlClient, partnerId: string) {
  const { auditLog } = await admin.ok<
    {
      auditLog: {
        edges: { node: { action: string; actor: { id: string } | null; reason: string | null } }[];
      };
    },
    unknown
  >(HISTORY, { id: partnerId });
  return auditLog.edges.map((edge) => [edge.node.action, edge.node.reason]);
}

describe('a partner submits its verification', () => {
  it('stores the CAC number normalised with the papers, PENDING, audited; the partner reads it back', async () => {
    const { client, verification, certificateId, otherId, partner } = await submitted();
    expect(verification).toMatchObject({
      registrationNumber: 'RC1234567',
      status: 'PENDING',
      note: null,
      expiresAt: null,
      reviewedBy: null,
      certificate: { id: certificateId, kind: 'DOCUMENT' },
      documents: [{ id: otherId }],
    });
    const read = await mine(client);
    expect(read.myPartnerVerification?.id).toBe(verification.id);
    expect(read.myPartner).toEqual({ verified: false, verifiedAt: null, verifiedUntil: null });
    const admin = await quickAs(server, 'admin');
    expect(await actions(admin, partner.id)).toContainEqual(['partner.verification_submitted', null]);
  });

  it('keeps the papers private: the partner and admins read the certificate, nobody else', async () => {
    const { cookie, verification } = await submitted();
    const get = (who: string | null) =>
      fetch(`${server.url}${verification.certificate!.url}`, { headers: who ? { cookie: who } : {} });
    expect((await get(cookie)).status).toBe(200);
    expect((await get((await quickAs(server, 'admin')).cookie)).status).toBe(200);
    expect((await get((await partnerClient(server)).cookie)).status).toBe(404);
    expect((await get(null)).status).toBe(404);
  });

  it('refuses each bad input with BAD_USER_INPUT at its field', async () => {
    const seller = await partnerClient(server);
    const own = await createStoredFile(server, seller.member.id, { kind: FileKind.DOCUMENT });
    const stranger = await partnerClient(server);
    const theirs = await createStoredFile(server, stranger.member.id, { kind: FileKind.DOCUMENT });
    const cases: [Record<string, unknown>, string][] = [
      [{ registrationNumber: '1234567' }, 'registrationNumber'],
      [{ registrationNumber: 'XY1234567' }, 'registrationNumber'],
      [{ registrationNumber: 'RC' }, 'registrationNumber'],
      [{ registrationNumber: 'RC123456789' }, 'registrationNumber'],
      [{ certificateFileId: theirs.id }, 'certificateFileId'],
      [{ certificateFileId: 'not-an-id' }, 'certificateFileId'],
      [{ documentIds: [own.id] }, 'documentIds'],
      [{ documentIds: [theirs.id] }, 'documentIds'],
    ];
    for (const [change, field] of cases) {
      const doc = await createStoredFile(server, seller.member.id, { kind: FileKind.DOCUMENT });
      const input = { registrationNumber: 'BN 998877', certificateFileId: doc.id, ...change };
      if (change.documentIds && (change.documentIds as string[])[0] === own.id)
        input.certificateFileId = own.id;
      expect(errorOf(await seller.client.request(SUBMIT, { input })), JSON.stringify(change)).toEqual({
        code: 'BAD_USER_INPUT',
        field,
      });
    }
    expect((await mine(seller.client)).myPartnerVerification).toBeNull();
  });

  it('refuses a buyer and a visitor; admins only review', async () => {
    const { partner } = await submitted();
    const buyer = await buyerClient(server);
    const anonymous = new GqlClient(server);
    const doc = await createStoredFile(server, buyer.member.id, { kind: FileKind.DOCUMENT });
    const submit = { input: { registrationNumber: 'RC1', certificateFileId: doc.id } };
    expect(errorOf(await buyer.client.request(SUBMIT, submit)).code).toBe('FORBIDDEN');
    expect(errorOf(await anonymous.request(SUBMIT, submit)).code).toBe('UNAUTHENTICATED');
    const approve = { input: { partnerId: partner.id, expiresAt: inAYear() } };
    const other = await partnerClient(server);
    expect(errorOf(await other.client.request(APPROVE, approve)).code).toBe('FORBIDDEN');
    expect(
      errorOf(await buyer.client.request(REJECT, { input: { partnerId: partner.id, note: 'x' } })).code,
    ).toBe('FORBIDDEN');
    expect(errorOf(await anonymous.request(MORE, { input: { partnerId: partner.id, note: 'x' } })).code).toBe(
      'UNAUTHENTICATED',
    );
  });
});

describe('an admin reviews it', () => {
  it('approves until a date: the partner is verified, notified and it is audited', async () => {
    const { client, partner } = await submitted();
    const admin = await quickAs(server, 'admin');
    const expiresAt = inAYear();
    const { approvePartnerVerification } = await admin.ok<
      { approvePartnerVerification: Verification },
      unknown
    >(APPROVE, { input: { partnerId: partner.id, expiresAt } });
    expect(approvePartnerVerification).toMatchObject({ status: 'VERIFIED', expiresAt, note: null });
    expect(approvePartnerVerification.reviewedBy).not.toBeNull();
    const read = await mine(client);
    expect(read.myPartner).toMatchObject({ verified: true, verifiedUntil: expiresAt });
    expect(read.myPartner.verifiedAt).not.toBeNull();
    expect(await actions(admin, partner.id)).toContainEqual(['partner.verification_verified', null]);
    const { notifications } = await client.ok<
      { notifications: { edges: { node: { kind: string; title: string; link: string } }[] } },
      unknown
    >(NOTIFICATIONS);
    expect(notifications.edges[0]?.node).toMatchObject({
      kind: 'VERIFICATION',
      title: 'Test Supplies Ltd is verified on BuildWire',
      link: '/partners/profile',
    });
    // decided once: approving again is a conflict naming the state
    const again = await admin.request(APPROVE, { input: { partnerId: partner.id, expiresAt } });
    expect(again.errors?.[0]?.extensions).toMatchObject({
      code: 'CONFLICT',
      reason: 'VERIFICATION_VERIFIED',
    });
  });

  it('refuses an expiry in the past or too far ahead, and a partner that never submitted', async () => {
    const { partner } = await submitted();
    const admin = await quickAs(server, 'admin');
    const past = new Date(Date.now() - 60_000).toISOString();
    const far = new Date(Date.now() + 6 * 366 * 24 * 3600 * 1000).toISOString();
    for (const expiresAt of [past, far]) {
      expect(errorOf(await admin.request(APPROVE, { input: { partnerId: partner.id, expiresAt } }))).toEqual({
        code: 'BAD_USER_INPUT',
        field: 'expiresAt',
      });
    }
    expect(errorOf(await admin.request(REJECT, { input: { partnerId: partner.id, note: '   ' } }))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'note',
    });
    const never = await partnerClient(server);
    expect(
      errorOf(await admin.request(APPROVE, { input: { partnerId: never.partner.id, expiresAt: inAYear() } }))
        .code,
    ).toBe('NOT_FOUND');
  });

  it('rejects with a reason: the partner reads it, is notified, and may submit again', async () => {
    const { client, partner, certificateId } = await submitted();
    const admin = await quickAs(server, 'admin');
    const { rejectPartnerVerification } = await admin.ok<
      { rejectPartnerVerification: Verification },
      unknown
    >(REJECT, { input: { partnerId: partner.id, note: ' The certificate names another company. ' } });
    expect(rejectPartnerVerification).toMatchObject({
      status: 'REJECTED',
      note: 'The certificate names another company.',
    });
    expect((await mine(client)).myPartner.verified).toBe(false);
    expect(await actions(admin, partner.id)).toContainEqual([
      'partner.verification_rejected',
      'The certificate names another company.',
    ]);
    const { notifications } = await client.ok<
      { notifications: { edges: { node: { kind: string; reason: string | null } }[] } },
      unknown
    >(NOTIFICATIONS);
    expect(notifications.edges[0]?.node).toEqual(
      expect.objectContaining({ kind: 'VERIFICATION', reason: 'The certificate names another company.' }),
    );
    const again = await client.ok<{ submitPartnerVerification: Verification }, unknown>(SUBMIT, {
      input: { registrationNumber: 'RC7654321', certificateFileId: certificateId },
    });
    expect(again.submitPartnerVerification).toMatchObject({ status: 'PENDING', note: null, documents: [] });
  });

  it('asks for more with a note; the partner resubmits and is then approved', async () => {
    const { client, partner, member, certificateId, otherId } = await submitted();
    const admin = await quickAs(server, 'admin');
    const { requestPartnerVerificationInfo } = await admin.ok<
      { requestPartnerVerificationInfo: Verification },
      unknown
    >(MORE, { input: { partnerId: partner.id, note: 'Add the CAC status report.' } });
    expect(requestPartnerVerificationInfo).toMatchObject({
      status: 'MORE_INFO',
      note: 'Add the CAC status report.',
    });
    expect(await actions(admin, partner.id)).toContainEqual([
      'partner.verification_more_info',
      'Add the CAC status report.',
    ]);
    const report = await createStoredFile(server, member.id, { kind: FileKind.DOCUMENT });
    await client.ok(SUBMIT, {
      input: {
        registrationNumber: 'RC1234567',
        certificateFileId: certificateId,
        documentIds: [otherId, report.id],
      },
    });
    const approved = await admin.ok<{ approvePartnerVerification: Verification }, unknown>(APPROVE, {
      input: { partnerId: partner.id, expiresAt: inAYear() },
    });
    expect(approved.approvePartnerVerification).toMatchObject({
      status: 'VERIFIED',
      documents: [{ id: otherId }, { id: report.id }],
    });
  });
});

describe('what verification changes', () => {
  it('an expired verification no longer counts', async () => {
    const { client, partner } = await submitted();
    const admin = await quickAs(server, 'admin');
    await admin.ok(APPROVE, { input: { partnerId: partner.id, expiresAt: inAYear() } });
    expect((await mine(client)).myPartner.verified).toBe(true);
    const em = server.em();
    await em.nativeUpdate(Partner, { id: partner.id }, { verifiedUntil: new Date(Date.now() - 1000) });
    expect((await mine(client)).myPartner.verified).toBe(false);
  });

  it('with the setting on, an unverified partner is refused a quote with a reason; a verified one quotes', async () => {
    const admin = await quickAs(server, 'admin');
    const buyer = await buyerClient(server);
    const wire = await createWire(server, buyer.member);
    const quote = { input: { wireId: wire.id, message: 'Delivered on Friday', quote: { amount: '1000' } } };
    const unverified = await partnerClient(server);
    const verified = await submitted();
    await admin.ok(APPROVE, { input: { partnerId: verified.partner.id, expiresAt: inAYear() } });
    try {
      const set = await admin.ok<
        { updateMarketplaceSettings: { verificationRequiredToQuote: boolean } },
        unknown
      >(SETTINGS, { input: { verificationRequiredToQuote: true } });
      expect(set.updateMarketplaceSettings.verificationRequiredToQuote).toBe(true);
      const refused = await unverified.client.request(RESPOND, quote);
      expect(refused.errors?.[0]?.extensions).toMatchObject({
        code: 'FORBIDDEN',
        reason: 'PARTNER_NOT_VERIFIED',
      });
      expect(refused.errors?.[0]?.message).toMatch(/verified business/);
      expect((await verified.client.request(RESPOND, quote)).errors).toBeUndefined();
    } finally {
      await server.em().nativeUpdate(MarketplaceSettings, { id: 1 }, { verificationRequiredToQuote: false });
    }
    // with it off (the default) the unverified partner quotes
    expect((await unverified.client.request(RESPOND, quote)).errors).toBeUndefined();
  });

  it('the catalogue filters to verified businesses on `verifiedOnly`', async () => {
    const admin = await quickAs(server, 'admin');
    const plain = await partnerClient(server);
    const verified = await submitted();
    await admin.ok(APPROVE, { input: { partnerId: verified.partner.id, expiresAt: inAYear() } });
    const a = await createProduct(server, plain.partner);
    const b = await createProduct(server, verified.partner);
    const ids = async (filter: Record<string, unknown>) => {
      const { products } = await new GqlClient(server).ok<
        {
          products: {
            edges: { node: { id: string; partner: { verified: boolean; verifiedAt: string | null } } }[];
          };
        },
        unknown
      >(PRODUCTS, { filter });
      return products.edges.map((edge) => edge.node);
    };
    const all = await ids({});
    expect(all.map((node) => node.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(all.find((node) => node.id === a.id)?.partner).toEqual({
      id: plain.partner.id,
      verified: false,
      verifiedAt: null,
    });
    const only = await ids({ verifiedOnly: true });
    expect(only.map((node) => node.id)).toContain(b.id);
    expect(only.map((node) => node.id)).not.toContain(a.id);
    expect(only.every((node) => node.partner.verified && node.partner.verifiedAt)).toBe(true);
  });
});
