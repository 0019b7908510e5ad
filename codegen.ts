import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  // Always the checked-in file, never a live URL: codegen must not depend on a running server.
  schema: process.env.SCHEMA_PATH ?? './schema.graphql',
  documents: ['client/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: {
        fragmentMasking: false,
      },
      config: {
        enumsAsTypes: true,
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
