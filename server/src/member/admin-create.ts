import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig } from '../app/config.js';
import { logger } from '../app/logger.js';
import type { Services } from '../app/services.js';
import { createServices } from '../app/services.js';
import { openDatabase } from '../db/database.js';
import { initOrm, migrate } from '../db/orm.js';
import { Role } from '../auth/role.js';
import { Member } from './member.entity.js';
import { hashPassword, assertPasswordMeetsPolicy } from '../auth/password.js';
import { normalizeEmail } from './member.service.js';

/** Makes `email` an admin with `password`: creates the account, or promotes and resets an existing one. */
export async function createAdmin(services: Services, email: string, password: string): Promise<Member> {
  const em = services.orm.em.fork() as EntityManager;
  const existing = await em.findOne(Member, { email: normalizeEmail(email) });
  if (!existing) {
    return services.members.createMember(em, { email, password, displayName: 'Admin', role: Role.ADMIN });
  }
  assertPasswordMeetsPolicy(password, services.config.password);
  existing.role = Role.ADMIN;
  existing.disabled = false;
  existing.passwordHash = await hashPassword(password);
  await em.flush();
  return existing;
}

/** ADMIN_EMAIL / ADMIN_PASSWORD on start: the admin is created when no account has that email yet. */
export async function ensureAdminFromEnv(services: Services): Promise<void> {
  const { adminEmail, adminPassword } = services.config;
  if (!adminEmail || !adminPassword) return;
  const em = services.orm.em.fork() as EntityManager;
  if (await em.count(Member, { email: normalizeEmail(adminEmail) })) return;
  await createAdmin(services, adminEmail, adminPassword);
  services.log.info({ email: adminEmail }, 'admin created from ADMIN_EMAIL');
}

async function cli(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  if (!values.email || !values.password) {
    console.error('usage: npm run admin:create -- --email someone@example.com --password "a good password"');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config, logger);
  const orm = await initOrm({ clientUrl: database.url, logger });
  const services = createServices(config, orm, logger, database.url);
  try {
    await migrate(orm);
    const member = await createAdmin(services, values.email, values.password);
    console.log(`admin ready: ${member.email}`);
  } finally {
    await services.events.close();
    await orm.close(true);
    await database.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await cli().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
