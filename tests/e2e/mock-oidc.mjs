// Social sign-in for the end-to-end run: a real OpenID Connect server (oauth2-mock-server, which
// has no login screen: /authorize redirects straight back) on a free port, configured as the
// app's Google. Whoever signs in is E2E_GOOGLE_USER. Imported by serve.mjs before the app starts.
import { OAuth2Server } from 'oauth2-mock-server';

export const E2E_GOOGLE_USER = {
  sub: 'e2e-google-0001',
  email: 'e2e.google@buildwire.test',
  email_verified: true,
  name: 'Gina Google',
};

const oidc = new OAuth2Server();
await oidc.issuer.keys.generate('RS256');
await oidc.start(0, '127.0.0.1');
oidc.service.on('beforeTokenSigning', (token) => {
  token.payload.sub = E2E_GOOGLE_USER.sub;
});
oidc.service.on('beforeUserinfo', (response) => {
  response.body = { ...E2E_GOOGLE_USER };
});

process.env.GOOGLE_CLIENT_ID ??= 'buildwire-e2e';
process.env.GOOGLE_CLIENT_SECRET ??= 'e2e-secret';
process.env.GOOGLE_ISSUER ??= oidc.issuer.url;
// the provider sends the browser back to APP_BASE_URL: the host the tests browse (cookies are per host)
process.env.APP_BASE_URL ??= `http://127.0.0.1:${process.env.PORT}`;
