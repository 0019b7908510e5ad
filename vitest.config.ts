import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import swc from 'unplugin-swc';

/** Server tests need decorator metadata (type-graphql, MikroORM), which SWC emits and esbuild/oxc do not. */
const swcPlugin = swc.vite({
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
  },
});

/**
 * Node loads `graphql`'s CommonJS build for the libraries (type-graphql, Apollo); Vite would give
 * our own files its `.mjs` build, and two copies of graphql-js refuse each other's types.
 */
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [swcPlugin],
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/src/**/*.test.ts', 'tests/api/**/*.test.ts'],
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      'client/vite.config.ts',
    ],
  },
});
