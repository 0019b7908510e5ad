import {
  CodeChallengeMethod,
  OAuth2Client,
  decodeIdToken,
  generateCodeVerifier,
  generateState,
  type OAuth2Tokens,
} from 'arctic';
import type { Config, SocialProviderConfig } from '../common/config.js';
import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';

export const SocialProvider = graphqlEnum(
  'SocialProvider',
  { GOOGLE: 'A Google account.', GITHUB: 'A GitHub account.' },
  'An outside account that can sign in to BuildWire.',
);
export type SocialProvider = EnumValue<typeof SocialProvider>;

/** `google` in `/auth/google/start` ↔ GOOGLE. */
export function providerFromSlug(slug: string): SocialProvider | null {
  const upper = slug.toUpperCase();
  return upper in SocialProvider ? (upper as SocialProvider) : null;
}

/** Who the provider says signed in: its stable id for them, and their email as it vouches for it. */
export type ProviderIdentity = {
  provider: SocialProvider;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  /** The person's name as the provider has it, to start a new account's profile with. */
  name: string | null;
};

/** The start of a sign-in: where to send the browser, and what to keep (in a cookie) until it returns. */
export type AuthorizationStart = { url: URL; state: string; codeVerifier: string };

/** One provider's side of the authorization-code flow (with PKCE) and the identity it vouches for. */
export interface OAuthProvider {
  start(): Promise<AuthorizationStart>;
  identify(code: string, codeVerifier: string): Promise<ProviderIdentity>;
}

class ProviderError extends Error {}

async function getJson(url: string, accessToken: string, accept = 'application/json'): Promise<unknown> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${accessToken}`, accept, 'user-agent': 'BuildWire' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new ProviderError(`${url} answered ${response.status}`);
  return response.json();
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

type Discovery = {
  issuer: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  userinfoEndpoint: string;
};

/**
 * Google as an OpenID Connect provider, its endpoints read from the issuer's discovery document
 * (so GOOGLE_ISSUER can name a test server). The identity comes from the userinfo endpoint, asked
 * with the access token that the token endpoint just gave over TLS; the ID token of the same
 * response must name this client, this issuer and the same subject (OIDC Core 3.1.3.7 lets a
 * client that received it directly from the token endpoint over TLS skip the signature).
 */
class GoogleProvider implements OAuthProvider {
  private readonly client: OAuth2Client;
  private discovery: Promise<Discovery> | null = null;

  constructor(
    private readonly config: SocialProviderConfig,
    redirectUri: string,
  ) {
    this.client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  }

  private discover(): Promise<Discovery> {
    this.discovery ??= (async () => {
      const url = `${(this.config.issuer ?? '').replace(/\/$/, '')}/.well-known/openid-configuration`;
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (!response.ok) throw new ProviderError(`${url} answered ${response.status}`);
      const doc = (await response.json()) as Record<string, unknown>;
      const found = {
        issuer: text(doc.issuer),
        authorizationEndpoint: text(doc.authorization_endpoint),
        tokenEndpoint: text(doc.token_endpoint),
        userinfoEndpoint: text(doc.userinfo_endpoint),
      };
      if (!found.issuer || !found.authorizationEndpoint || !found.tokenEndpoint || !found.userinfoEndpoint)
        throw new ProviderError(`${url} lacks an endpoint`);
      return found as Discovery;
    })();
    // a failed discovery is tried again on the next sign-in
    this.discovery.catch(() => (this.discovery = null));
    return this.discovery;
  }

  async start(): Promise<AuthorizationStart> {
    const { authorizationEndpoint } = await this.discover();
    const state = generateState();
    const codeVerifier = generateCodeVerifier();
    const url = this.client.createAuthorizationURLWithPKCE(
      authorizationEndpoint,
      state,
      CodeChallengeMethod.S256,
      codeVerifier,
      ['openid', 'email', 'profile'],
    );
    return { url, state, codeVerifier };
  }

  async identify(code: string, codeVerifier: string): Promise<ProviderIdentity> {
    const discovery = await this.discover();
    const tokens = await this.client.validateAuthorizationCode(discovery.tokenEndpoint, code, codeVerifier);
    const claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
    const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (claims.iss !== discovery.issuer || !audience.includes(this.config.clientId))
      throw new ProviderError('the ID token names another issuer or client');
    if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now())
      throw new ProviderError('the ID token has expired');
    const info = (await getJson(discovery.userinfoEndpoint, tokens.accessToken())) as Record<string, unknown>;
    const subject = text(info.sub);
    if (!subject || subject !== claims.sub) throw new ProviderError('userinfo names another subject');
    return {
      provider: SocialProvider.GOOGLE,
      subject,
      email: text(info.email)?.toLowerCase() ?? null,
      emailVerified: info.email_verified === true || info.email_verified === 'true',
      name: text(info.name),
    };
  }
}

/**
 * GitHub, a plain OAuth 2.0 provider (with PKCE): the account from `GET /user`, the email from
 * `GET /user/emails`, only the primary one and only when GitHub has verified it.
 */
class GitHubProvider implements OAuthProvider {
  private readonly client: OAuth2Client;

  constructor(
    private readonly config: SocialProviderConfig,
    redirectUri: string,
  ) {
    this.client = new OAuth2Client(config.clientId, config.clientSecret, redirectUri);
  }

  async start(): Promise<AuthorizationStart> {
    const state = generateState();
    const codeVerifier = generateCodeVerifier();
    const url = this.client.createAuthorizationURLWithPKCE(
      this.config.authorizationUrl ?? '',
      state,
      CodeChallengeMethod.S256,
      codeVerifier,
      ['read:user', 'user:email'],
    );
    return { url, state, codeVerifier };
  }

  async identify(code: string, codeVerifier: string): Promise<ProviderIdentity> {
    const tokens: OAuth2Tokens = await this.client.validateAuthorizationCode(
      this.config.tokenUrl ?? '',
      code,
      codeVerifier,
    );
    const api = (this.config.apiUrl ?? '').replace(/\/$/, '');
    const accept = 'application/vnd.github+json';
    const user = (await getJson(`${api}/user`, tokens.accessToken(), accept)) as Record<string, unknown>;
    const id = typeof user.id === 'number' || typeof user.id === 'string' ? String(user.id) : null;
    if (!id) throw new ProviderError('GitHub named no user');
    const emails = await getJson(`${api}/user/emails`, tokens.accessToken(), accept);
    const primary = Array.isArray(emails)
      ? (emails as Record<string, unknown>[]).find((entry) => entry.primary === true)
      : undefined;
    return {
      provider: SocialProvider.GITHUB,
      subject: id,
      email: text(primary?.email)?.toLowerCase() ?? null,
      emailVerified: primary?.verified === true,
      name: text(user.name) ?? text(user.login),
    };
  }
}

/** The configured providers (a provider without client id and secret is absent). */
export function createSocialProviders(
  config: Pick<Config, 'appBaseUrl' | 'social'>,
): Map<SocialProvider, OAuthProvider> {
  const base = config.appBaseUrl.replace(/\/$/, '');
  const providers = new Map<SocialProvider, OAuthProvider>();
  const { google, github } = config.social;
  if (google)
    providers.set(SocialProvider.GOOGLE, new GoogleProvider(google, `${base}/auth/google/callback`));
  if (github)
    providers.set(SocialProvider.GITHUB, new GitHubProvider(github, `${base}/auth/github/callback`));
  return providers;
}
