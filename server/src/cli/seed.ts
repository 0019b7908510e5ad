import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { systemActor } from '../common/actor.js';
import { Role } from '../common/role.js';
import { Member } from '../member/member.entity.js';
import { Partner } from '../partner/partner.entity.js';
import { PartnerCategory, PartnerStatus } from '../partner/partner.enums.js';
import { Product } from '../product/product.entity.js';
import { ProductCategory } from '../product/product.enums.js';
import { Wire } from '../wire/wire.entity.js';
import { PropertyDeal, PropertyType, WireKind } from '../wire/wire.enums.js';
import type { Services } from '../app/application.js';

/** The demo partners' businesses (approved), keyed by account email. */
const DEMO_PARTNERS: Record<
  string,
  {
    businessName: string;
    description: string;
    categories: PartnerCategory[];
    radiusKm: number;
    website: string;
  }
> = {
  'sales@lagoscement.example.com': {
    businessName: 'Lagos Cement Depot',
    description: 'Cement, blocks, sand and granite, delivered across Lagos within 48 hours.',
    categories: [PartnerCategory.BUILDING_MATERIALS],
    radiusKm: 45,
    website: 'https://lagoscement.example.com',
  },
  'lettings@mainlandhomes.example.com': {
    businessName: 'Mainland Homes',
    description: 'Lettings and sales on the Lagos mainland and the island: flats, houses and land.',
    categories: [PartnerCategory.PROPERTY],
    radiusKm: 35,
    website: 'https://mainlandhomes.example.com',
  },
};

/** The demo supplier's catalogue (prices in the configured currency), so `/buildmat` has something to show. */
const DEMO_PRODUCTS: Record<
  string,
  (Pick<Product, 'name' | 'category' | 'unit' | 'price'> &
    Partial<Pick<Product, 'description' | 'inStock'>>)[]
> = {
  'sales@lagoscement.example.com': [
    {
      name: 'Portland cement, grade 42.5',
      category: ProductCategory.CEMENT,
      unit: 'bag (50 kg)',
      price: '9500.00',
      description: 'For blocks, columns and slabs. Delivered on pallets of 40 bags.',
    },
    {
      name: '9-inch hollow sandcrete blocks',
      category: ProductCategory.BRICKS_BLOCKS,
      unit: 'piece',
      price: '650.00',
      description: 'Vibrated, cured for 14 days. For load-bearing walls and fences.',
    },
    {
      name: 'Sharp sand',
      category: ProductCategory.SAND_AGGREGATE,
      unit: 'tipper (20 tonnes)',
      price: '185000.00',
      description: 'Washed river sand for concrete and plastering.',
    },
    {
      name: 'Granite, 3/4 inch',
      category: ProductCategory.SAND_AGGREGATE,
      unit: 'tonne',
      price: '22000.00',
    },
    {
      name: '12 mm reinforcement rods',
      category: ProductCategory.STEEL,
      unit: 'length (12 m)',
      price: '11800.00',
      description: 'High-yield deformed bars. Back in stock next week.',
      inStock: false,
    },
  ],
};

type DemoWire = Pick<Wire, 'kind' | 'title' | 'locationLabel' | 'lat' | 'lng'> &
  Partial<
    Pick<
      Wire,
      | 'description'
      | 'budgetMin'
      | 'budgetMax'
      | 'deal'
      | 'propertyType'
      | 'bedrooms'
      | 'lines'
      | 'deliveryNeeded'
    >
  > & {
    owner: string;
    neededInDays?: number;
    ageHours: number;
  };

