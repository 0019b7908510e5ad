import { randomBytes } from 'node:crypto';
import { Role } from '../../server/src/common/role.js';
import { Member } from '../../server/src/member/member.entity.js';
import { Partner } from '../../server/src/partner/partner.entity.js';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { PartnerCategory, PartnerStatus } from '../../server/src/partner/partner.enums.js';
import { PropertyDeal, PropertyType, WireKind, WireStatus } from '../../server/src/wire/wire.enums.js';
import type { TestServer } from './test-server.js';

export const DEFAULT_PASSWORD = 'a sturdy passphrase 42';

export type AccountRole = 'member' | 'partner' | 'admin';

const ROLE: Record<AccountRole, Role> = { member: Role.MEMBER, partner: Role.PARTNER, admin: Role.ADMIN };

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.com`;
}

/** An account made through the service (as an admin or the seed would), with DEFAULT_PASSWORD. */
export async function createAccount(
  server: TestServer,
  options: { role?: AccountRole; email?: string; password?: string | null; displayName?: string } = {},
): Promise<Member> {
  return server.app.services.members.createMember(server.em(), {
    email: options.email ?? uniqueEmail(options.role ?? 'member'),
    password: options.password === undefined ? DEFAULT_PASSWORD : options.password,
    displayName: options.displayName ?? 'Test Person',
    role: ROLE[options.role ?? 'member'],
  });
}

/** Signs `member` in without a password round trip: a real session row and its cookie. */
export async function sessionCookieFor(server: TestServer, member: Member): Promise<string> {
  const { token } = await server.app.services.sessions.create(server.em(), member, {
    userAgent: 'test',
    ip: '127.0.0.1',
  });
  return `bw_session=${token}`;
}

/** A PARTNER account with its business (Lagos, 50 km, both categories unless told). */
export async function createPartner(
  server: TestServer,
  options: {
    status?: PartnerStatus;
    categories?: PartnerCategory[];
    lat?: number;
    lng?: number;
    radiusKm?: number;
    businessName?: string;
  } = {},
): Promise<{ member: Member; partner: Partner; cookie: string }> {
  const member = await createAccount(server, { role: 'partner', password: null });
  const em = server.em();
  const partner = em.create(Partner, {
    member: em.getReference(Member, member.id),
    businessName: options.businessName ?? 'Test Supplies Ltd',
    categories: options.categories ?? [PartnerCategory.PROPERTY, PartnerCategory.BUILDING_MATERIALS],
    areaLabel: 'Lagos',
    lat: options.lat ?? LAGOS.lat,
    lng: options.lng ?? LAGOS.lng,
    radiusKm: options.radiusKm ?? 50,
    status: options.status ?? PartnerStatus.APPROVED,
    approvedAt: options.status === PartnerStatus.PENDING ? null : new Date(),
  });
  await em.persist(partner).flush();
  return { member, partner, cookie: await sessionCookieFor(server, member) };
}

export const LAGOS = { lat: 6.5244, lng: 3.3792 };

/** An OPEN wire written straight to the database (no event), for list and paging tests. */
export async function createWire(
  server: TestServer,
  owner: Member,
  overrides: Partial<
    Pick<Wire, 'kind' | 'title' | 'description' | 'lat' | 'lng' | 'status' | 'createdAt'>
  > & {
    budgetMin?: string | null;
    budgetMax?: string | null;
  } = {},
): Promise<Wire> {
  const em = server.em();
  const kind = overrides.kind ?? WireKind.BUILDING_MATERIALS;
  const wire = em.create(Wire, {
    kind,
    title: overrides.title ?? '40 bags of cement',
    description: overrides.description ?? null,
    locationLabel: 'Lekki, Lagos',
    lat: overrides.lat ?? LAGOS.lat,
    lng: overrides.lng ?? LAGOS.lng,
    owner: em.getReference(Member, owner.id),
    status: overrides.status ?? WireStatus.OPEN,
    budgetMin: overrides.budgetMin ?? null,
    budgetMax: overrides.budgetMax ?? null,
    currency: overrides.budgetMin || overrides.budgetMax ? 'NGN' : null,
    ...(overrides.createdAt ? { createdAt: overrides.createdAt } : {}),
    ...(kind === WireKind.PROPERTY
      ? { deal: PropertyDeal.RENT, propertyType: PropertyType.APARTMENT, bedrooms: 3 }
      : { lines: [{ material: 'Cement', quantity: 40, unit: 'bags' }], deliveryNeeded: true }),
  });
  await em.persist(wire).flush();
  return wire;
}
