import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

// Always the checked-in file, never a live URL: codegen must not depend on a running server.
const schema = process.env.SCHEMA_PATH ?? './schema.graphql';

/** Every enum is written once, in enums.ts; the operation types import it from there. */
const enumValues = Object.fromEntries(
  [...fs.readFileSync(schema, 'utf8').matchAll(/^enum (\w+)/gm)].map(([, name]) => [name, `./enums#${name}`]),
);

const config: CodegenConfig = {
  schema,
  documents: ['client/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
        // persisted-documents.json: the allowlist the server loads (server/src/platform/graphql/persisted-documents.ts,
        // which adds the __typenames Apollo's cache asks for), keyed by the plain hex SHA-256 of each
        // document's text, as APQ's `sha256Hash` is; each document carries its hash in `__meta__`
        persistedDocuments: {
          hashAlgorithm: (text: string) => createHash('sha256').update(text).digest('hex'),
        },
      },
      config: {
        enumsAsTypes: true,
        enumValues,
        useTypeImports: true,
        scalars: { DateTimeISO: 'string' },
      },
    },
    // every enum of the schema, used or not by a document (the client keys its error sentences by ErrorCode)
    'client/src/gql/enums.ts': {
      plugins: ['typescript'],
      config: { onlyEnums: true, enumsAsTypes: true },
    },
    'client/src/gql/hooks.ts': {
      plugins: ['./client/codegen/named-hooks.cjs'],
    },
  },
};

export default config;