/** A handful of open wires from the demo buyers, of both kinds. */
export const DEMO_WIRES: DemoWire[] = [
  {
    owner: 'amaka.buyer@example.com',
    kind: WireKind.BUILDING_MATERIALS,
    title: '40 bags of cement delivered to Lekki by Friday',
    description: 'Dangote or BUA 42.5R. Gate access from 8am; site is off Admiralty Way.',
    locationLabel: 'Lekki Phase 1, Lagos',
    lat: 6.4474,
    lng: 3.4723,
    budgetMin: '360000.00',
    budgetMax: '420000.00',
    lines: [{ material: 'Cement 42.5R', quantity: 40, unit: 'bags' }],
    deliveryNeeded: true,
    neededInDays: 5,
    ageHours: 2,
  },
  {
    owner: 'tunde.buyer@example.com',
    kind: WireKind.PROPERTY,
    title: '3-bedroom flat to rent near the University of Lagos',
    description: 'Family of four; prefer a serviced block with parking and steady water.',
    locationLabel: 'Yaba, Lagos',
    lat: 6.5095,
    lng: 3.3711,
    budgetMax: '3500000.00',
    deal: PropertyDeal.RENT,
    propertyType: PropertyType.APARTMENT,
    bedrooms: 3,
    neededInDays: 45,
    ageHours: 5,
  },
  {
    owner: 'tunde.buyer@example.com',
    kind: WireKind.BUILDING_MATERIALS,
    title: 'Sharp sand and granite for a duplex foundation',
    locationLabel: 'Surulere, Lagos',
    lat: 6.5,
    lng: 3.35,
    budgetMax: '900000.00',
    lines: [
      { material: 'Sharp sand', quantity: 20, unit: 'tonnes' },
      { material: 'Granite 3/4"', quantity: 15, unit: 'tonnes' },
    ],
    deliveryNeeded: true,
    neededInDays: 10,
    ageHours: 20,
  },
  {
    owner: 'amaka.buyer@example.com',
    kind: WireKind.PROPERTY,
    title: 'Plot of land to buy in Ajah, dry and with a C of O',
    locationLabel: 'Ajah, Lagos',
    lat: 6.4698,
    lng: 3.5852,
    budgetMin: '15000000.00',
    budgetMax: '25000000.00',
    deal: PropertyDeal.BUY,
    propertyType: PropertyType.LAND,
    ageHours: 30,
  },
  {
    owner: 'amaka.buyer@example.com',
    kind: WireKind.BUILDING_MATERIALS,
    title: '120 roofing sheets (aluminium, 0.55mm) for Ikeja',
    locationLabel: 'Ikeja GRA, Lagos',
    lat: 6.5833,
    lng: 3.35,
    lines: [{ material: 'Aluminium roofing sheet 0.55mm', quantity: 120, unit: 'sheets' }],
    deliveryNeeded: false,
    ageHours: 50,
  },
];

/**
 * A quote already waiting on a demo wire, sent through the same command a partner's "Respond"
 * uses (counts, notification, events): a new buyer sees a response to compare, accept or discuss.
 */
const DEMO_RESPONSES = [
  {
    partner: 'sales@lagoscement.example.com',
    wireTitle: '40 bags of cement delivered to Lekki by Friday',
    message:
      'We can bring 40 bags of Dangote 42.5R to Admiralty Way on Thursday from 8am, unloading included. Price held for a week.',
    lines: [{ product: 'Portland cement, grade 42.5', quantity: 40, unitPrice: '9300.00' }],
    validForDays: 7,
  },
];

export const DEMO_ACCOUNTS = [
  {
    email: 'amaka.buyer@example.com',
    displayName: 'Amaka Obi',
    phone: '+234 803 555 0101',
    role: Role.MEMBER,
    place: 'Lekki Phase 1, Lagos',
    lat: 6.4474,
    lng: 3.4723,
  },
  {
    email: 'tunde.buyer@example.com',
    displayName: 'Tunde Bakare',
    phone: '+234 805 555 0102',
    role: Role.MEMBER,
    place: 'Yaba, Lagos',
    lat: 6.5095,
    lng: 3.3711,
  },
  {
    email: 'sales@lagoscement.example.com',
    displayName: 'Lagos Cement Depot',
    phone: '+234 809 555 0201',
    role: Role.PARTNER,
    place: 'Ikeja, Lagos',
    lat: 6.6018,
    lng: 3.3515,
  },
  {
    email: 'lettings@mainlandhomes.example.com',
    displayName: 'Mainland Homes',
    phone: '+234 807 555 0202',
    role: Role.PARTNER,
    place: 'Surulere, Lagos',
    lat: 6.5,
    lng: 3.35,
  },
];

