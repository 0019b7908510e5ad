import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import fs from 'node:fs';

/** The folders directly under `dir` (a domain is a folder: adding one needs no edit here). */
function foldersOf(dir) {
  return fs
    .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** client/src's folders that are not domains: the shell, generated code, the session and shared layers. */
const CLIENT_NOT_DOMAINS = ['app', 'gql', 'session', 'shared', 'test'];
const CLIENT_DOMAINS = foldersOf('./client/src/').filter((folder) => !CLIENT_NOT_DOMAINS.includes(folder));

/** Import patterns naming a client domain folder (gitignore syntax: no braces). */
const clientDomains = CLIENT_DOMAINS.map((domain) => `**/${domain}/**`);

/** server/src's folders that are not domains: the kernel, the platform slices, the composition root. */
const SERVER_NOT_DOMAINS = [
  'common',
  'db',
  'auth',
  'events',
  'mail',
  'jobs',
  'audit',
  'storage',
  'places',
  'platform',
  'app',
  'cli',
  'types',
];

/** The server's domain folders: what the product does, one folder each (every other folder). */
export const SERVER_DOMAINS = foldersOf('./server/src/').filter(
  (folder) => !SERVER_NOT_DOMAINS.includes(folder),
);

/** The domains by layer, lowest first; a domain in none (a new one) joins the top domain layer. */
const DOMAIN_LAYERS = [
  ['member'],
  ['notification'],
  ['partner'],
  ['wire', 'product', 'listing'],
  ['response'],
  ['market', 'webhook', 'message', 'review', 'search', 'push'],
];
const layered = DOMAIN_LAYERS.flat();
DOMAIN_LAYERS.at(-1).push(...SERVER_DOMAINS.filter((domain) => !layered.includes(domain)));

/**
 * The server's layers, lowest first: a folder may import its own layer and the ones before it,
 * never one after it. `platform/` (transports, GraphQL machinery, limits, pages, metrics) sits
 * above the domains but names none of them (`platformImportsNoDomain`). `app/` (the composition
 * root) imports everything and nothing but its command-line entry points (`cli/`) imports it.
 */
const SERVER_LAYERS = [
  ['common'],
  ['db', 'auth', 'events', 'mail', 'jobs', 'audit', 'storage', 'places'],
  ...DOMAIN_LAYERS.filter((layer) => layer.length > 0),
  ['platform'],
  ['app', 'cli'],
];

/** The pattern and message forbidding `folders` (gitignore syntax, as no-restricted-imports wants). */
function forbidden(folders, message) {
  return { group: folders.map((folder) => `**/${folder}/*`), message };
}

function serverLayerRules() {
  return SERVER_LAYERS.slice(0, -1).map((layer, index) => {
    const above = SERVER_LAYERS.slice(index + 1).flat();
    const patterns = [
      forbidden(
        above,
        `server/src/${layer.join(', ')} must not import ${above.join(', ')} (layers point down).`,
      ),
    ];
    // one rule per file: a later no-restricted-imports would replace this one, so platform's own goes here
    if (layer.includes('platform'))
      patterns.push(
        forbidden(
          SERVER_DOMAINS,
          'server/src/platform names no domain: take what it needs as a parameter from app/.',
        ),
      );
    return {
      files: layer.map((folder) => `server/src/${folder}/**/*.ts`),
      rules: { 'no-restricted-imports': ['error', { patterns }] },
    };
  });
}

/**
 * Nothing outside the composition root imports it (its command-line entry points aside): for the
 * folders of no layer (the layers' own rules, which come later and replace this one, say the same).
 */
const appImportedByNone = {
  files: ['server/src/**/*.ts'],
  ignores: ['server/src/app/**', 'server/src/cli/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [forbidden(['app'], 'Only server/src/cli imports server/src/app (the composition root).')],
      },
    ],
  },
};

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
    // no import cycle anywhere in the server
    files: ['server/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/extensions': ['.ts', '.js'],
      'import-x/resolver': { typescript: { project: 'server/tsconfig.json' } },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  appImportedByNone,
  ...serverLayerRules(),
  {
    // the command-line tools open the application through its one entry
    files: ['server/src/cli/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/app/*', '!**/app/application.js'],
              message: 'server/src/cli opens the application through app/application.ts (createApplication).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // the service worker: plain JavaScript served as it is, run in a ServiceWorkerGlobalScope
    files: ['client/public/sw.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  // client layers (ARCHITECTURE.md, Layout): app → domains → session → shared; nothing imports app/
  // (the shell), session/ and shared/ import no domain, shared/ nothing above it; tests may assemble the app
  {
    files: [`client/src/{${CLIENT_DOMAINS.join(',')}}/**/*.{ts,tsx}`],
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
    files: ['server/src/cli/**', 'bench/**', 'tests/e2e/serve.mjs'],
    rules: { 'no-console': 'off' },
  },
);
