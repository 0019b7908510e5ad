import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Partner } from '../../server/src/partner/partner.entity.js';
import { PartnerVerification } from '../../server/src/partner/partner-verification.entity.js';
import { VerificationStatus } from '../../server/src/partner/partner-verification.enums.js';
import { errorOf, partnerClient, quickAs, type GqlClient } from '../helpers/clients.js';
import { useServerWithMail } from '../helpers/test-server.js';

const { server, smtp } = useServerWithMail({ JOB_POLL_INTERVAL_MS: '100' });

const DAY = 24 * 3600 * 1000;
const NOTIFICATIONS = `{ notifications(first: 20) { edges { node { kind title link } } } }`;

/** A partner whose standing verification runs until `until` (null: never verified). */
async function verifiedUntil(until: Date | null, businessName?: string) {
  const seller = await partnerClient(server, businessName ? { businessName } : {});
  await server
    .em()
    .nativeUpdate(
      Partner,
      { id: seller.partner.id },
      { verifiedAt: until ? new Date(until.getTime() - 365 * DAY) : null, verifiedUntil: until },
    );
  return seller;
}

async function verificationTitles(client: GqlClient): Promise<string[]> {
  const { notifications } = await client.ok<
    { notifications: { edges: { node: { kind: string; title: string; link: string | null } }[] } },
    unknown
  >(NOTIFICATIONS);
  return notifications.edges
    .map((edge) => edge.node)
    .filter((node) => node.kind === 'VERIFICATION')
    .map((node) => node.title)
    .sort();
}

describe('warnings before a verification expires', () => {
  it('sends the most urgent stage due once per partner and expiry, however often and wherever it runs', async () => {
    const now = new Date();
    const name = `Expiry ${randomUUID().slice(0, 8)}`;
    const month = await verifiedUntil(new Date(now.getTime() + 20 * DAY), `${name} month`);
    const week = await verifiedUntil(new Date(now.getTime() + 5 * DAY), `${name} week`);
    const gone = await verifiedUntil(new Date(now.getTime() - 3600 * 1000), `${name} gone`);
    const far = await verifiedUntil(new Date(now.getTime() + 90 * DAY), `${name} far`);
    const old = await verifiedUntil(new Date(now.getTime() - 60 * DAY), `${name} old`);
    const never = await verifiedUntil(null, `${name} never`);

    const reminders = server.app.services.verificationReminders;
    // two processes' runs at once, then a rerun
    await Promise.all([reminders.send(now), reminders.send(now)]);
    await reminders.send(now);

    expect(await verificationTitles(month.client)).toEqual([
      `The verification of ${name} month expires within 30 days`,
    ]);
    expect(await verificationTitles(week.client)).toEqual([
      `The verification of ${name} week expires within 7 days`,
    ]);
    expect(await verificationTitles(gone.client)).toEqual([`The verification of ${name} gone has expired`]);
    // not due yet, expired long ago, never verified: nothing
    for (const quiet of [far, old, never]) expect(await verificationTitles(quiet.client)).toEqual([]);

    const mail = await smtp.waitFor(week.member.email, /expires within 7 days/, 20_000);
    const text = mail.raw.replace(/=\r?\n/g, '');
    expect(text).toContain(new Date(now.getTime() + 5 * DAY).toISOString().slice(0, 10));
    expect(text).toContain('/partners/profile');
    await smtp.waitFor(gone.member.email, /has expired/, 20_000);

    // two weeks on: the month's partner is within 7 days, the week's has expired; each told once more
    const later = new Date(now.getTime() + 14 * DAY);
    await reminders.send(later);
    await reminders.send(later);
    expect(await verificationTitles(month.client)).toEqual([
      `The verification of ${name} month expires within 30 days`,
      `The verification of ${name} month expires within 7 days`,
    ]);
    expect(await verificationTitles(week.client)).toEqual([
      `The verification of ${name} week expires within 7 days`,
      `The verification of ${name} week has expired`,
    ]);
    expect(await verificationTitles(gone.client)).toEqual([`The verification of ${name} gone has expired`]);

    // a renewed verification (a new expiry) is warned again
    const renewed = new Date(now.getTime() + 25 * DAY);
    await server.em().nativeUpdate(Partner, { id: gone.partner.id }, { verifiedUntil: renewed });
    await reminders.send(now);
    expect(await verificationTitles(gone.client)).toEqual([
      `The verification of ${name} gone expires within 30 days`,
      `The verification of ${name} gone has expired`,
    ]);
    const [row] = await server
      .em()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from partner_verification_notice where partner_id = ?`,
        [gone.partner.id],
      );
    expect(row!.n).toBe(2);
  });

  it('is registered on the shared job queue as an hourly job', async () => {
    const { EXPIRY_CRON, EXPIRY_JOB } = await import('../../server/src/partner/verification-reminders.js');
    expect(EXPIRY_CRON).toBe('17 * * * *');
    const [known] = await server
      .em()
      .execute<{ n: number }[]>(
        `select count(*)::int as n from graphile_worker._private_known_crontabs where identifier = ?`,
        [EXPIRY_JOB],
      );
    expect(known!.n).toBe(1);
  });
});

describe('the sellers list filters by verification', () => {
  const LIST = `query L($filter: AdminPartnersFilter) { adminPartners(filter: $filter, first: 50) {
    totalCount edges { node { businessName verified } } } }`;
  type List = { adminPartners: { totalCount: number; edges: { node: { businessName: string } }[] } };

  it('verified, pending review, not verified and expired, on the server, with the count', async () => {
    const name = `Standing ${randomUUID().slice(0, 8)}`;
    const now = Date.now();
    await verifiedUntil(new Date(now + 100 * DAY), `${name} verified`);
    await verifiedUntil(new Date(now - DAY), `${name} expired`);
    await verifiedUntil(null, `${name} never`);
    const pending = await verifiedUntil(null, `${name} pending`);
    // a verified business resubmitting counts as verified and as pending review
    const renewing = await verifiedUntil(new Date(now + 10 * DAY), `${name} renewing`);
    const em = server.em().fork();
    for (const seller of [pending, renewing]) {
      em.create(PartnerVerification, {
        partner: em.getReference(Partner, seller.partner.id),
        registrationNumber: 'RC1234567',
        submittedAt: new Date(),
        status: VerificationStatus.PENDING,
      });
    }
    await em.flush();

    const admin = await quickAs(server, 'admin');
    const names = async (verification: string) => {
      const { adminPartners } = await admin.ok<List, unknown>(LIST, { filter: { text: name, verification } });
      expect(adminPartners.totalCount).toBe(adminPartners.edges.length);
      return adminPartners.edges.map((edge) => edge.node.businessName.slice(name.length + 1)).sort();
    };
    expect(await names('VERIFIED')).toEqual(['renewing', 'verified']);
    expect(await names('PENDING_REVIEW')).toEqual(['pending', 'renewing']);
    expect(await names('NOT_VERIFIED')).toEqual(['never', 'pending']);
    expect(await names('EXPIRED')).toEqual(['expired']);

    // a value outside the enum is refused at the field; a partner may not list at all
    const bad = await admin.request(LIST, { filter: { verification: 'SOMETIMES' } });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const seller = await partnerClient(server);
    expect(
      errorOf(await seller.client.request(LIST, { filter: { verification: 'VERIFIED' } })),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
