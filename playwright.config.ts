import { defineConfig, devices } from '@playwright/test';

// one port for the run, chosen once: workers inherit the environment of the runner. Below Linux's
// ephemeral range (32768 and up), where the kernel hands out the local ports of outgoing
// connections (to PostgreSQL, between the tests' processes), so none of those can hold it when
// the server binds; and above RabbitMQ's 25672, the highest port a service here listens on
process.env.E2E_PORT ??= String(26000 + Math.floor(Math.random() * 6000));
const port = Number(process.env.E2E_PORT);
export const ADMIN = { email: 'e2e.admin@buildwire.test', password: 'admin passphrase 2026' };

/** Debian's Chromium, never a downloaded browser; flags for a machine with no outside network. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export default defineConfig({
  testDir: 'tests/e2e',
  // a journey is a minute of clicks when the machine is quiet; two CPU hogs beside the run make
  // each step several times slower, so a test's whole budget is generous (test.slow() triples it)
  timeout: 120_000,
  // a busy 2-core machine (the server, two browsers and the database on it) can take more than
  // 10 s to bring up a cold page; an assertion that holds returns at once, so this costs nothing
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, grepInvert: /@marketplace-wide/ },
    // journeys that change a setting for every member (e.g. who may quote) run once the others are done
    {
      name: 'marketplace-wide',
      use: { ...devices['Desktop Chrome'] },
      grep: /@marketplace-wide/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: 'node tests/e2e/serve.mjs',
    url: `http://127.0.0.1:${port}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SEED: 'false',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SIGNIN_LIMIT_PER_IP: '1000',
      SIGNUP_LIMIT_PER_IP: '1000',
      // one admin account serves every journey at once, and every journey's visitors share the
      // loopback address: ten people's worth of reads a minute, more of them running at once, and
      // no charge for statement time (on a loaded machine it measures the machine, not the query;
      // the per-client limits have their own tests in tests/api)
      COST_BUDGET_PER_MINUTE: '150000',
      COST_PER_DATABASE_MS: '0',
      CLIENT_MAX_RUNNING: '12',
      // webhook journeys deliver to a receiver on loopback, and the job queue polls often
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      JOB_POLL_INTERVAL_MS: '200',
    },
  },
});
