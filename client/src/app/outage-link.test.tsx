import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';

import { MeDocument, SignInDocument, SignOutDocument } from '../gql/graphql';
import { errorCodesOf, errorDetails, notSentMessage } from '../shared/error-messages';
import { toFormErrors } from '../shared/form-errors';
import { renderWithApp } from '../test/render';
import { SignInForm } from '../member/components/SignInForm';
import { createApolloClient, maxRetryAfterMs, retryDelayMs } from './apollo';
import { outageLink } from './outage-link';

/** The server's answer in an outage: 503, Retry-After, UNAVAILABLE with `retryAfter` (GraphQL over HTTP). */
function unavailable(retryAfter: number) {
  return new Response(
    JSON.stringify({
      errors: [
        {
          message: 'The service is briefly unavailable. Please try again in a moment.',
          extensions: { code: 'UNAVAILABLE', retryAfter },
        },
      ],
    }),
    {
      status: 503,
      headers: { 'content-type': 'application/graphql-response+json', 'retry-after': String(retryAfter) },
    },
  );
}
const anonymous = () =>
  new Response(JSON.stringify({ data: { me: null } }), {
    headers: { 'content-type': 'application/graphql-response+json' },
  });

function client(answers: (() => Response)[], onNotSent?: () => void) {
  const fetch = vi.fn(async () => (answers.shift() ?? anonymous)());
  const apollo = createApolloClient({ fetch, onNotSent, wsUrl: 'ws://localhost/graphql' });
  return { client: apollo.client, fetch };
}
const me = (c: ReturnType<typeof client>['client']) =>
  c.query({ query: MeDocument, fetchPolicy: 'network-only' });

describe('the outage link', () => {
  it('sends a query refused with UNAVAILABLE once more, after the wait the server asks for', async () => {
    const { client: c, fetch } = client([() => unavailable(1)]);
    const started = Date.now();
    const result = await me(c);
    expect(result.data).toEqual({ me: null });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
  });

  it('retries a query only once, then hands on the UNAVAILABLE error', async () => {
    const { client: c, fetch } = client([() => unavailable(0), () => unavailable(0), () => unavailable(0)]);
    const error = await me(c).catch((caught: unknown) => caught);
    expect(errorCodesOf(error)).toEqual(['UNAVAILABLE']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shares the one retry with the retry link of HTTP statuses', async () => {
    const { client: c, fetch } = client([
      () => new Response('bad gateway', { status: 502 }),
      () => unavailable(0),
      () => unavailable(0),
    ]);
    const error = await me(c).catch((caught: unknown) => caught);
    expect(errorCodesOf(error)).toEqual(['UNAVAILABLE']);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not wait for a Retry-After longer than it is worth', async () => {
    const { client: c, fetch } = client([() => unavailable(maxRetryAfterMs / 1000 + 50)]);
    const error = await me(c).catch((caught: unknown) => caught);
    expect(errorCodesOf(error)).toEqual(['UNAVAILABLE']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('never sends a mutation again, and says it was not sent (form and toast)', async () => {
    const onNotSent = vi.fn();
    const { client: c, fetch } = client([() => unavailable(0), anonymous], onNotSent);
    const error = await c.mutate({ mutation: SignOutDocument }).catch((caught: unknown) => caught);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onNotSent).toHaveBeenCalledTimes(1);
    expect(errorCodesOf(error)).toEqual(['UNAVAILABLE']);
    expect(toFormErrors(error).formError).toBe(notSentMessage);
    expect(errorDetails(error)[0]?.message).toBe(notSentMessage);
  });

  it('says the same of a mutation refused with 503 by something in front of the server', async () => {
    const onNotSent = vi.fn();
    const { client: c } = client([() => new Response('<h1>503</h1>', { status: 503 })], onNotSent);
    const error = await c.mutate({ mutation: SignOutDocument }).catch((caught: unknown) => caught);
    expect(onNotSent).toHaveBeenCalledTimes(1);
    expect(toFormErrors(error).formError).toBe(notSentMessage);
  });

  it('leaves a query failure that is no outage alone', async () => {
    const { client: c, fetch } = client([
      () =>
        new Response(JSON.stringify({ errors: [{ message: 'No', extensions: { code: 'FORBIDDEN' } }] }), {
          headers: { 'content-type': 'application/graphql-response+json' },
        }),
    ]);
    const error = await me(c).catch((caught: unknown) => caught);
    expect(errorCodesOf(error)).toEqual(['FORBIDDEN']);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('a form whose mutation the outage refused', () => {
  it('keeps what was entered and says it was not sent and can be sent again', async () => {
    const refused = {
      request: { query: SignInDocument, variables: { input: { email: 'a@b.co', password: 'secret-pass' } } },
      result: {
        errors: [new GraphQLError('Unavailable', { extensions: { code: 'UNAVAILABLE', retryAfter: 5 } })],
      },
    };
    const onNotSent = vi.fn();
    const link = ApolloLink.from([
      outageLink({ delayMs: retryDelayMs, maxWaitMs: maxRetryAfterMs, onNotSent }),
      new MockLink([refused], { showWarnings: false }),
    ]);
    renderWithApp(<SignInForm onSignedIn={vi.fn()} />, { mocks: link });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Email/), 'a@b.co');
    await user.type(screen.getByLabelText(/^Password/), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect((await screen.findByRole('alert')).textContent).toContain(notSentMessage);
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('a@b.co');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('secret-pass');
    expect(onNotSent).toHaveBeenCalledTimes(1);
    expect((screen.getByRole('button', { name: 'Sign in' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
