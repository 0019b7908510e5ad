import { createRequire } from 'node:module';
import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Node loads `graphql`'s CommonJS build for the libraries (type-graphql, Apollo); Vite would give
 * our own files its `.mjs` build, and two copies of graphql-js refuse each other's types.
 */
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  test: {
    // Vitest runs one file at a time on 2 cores (cores - 1); the files mostly wait on PostgreSQL,
    // sockets and mail, and each has its own database, so two at once take 155 s there, not 245 s
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        // type-graphql and MikroORM read decorator metadata, which oxc emits when asked
        oxc: { decorator: { legacy: true, emitDecoratorMetadata: true } },
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/src/**/*.test.ts', 'tests/api/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          // as the server's entry points do, before any decorated class loads (whatever a file imports first)
          setupFiles: ['reflect-metadata'],
          // guards against a hung test only: a loaded 2-core machine runs a file several times slower
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // one import of the server per worker, not per file (each file still boots its own server)
          isolate: false,
          // request errors are expected in these tests; LOG_LEVEL=info shows them
          env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'fatal' },
        },
      },
      'client/vite.config.ts',
    ],
  },
});
