import { randomBytes, randomUUID } from 'node:crypto';
import { Role } from '../../server/src/common/role.js';
import { Member } from '../../server/src/member/member.entity.js';
import { Partner } from '../../server/src/partner/partner.entity.js';
import { Wire } from '../../server/src/wire/wire.entity.js';
import { Product } from '../../server/src/product/product.entity.js';
import type { ProductCategory } from '../../server/src/product/product.enums.js';
import { PartnerCategory, PartnerStatus } from '../../server/src/partner/partner.enums.js';
import { PropertyDeal, PropertyType, WireKind, WireStatus } from '../../server/src/wire/wire.enums.js';
import { PropertyListing } from '../../server/src/listing/property-listing.entity.js';
import { ListingDeal, ListingStatus } from '../../server/src/listing/listing.enums.js';
import { StoredFile } from '../../server/src/storage/stored-file.entity.js';
import { FileKind } from '../../server/src/storage/stored-file.enums.js';
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

/** The input of a materials wire (40 bags of cement in Lekki), titled `title`: what most API tests post. */
export const cementInLekki = (title: string) => ({
  kind: 'BUILDING_MATERIALS',
  title,
  location: { label: 'Lekki, Lagos', lat: 6.4474, lng: 3.4723 },
  materials: { lines: [{ material: 'Cement', quantity: 40, unit: 'bags' }], deliveryNeeded: true },
});

/** An OPEN wire written straight to the database (no event), for list and paging tests. */
export async function createWire(
  server: TestServer,
  owner: Member,
  overrides: Partial<
    Pick<Wire, 'kind' | 'title' | 'description' | 'locationLabel' | 'lat' | 'lng' | 'status' | 'createdAt'>
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
    locationLabel: overrides.locationLabel ?? 'Lekki, Lagos',
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

/** An uploaded, unattached file row as the upload pipeline leaves it (an image unless told). */
export async function createStoredFile(
  server: TestServer,
  ownerId: string,
  options: { kind?: FileKind; name?: string } = {},
): Promise<StoredFile> {
  const em = server.em();
  const id = randomUUID();
  const kind = options.kind ?? FileKind.IMAGE;
  const image = kind === FileKind.IMAGE;
  const file = em.create(StoredFile, {
    id,
    ownerId,
    kind,
    contentType: image ? 'image/webp' : 'application/pdf',
    size: 1024,
    name: options.name ?? (image ? 'photo.webp' : 'plan.pdf'),
    sha256: randomBytes(32).toString('hex'),
    storageKey: `test/${id}`,
    ...(image ? { width: 640, height: 480 } : {}),
  });
  await em.persist(file).flush();
  return file;
}

/** A property listing written straight to the database (ACTIVE Lagos apartment to rent unless told). */
export async function createListing(
  server: TestServer,
  partner: Partner,
  overrides: Partial<
    Pick<
      PropertyListing,
      | 'title'
      | 'propertyType'
      | 'deal'
      | 'price'
      | 'currency'
      | 'bedrooms'
      | 'areaM2'
      | 'lat'
      | 'lng'
      | 'status'
    >
  > = {},
): Promise<PropertyListing> {
  const em = server.em();
  const listing = em.create(PropertyListing, {
    partner: em.getReference(Partner, partner.id),
    title: 'Three-bedroom flat in Yaba',
    propertyType: PropertyType.APARTMENT,
    deal: ListingDeal.RENT,
    price: '1500000.00',
    currency: 'NGN',
    bedrooms: 3,
    bathrooms: 2,
    areaM2: 120,
    locationLabel: 'Yaba, Lagos',
    lat: LAGOS.lat,
    lng: LAGOS.lng,
    status: ListingStatus.ACTIVE,
    ...overrides,
  });
  await em.persist(listing).flush();
  return listing;
}

/** A product written straight to the database (no images), for catalogue and paging tests. */
export async function createProduct(
  server: TestServer,
  partner: Partner,
  overrides: {
    name?: string;
    category?: ProductCategory;
    price?: string;
    currency?: string;
    unit?: string;
    inStock?: boolean;
    hidden?: boolean;
  } = {},
): Promise<Product> {
  const em = server.em();
  const product = em.create(Product, {
    partner: em.getReference(Partner, partner.id),
    name: overrides.name ?? 'Portland cement',
    category: overrides.category ?? 'CEMENT',
    unit: overrides.unit ?? 'bag (50 kg)',
    price: overrides.price ?? '9500.00',
    currency: overrides.currency ?? 'NGN',
    inStock: overrides.inStock ?? true,
    hidden: overrides.hidden ?? false,
  });
  await em.persist(product).flush();
  return product;
}
