import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { GraphQLError, Kind, parse, print, visit, type FieldNode, type SelectionSetNode } from 'graphql';
import { repoRoot, type PersistedQueriesMode } from '../../common/config.js';
import type { Context } from '../../common/context.js';
import type { RequestPlugin } from '../http/plugin-group.js';

/** The client's documents, written by `npm run codegen` (client preset `persistedDocuments`). */
export const PERSISTED_DOCUMENTS_FILE = path.join(repoRoot, 'client/src/gql/persisted-documents.json');

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/**
 * What Apollo Client's cache asks of the server (its `addTypenameToDocument`): `__typename` in
 * every selection set but an operation's root. The client sends the hash of the document as
 * written; the server runs it as the client's cache would have sent it.
 */
export function withTypenames(text: string): string {
  const document = visit(parse(text), {
    SelectionSet(node: SelectionSetNode, _key, parent) {
      if (parent && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION) return undefined;
      if (node.selections.some((s) => s.kind === Kind.FIELD && s.name.value.startsWith('__')))
        return undefined;
      return { ...node, selections: [...node.selections, TYPENAME] };
    },
  });
  return print(document);
}

/** `extensions.persistedQuery.sha256Hash` (APQ), or the GraphQL-over-HTTP `documentId` (`sha256:<hex>`). */
function requestedHash(
  extensions: Record<string, unknown> | null | undefined,
  documentId: unknown,
): string | null {
  const persisted = extensions?.persistedQuery as { sha256Hash?: unknown } | undefined;
  if (typeof persisted?.sha256Hash === 'string') return persisted.sha256Hash;
  if (typeof documentId === 'string') return documentId.replace(/^sha256:/, '');
  return null;
}

/** Mutable fields of a GraphQL request, over either transport. */
type RequestParams = { query?: string; extensions?: Record<string, unknown> | null };

/**
 * The allowlist of the client's own operations (SPEC §7): a request may name one
 * by its hash instead of sending its text (small, and a query can go by GET). PERSISTED_QUERIES:
 * - `allow` (default outside production): a known hash runs its document; any text runs too;
 * - `enforce` (default in production): on a session (the browser's cookie), only these documents
 *   run, by hash or by their exact text; API tokens and anonymous requests may send any text;
 * - `off`: hashes are Apollo's automatic persisted queries only (registered by a first request).
 * An unknown hash is PERSISTED_QUERY_NOT_FOUND (Apollo's answer, on both transports).
 */
export class PersistedDocuments {
  /** hash → the text the server runs (with `__typename`s). */
  private readonly byHash = new Map<string, string>();
  /** Texts a session may run under `enforce`: those above, and the manifest's own. */
  private readonly allowed = new Set<string>();
  /** operation name → the text the server runs (the pages' embedded answers, spa-embed.ts). */
  private readonly byName = new Map<string, string>();

  constructor(
    readonly mode: PersistedQueriesMode,
    manifest: Record<string, string>,
  ) {
    for (const [hash, text] of Object.entries(manifest)) {
      const runnable = withTypenames(text);
      this.byHash.set(hash, runnable);
      this.allowed.add(runnable).add(text);
    }
    for (const [name, hash] of hashesByOperation(manifest)) this.byName.set(name, this.byHash.get(hash)!);
  }

  /** The text the server runs for the client's operation of this name (with `__typename`s), if known. */
  textOf(operationName: string): string | undefined {
    return this.byName.get(operationName);
  }

  static load(mode: PersistedQueriesMode, file = PERSISTED_DOCUMENTS_FILE): PersistedDocuments {
    const manifest =
      mode === 'off' ? {} : (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>);
    return new PersistedDocuments(mode, manifest);
  }

  /**
   * Puts the text of a known hash into `params.query` and drops the hash, so that nothing else
   * (Apollo's APQ cache) looks at it. An unknown hash without a text stays an APQ hash (a
   * `documentId` becomes one), whose lookup answers PERSISTED_QUERY_NOT_FOUND; with a text it
   * registers in APQ when it is the text's hash, else (our client's fallback sends the text as its
   * cache changed it, under the hash of the text as written) the text runs as sent.
   * Returns whether the hash was known.
   */
  resolve(params: RequestParams, documentId?: unknown): boolean {
    const hash = requestedHash(params.extensions, documentId);
    if (hash === null) return false;
    const { persistedQuery: _hash, ...rest } = params.extensions ?? {};
    const text = this.byHash.get(hash);
    if (text !== undefined) {
      params.query = text;
      params.extensions = rest;
      return true;
    }
    if (!params.query) {
      params.query = undefined;
      params.extensions = { ...rest, persistedQuery: { version: 1, sha256Hash: hash } };
    } else if (createHash('sha256').update(params.query).digest('hex') !== hash) {
      params.extensions = rest;
    }
    return false;
  }

  /** The refusal of a text a session may not run (`enforce`), or null. */
  refusal(context: Context | undefined, text: string | undefined): GraphQLError | null {
    if (this.mode !== 'enforce' || !context?.session || context.token) return null;
    if (text !== undefined && this.allowed.has(text)) return null;
    return new GraphQLError(
      "A signed-in browser session runs only the app's own operations, by their hash. " +
        'Send other queries with an API token (Authorization: Bearer).',
      { extensions: { code: 'FORBIDDEN' } },
    );
  }

  /**
   * Apollo Server: resolves hashes before Apollo's APQ step, refuses what a session may not run
   * once the operation is known, and keeps answers to GETs of signed-in viewers out of caches.
   */
  plugin(): RequestPlugin<Context> {
    return {
      requestDidStart: ({ request }) => {
        const http = request.http;
        const documentId =
          http?.method === 'GET'
            ? new URLSearchParams(http.search).get('documentId')
            : (http?.body as { documentId?: unknown } | undefined)?.documentId;
        this.resolve(request as RequestParams, documentId ?? undefined);
        return {
          didResolveOperation: ({ contextValue, source }) => {
            const refused = this.refusal(contextValue, source);
            // a request that cannot run: 400 under application/graphql-response+json (http-protocol.ts)
            if (refused)
              throw new GraphQLError(refused.message, {
                extensions: { code: 'FORBIDDEN', http: { status: 400 } },
              });
          },
          willSendResponse: ({ contextValue, response }) => {
            if (http?.method !== 'GET') return;
            const personal = Boolean(contextValue.session || contextValue.token || contextValue.actor.viewer);
            // a shared cache must not hand one viewer's answer to another
            response.http.headers.set('vary', 'Cookie, Authorization');
            if (personal) response.http.headers.set('cache-control', 'private, no-store');
            // anyone's answer may be kept, and asked again with its ETag (304 while it is the same):
            // never served unasked, as the board is live
            else if (response.body.kind === 'single' && !response.body.singleResult.errors)
              response.http.headers.set('cache-control', 'no-cache');
          },
        };
      },
    };
  }
}

/** The manifest's hash of each operation, by name (tests, and the manifest's coverage check). */
export function hashesByOperation(manifest: Record<string, string>): Map<string, string> {
  const names = new Map<string, string>();
  for (const [hash, text] of Object.entries(manifest)) {
    for (const definition of parse(text).definitions) {
      if (definition.kind === Kind.OPERATION_DEFINITION && definition.name)
        names.set(definition.name.value, hash);
    }
  }
  return names;
}
