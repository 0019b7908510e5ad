// The real server booted in this process (figures 1 and 2), stopped with the run's other parts.
import { importServer, serverEnv } from './common.mjs';
import { track } from './stoppers.mjs';

/** `env` adds to (or, with '', unsets) the bench's server environment. */
export async function inProcessServer(databaseUrl, onQuery, env = {}) {
  const { loadConfig, logger, boot } = await importServer();
  const saved = { ...process.env };
  Object.assign(process.env, serverEnv(databaseUrl), env);
  let config;
  try {
    config = loadConfig();
  } finally {
    process.env = saved;
  }
  const app = await boot(config, logger, { migrate: false, onQuery });
  track(() => app.stop());
  return app;
}
