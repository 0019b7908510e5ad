import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig } from '../common/config.js';
import { logger } from '../common/logger.js';
import { Member } from '../member/member.entity.js';
import { normalizeEmail } from '../member/member.service.js';
import { createApplication, type Services } from '../app/application.js';

/** ADMIN_EMAIL / ADMIN_PASSWORD on start: the admin is created when no account has that email yet. */
export async function ensureAdminFromEnv(services: Services): Promise<void> {
  const { adminEmail, adminPassword } = services.config;
  if (!adminEmail || !adminPassword) return;
  const em = services.orm.em.fork() as EntityManager;
  if (await em.count(Member, { email: normalizeEmail(adminEmail) })) return;
  await services.members.createAdmin(em, adminEmail, adminPassword);
  services.log.info({ email: adminEmail }, 'admin created from ADMIN_EMAIL');
}

/** `npm run admin:create -- --email … --password …`: creates (or promotes) an admin. */
async function cli(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  if (!values.email || !values.password) {
    console.error('usage: npm run admin:create -- --email someone@example.com --password "a good password"');
    process.exit(2);
  }
  const app = await createApplication(loadConfig(), logger);
  try {
    await app.migrate();
    const member = await app
      .services()
      .members.createAdmin(app.orm.em.fork() as EntityManager, values.email, values.password);
    console.log(`admin ready: ${member.email}`);
  } finally {
    await app.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await cli().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
