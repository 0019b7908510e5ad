import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A document of src/gql/graphql.ts (the codegen client preset): one line, a JSON literal. */
const documentLine = /^export const (\w+Document) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm;
/** A hook of src/gql/hooks.ts (client/codegen/named-hooks.cjs). */
const hookFunction =
  /^export function (use\w+)\(options\??: (useQuery|useMutation)\.Options<[^\n]*\) \{\n {2}return \2\((\w+Document), options\);\n\}$/gm;
/** A value import from gql/hooks or gql/graphql in the app's code. */
const gqlImport = /^import\s+\{([^}]*)\}\s+from\s+'([^']*\/gql\/(?:hooks|graphql))';$/gm;
const documentPrefix = '\0gql-document:';
const hookPrefix = '\0gql-hook:';

/**
 * Gives each GraphQL document and named hook a module of its own, and points the app's imports of
 * them there, so a chunk carries the documents its own code uses. As generated, all documents sit
 * in one module (≈ 250 KB) and all hooks in another that names them all, and the entry, which
 * needs two documents, would carry every one. Only the build does this: types and tests read the
 * generated files as they are. A change of the generated shape fails the build.
 */
export function splitDocuments(srcDir: string): Plugin {
  const documents = new Map<string, string>();
  const hooks = new Map<string, { hook: string; document: string }>();
  return {
    name: 'buildwire-split-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      const graphqlFile = path.join(srcDir, 'gql/graphql.ts');
      const hooksFile = path.join(srcDir, 'gql/hooks.ts');
      for (const [, name, json] of fs.readFileSync(graphqlFile, 'utf8').matchAll(documentLine))
        documents.set(name!, json!);
      for (const [, name, hook, document] of fs.readFileSync(hooksFile, 'utf8').matchAll(hookFunction))
        hooks.set(name!, { hook: hook!, document: document! });
      const declared = fs.readFileSync(hooksFile, 'utf8').match(/^export function /gm)?.length ?? 0;
      if (documents.size === 0 || hooks.size !== declared)
        this.error(`src/gql: ${documents.size} documents, ${hooks.size} of ${declared} hooks understood`);
    },
    transform(code, id) {
      if (!/\/client\/src\/.*\.tsx?$/.test(id.replace(/\\/g, '/')) || id.includes('/src/gql/')) return null;
      if (!code.includes('/gql/')) return null;
      const out = code.replace(gqlImport, (statement, list: string, source: string) => {
        const kept: string[] = [];
        const split: string[] = [];
        for (const raw of list.split(',')) {
          const specifier = raw.trim();
          const name = specifier.split(/\s+as\s+/)[0]!;
          if (hooks.has(name)) split.push(`import { ${specifier} } from '${hookPrefix}${name}';`);
          else if (documents.has(name))
            split.push(`import { ${specifier} } from '${documentPrefix}${name}';`);
          else if (specifier) kept.push(specifier);
        }
        if (split.length === 0) return statement;
        return [...(kept.length ? [`import { ${kept.join(', ')} } from '${source}';`] : []), ...split].join(
          '\n',
        );
      });
      return out === code ? null : { code: out, map: null };
    },
    resolveId(source) {
      return source.startsWith(documentPrefix) || source.startsWith(hookPrefix)
        ? { id: source, moduleSideEffects: false }
        : null;
    },
    load(id) {
      if (id.startsWith(documentPrefix)) {
        const name = id.slice(documentPrefix.length);
        const json = documents.get(name);
        if (json === undefined) this.error(`unknown document ${name}`);
        return { code: `export const ${name} = ${json};\n`, moduleSideEffects: false };
      }
      if (id.startsWith(hookPrefix)) {
        const name = id.slice(hookPrefix.length);
        const found = hooks.get(name);
        if (!found) this.error(`unknown hook ${name}`);
        const { hook, document } = found!;
        return {
          code: [
            `import { ${hook} } from '@apollo/client/react';`,
            `import { ${document} } from '${documentPrefix}${document}';`,
            `export function ${name}(options) {`,
            `  return ${hook}(${document}, options);`,
            `}`,
            '',
          ].join('\n'),
          moduleSideEffects: false,
        };
      }
      return null;
    },
  };
}
