import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { OAuth2Server } from 'oauth2-mock-server';

/** Who the mock Google says signs in next (its userinfo and the ID token's `sub`). */
export type GoogleUser = { sub: string; email: string; email_verified: boolean; name?: string };
/** Who the fake GitHub API says signs in next. */
export type GitHubUser = { id: number; emails: { email: string; primary: boolean; verified: boolean }[] };

export type MockProviders = {
  /** The OIDC issuer (oauth2-mock-server: discovery, /authorize, /token, /userinfo, JWKS). */
  issuer: string;
  /** The fake GitHub REST API (`/user`, `/user/emails`); GitHub's authorize and token are the issuer's. */
  githubApi: string;
  google: { next: GoogleUser | null };
  github: { next: GitHubUser | null };
  /** The environment that points the app at these servers. */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

/**
 * A real OAuth 2.0 / OpenID Connect server (oauth2-mock-server, which has no login screen: its
 * /authorize redirects straight back with a code) and a tiny GitHub-like REST API, on free ports.
 * Set `google.next` / `github.next` to choose who signs in.
 */
export async function startMockProviders(): Promise<MockProviders> {
  const oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, '127.0.0.1');
  const issuer = oidc.issuer.url ?? '';
  const google: MockProviders['google'] = { next: null };
  const github: MockProviders['github'] = { next: null };
  oidc.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    if (google.next) token.payload.sub = google.next.sub;
  });
  oidc.service.on('beforeUserinfo', (response: { body: unknown; statusCode: number }) => {
    if (google.next) response.body = { ...google.next };
  });

  const api = http.createServer((req, res) => {
    const user = github.next;
    const bearer = req.headers.authorization?.startsWith('Bearer ');
    res.setHeader('content-type', 'application/json');
    if (!user || !bearer) {
      res.statusCode = 401;
      res.end(JSON.stringify({ message: 'Bad credentials' }));
      return;
    }
    if (req.url === '/user') res.end(JSON.stringify({ id: user.id, login: `user${user.id}` }));
    else if (req.url === '/user/emails')
      res.end(JSON.stringify(user.emails.map((e) => ({ ...e, visibility: null }))));
    else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const githubApi = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

  return {
    issuer,
    githubApi,
    google,
    github,
    env: {
      GOOGLE_CLIENT_ID: 'buildwire-google',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      GOOGLE_ISSUER: issuer,
      GITHUB_CLIENT_ID: 'buildwire-github',
      GITHUB_CLIENT_SECRET: 'github-secret',
      GITHUB_AUTHORIZATION_URL: `${issuer}/authorize`,
      GITHUB_TOKEN_URL: `${issuer}/token`,
      GITHUB_API_URL: githubApi,
    },
    stop: async () => {
      await oidc.stop();
      await new Promise((resolve) => api.close(resolve));
    },
  };
}

/**
 * A browser for redirects: keeps every cookie (by name and path; hosts are all 127.0.0.1) and
 * follows redirects one by one, so a test sees where each step went.
 */
export class RedirectBrowser {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  cookieHeader(path: string): string {
    return [...this.cookies.entries()]
      .filter(([, cookie]) => path.startsWith(cookie.path))
      .map(([name, cookie]) => `${name}=${cookie.value}`)
      .join('; ');
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  private keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const gone = attributes.some((a) => /^expires=thu, 01 jan 1970/i.test(a)) || value === '';
      if (gone) this.cookies.delete(name);
      else this.cookies.set(name, { value, path });
    }
  }

  /** One request; the answer's status and Location. */
  async step(url: string): Promise<{ status: number; location: string | null }> {
    const target = new URL(url);
    const cookie = this.cookieHeader(target.pathname);
    const response = await fetch(target, { redirect: 'manual', headers: cookie ? { cookie } : {} });
    this.keep(response);
    await response.body?.cancel();
    const location = response.headers.get('location');
    return { status: response.status, location: location && new URL(location, target).href };
  }

  /** Follows redirects from `url` until an answer that is not one (or `stop` says so); every URL visited. */
  async follow(url: string, stop: (next: URL) => boolean = () => false): Promise<string[]> {
    const visited = [url];
    let current = url;
    for (let hops = 0; hops < 10; hops++) {
      const { status, location } = await this.step(current);
      if (status < 300 || status >= 400 || !location) return visited;
      visited.push(location);
      if (stop(new URL(location))) return visited;
      current = location;
    }
    throw new Error(`too many redirects: ${visited.join(' → ')}`);
  }

  /** A GraphQL request with this browser's cookies (and keeping the ones it sets). */
  async gql<T>(
    graphqlUrl: string,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<{ data?: T | null; errors?: { extensions?: { code?: string } }[] }> {
    const cookie = this.cookieHeader('/graphql');
    const response = await fetch(graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    this.keep(response);
    return (await response.json()) as { data?: T | null; errors?: { extensions?: { code?: string } }[] };
  }
}
