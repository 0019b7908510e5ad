import { print, type ExecutionResult, type GraphQLFormattedError } from 'graphql';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import type { TestServer } from './test-server.js';
import {
  createAccount,
  createPartner,
  sessionCookieFor,
  DEFAULT_PASSWORD,
  type AccountRole,
} from './factories.js';

export type Result<T> = {
  status: number;
  data?: T | null;
  errors?: readonly GraphQLFormattedError[];
  headers: Headers;
};

type Document<T, V> = TypedDocumentNode<T, V> | string;

/** A GraphQL caller over HTTP that keeps its cookies like a browser. */
export class GqlClient {
  cookie: string | null = null;
  bearer: string | null = null;

  constructor(private readonly server: TestServer) {}

  async request<T = Record<string, unknown>, V = Record<string, unknown>>(
    document: Document<T, V>,
    variables?: V,
    headers: Record<string, string> = {},
  ): Promise<Result<T>> {
    const query = typeof document === 'string' ? document : print(document);
    const response = await fetch(this.server.graphqlUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        // as Apollo Client sends it: request errors then answer 4xx (GraphQL over HTTP)
        accept: 'application/graphql-response+json, application/json;q=0.9',
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(this.bearer ? { authorization: `Bearer ${this.bearer}` } : {}),
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const pair = setCookie.split(';')[0] ?? '';
      const [name, value] = pair.split('=');
      if (name === 'bw_session') this.cookie = value ? pair : null;
      if (/expires=Thu, 01 Jan 1970/i.test(setCookie)) this.cookie = null;
    }
    const body = (await response.json()) as ExecutionResult<T>;
    return { status: response.status, data: body.data, errors: body.errors, headers: response.headers };
  }

  /** `data`, or a thrown error naming the codes (for steps that must succeed). */
  async ok<T, V>(document: Document<T, V>, variables?: V): Promise<T> {
    const result = await this.request(document, variables);
    if (result.errors?.length || !result.data) {
      throw new Error(`GraphQL failed: ${JSON.stringify(result.errors)}`);
    }
    return result.data;
  }

  /** A graphql-ws client sending this caller's cookie on the handshake (or its bearer as a connection param). */
  ws(options: { lazy?: boolean; retryAttempts?: number; onClose?: (event: unknown) => void } = {}): Client {
    const cookie = this.cookie;
    class CookieWebSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: cookie ? { cookie } : {} });
      }
    }
    return createClient({
      url: this.server.wsUrl,
      webSocketImpl: CookieWebSocket,
      connectionParams: this.bearer ? { authorization: `Bearer ${this.bearer}` } : undefined,
      lazy: options.lazy ?? true,
      retryAttempts: options.retryAttempts ?? 0,
      on: options.onClose ? { closed: options.onClose } : undefined,
    });
  }
}

export type Role = 'anonymous' | AccountRole;

/** The first error's `extensions.code` and `field` (undefined when there is none). */
export function errorOf(result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) {
  return { code: result.errors?.[0]?.extensions?.code, field: result.errors?.[0]?.extensions?.field };
}

/** A caller with a session of a fresh passwordless account of `role` (fast: no argon2), or anonymous. */
export async function quickAs(server: TestServer, role: Role): Promise<GqlClient> {
  const client = new GqlClient(server);
  if (role === 'anonymous') return client;
  client.cookie = await sessionCookieFor(server, await createAccount(server, { role, password: null }));
  return client;
}

/** A fresh member account with a signed-in client (a buyer). */
export async function buyerClient(server: TestServer, options: { displayName?: string } = {}) {
  const member = await createAccount(server, { password: null, ...options });
  const client = new GqlClient(server);
  client.cookie = await sessionCookieFor(server, member);
  return { member, client };
}

/** A fresh approved partner with a signed-in client. */
export async function partnerClient(server: TestServer, options: Parameters<typeof createPartner>[1] = {}) {
  const made = await createPartner(server, options);
  const client = new GqlClient(server);
  client.cookie = made.cookie;
  return { ...made, client };
}

/** A caller signed in through `signIn` with a fresh account of `role` (or anonymous). */
export async function as(
  server: TestServer,
  role: Role,
  email?: string,
): Promise<GqlClient & { email?: string }> {
  const client = new GqlClient(server) as GqlClient & { email?: string };
  if (role === 'anonymous') return client;
  const account = await createAccount(server, { role, email });
  const result = await client.request(
    `mutation SignIn($input: SignInInput!) { signIn(input: $input) { member { id } } }`,
    { input: { email: account.email, password: DEFAULT_PASSWORD } },
  );
  if (result.errors) throw new Error(`sign-in failed: ${JSON.stringify(result.errors)}`);
  client.email = account.email;
  return client;
}