/** `demo`, sent by the partner account `member` as it would from its wireboard. */
async function seedResponse(
  services: Services,
  member: Member,
  demo: (typeof DEMO_RESPONSES)[number],
): Promise<void> {
  const em = services.orm.em.fork() as EntityManager;
  const wire = await em.findOneOrFail(Wire, { title: demo.wireTitle });
  const products = await em.find(Product, {
    partner: { member: member.id },
    name: { $in: demo.lines.map((line) => line.product) },
  });
  const productId = (name: string) => products.find((product) => product.name === name)!.id;
  await services.responses.commands.respond(
    { ...systemActor(em), viewer: { id: member.id, role: member.role, email: member.email } },
    {
      wireId: wire.id,
      message: demo.message,
      offeredProducts: demo.lines.map((line) => ({
        productId: productId(line.product),
        quantity: line.quantity,
        unitPrice: line.unitPrice,
      })),
      validUntil: new Date(Date.now() + demo.validForDays * 86_400_000),
    },
  );
}

function password(): string {
  return randomBytes(9).toString('base64url');
}

/**
 * On an empty database: an admin and a few believable buyer and partner accounts. Their
 * passwords are random and printed once, here, on the first start.
 */
export async function seedIfEmpty(services: Services): Promise<void> {
  const em = services.orm.em.fork() as EntityManager;
  if ((await em.count(Member, {})) > 0) return;
  const adminPassword = password();
  const demoPassword = password();
  const admin = await services.members.createMember(em, {
    email: 'admin@buildwire.local',
    password: adminPassword,
    displayName: 'BuildWire Admin',
    role: Role.ADMIN,
  });
  admin.emailVerifiedAt = new Date();
  const byEmail = new Map<string, Member>();
  for (const account of DEMO_ACCOUNTS) {
    const member = await services.members.createMember(em, { ...account, password: demoPassword });
    member.phone = account.phone;
    member.emailVerifiedAt = new Date();
    member.defaultLocation = { label: account.place, lat: account.lat, lng: account.lng };
    byEmail.set(account.email, member);
    const business = DEMO_PARTNERS[account.email];
    if (business) {
      const partner = em.create(Partner, {
        member,
        ...business,
        areaLabel: account.place,
        lat: account.lat,
        lng: account.lng,
        phone: account.phone,
        status: PartnerStatus.APPROVED,
        approvedAt: new Date(),
      });
      for (const product of DEMO_PRODUCTS[account.email] ?? [])
        em.create(Product, { ...product, partner, currency: services.config.defaultCurrency });
    }
  }
  for (const { owner, neededInDays, ageHours, ...wire } of DEMO_WIRES) {
    const createdAt = new Date(Date.now() - ageHours * 3_600_000);
    em.create(Wire, {
      ...wire,
      owner: byEmail.get(owner)!,
      currency: wire.budgetMin || wire.budgetMax ? services.config.defaultCurrency : null,
      neededBy: neededInDays ? new Date(Date.now() + neededInDays * 86_400_000) : null,
      createdAt,
      updatedAt: createdAt,
      expiresAt: new Date(createdAt.getTime() + 30 * 86_400_000),
    });
  }
  await em.flush();
  // the demo partners hear of matching wires, as an approved partner does
  await services.savedSearches.service.addPartnerDefaults(em);
  for (const demo of DEMO_RESPONSES) await seedResponse(services, byEmail.get(demo.partner)!, demo);
  const lines = [
    'Demo data seeded. These passwords are shown only this once:',
    `  admin:    admin@buildwire.local / ${adminPassword}   (sign in at /admin)`,
    ...DEMO_ACCOUNTS.map(
      (a) => `  ${a.role === Role.PARTNER ? 'partner' : 'buyer  '}:  ${a.email} / ${demoPassword}`,
    ),
  ];
  // printed to stdout (not only the JSON log) so a person starting the app sees it
  console.log(`\n${lines.join('\n')}\n`);
}
