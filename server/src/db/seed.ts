import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Member } from '../member/member.entity.js';
import { Role } from '../auth/role.js';
import type { Services } from '../app/services.js';

const DEMO_ACCOUNTS = [
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
  for (const account of DEMO_ACCOUNTS) {
    const member = await services.members.createMember(em, { ...account, password: demoPassword });
    member.phone = account.phone;
    member.emailVerifiedAt = new Date();
    member.defaultLocation = { label: account.place, lat: account.lat, lng: account.lng };
  }
  await em.flush();
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
