import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Import patterns naming a client domain folder (gitignore syntax: no braces). */
const clientDomains = ['admin', 'home', 'member', 'partner', 'wire'].map((domain) => `**/${domain}/**`);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'client/src/gql/**',
      'test-results/**',
      'playwright-report/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // client layers (ARCHITECTURE.md, Layout): app → domains → session → shared; nothing imports app/
  // (the shell), session/ and shared/ import no domain, shared/ nothing above it; tests may assemble the app
  {
    files: ['client/src/{admin,home,member,partner,wire}/**/*.{ts,tsx}'],
    ignores: ['client/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/app/**'], message: 'A domain never imports the shell (client/src/app).' }],
        },
      ],
    },
  },
  {
    files: ['client/src/session/**/*.{ts,tsx}'],
    ignores: ['client/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', ...clientDomains],
              message: 'session/ imports only shared/ and gql/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/src/shared/**/*.{ts,tsx}'],
    ignores: ['client/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/**', '**/session/**', ...clientDomains],
              message: 'shared/ imports only gql/ and libraries.',
            },
          ],
        },
      ],
    },
  },
  {
    // command-line entry points print to the terminal on purpose
    files: [
      'server/src/db/seed.ts',
      'server/src/member/admin-create.ts',
      'server/src/app/emit-schema.ts',
      'server/src/db/migration-create.ts',
      'bench/**',
      'tests/e2e/serve.mjs',
    ],
    rules: { 'no-console': 'off' },
  },
);
