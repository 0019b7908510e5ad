import os from 'node:os';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser } from '@playwright/test';
import { ADMIN } from '../../playwright.config';
import { materialsWireInput, type MaterialsWire } from '../helpers/wire-inputs';

export const PASSWORD = 'a sturdy passphrase 42';
export type E2eRole = 'anonymous' | 'member' | 'partner' | 'admin';

/** The copy of the built client the e2e server serves (see serve.mjs). */
export const assetsDir = path.join(os.tmpdir(), `bw-e2e-assets-${process.env.E2E_PORT}`);

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Runs one GraphQL operation with the cookies of `request` (a page's or a context's) and returns `data`. */
export async function gql<T = Record<string, unknown>>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post('/graphql', { data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** Signs `request` in as a fresh account of `role` through the public API (the admin of the run for admin). */
export async function signInAs(request: APIRequestContext, role: E2eRole): Promise<string | null> {
  if (role === 'anonymous') return null;
  if (role === 'admin') {
    const data = await gql<{ signIn: { member: { id: string } } }>(
      request,
      `mutation S($input: SignInInput!) { signIn(input: $input) { member { id } } }`,
      { input: ADMIN },
    );
    return data.signIn.member.id;
  }
  if (role === 'member') {
    const data = await gql<{ signUp: { member: { id: string } } }>(
      request,
      `mutation S($input: SignUpInput!) { signUp(input: $input) { member { id } } }`,
      { input: { email: uniqueEmail('member'), password: PASSWORD, displayName: 'Ada Eze' } },
    );
    return data.signUp.member.id;
  }
  const data = await gql<{ signUpPartner: { member: { id: string } } }>(
    request,
    `mutation S($input: SignUpPartnerInput!) { signUpPartner(input: $input) { member { id } } }`,
    {
      input: {
        email: uniqueEmail('partner'),
        password: PASSWORD,
        displayName: 'Bola Ade',
        businessName: `Ade Supplies ${Math.random().toString(36).slice(2, 6)}`,
        categories: ['BUILDING_MATERIALS', 'PROPERTY'],
        phone: '+234 803 555 0100',
        serviceArea: { label: 'Lekki, Lagos', lat: 6.4474, lng: 3.4723, radiusKm: 50 },
      },
    },
  );
  return data.signUpPartner.member.id;
}

/** Posts `wire` with the cookies of `request` (a signed-in buyer) and returns its id. */
export async function postMaterialsWire(request: APIRequestContext, wire: MaterialsWire): Promise<string> {
  const { postWire } = await gql<{ postWire: { id: string } }>(
    request,
    `mutation P($input: PostWireInput!) { postWire(input: $input) { id } }`,
    { input: materialsWireInput(wire) },
  );
  return postWire.id;
}

/** A fresh buyer, in a browser context of its own (closed before it returns), posts `wire`: its id. */
export async function postAsAnotherBuyer(browser: Browser, wire: MaterialsWire): Promise<string> {
  const buyer = await browser.newContext();
  try {
    await signInAs(buyer.request, 'member');
    return await postMaterialsWire(buyer.request, wire);
  } finally {
    await buyer.close();
  }
}

/**
 * A fresh partner account signed in in its own browser context, approved by the run's admin; the
 * caller closes the context.
 */
export async function approvedPartnerContext(browser: Browser) {
  const context = await browser.newContext();
  const admin = await browser.newContext();
  try {
    await signInAs(context.request, 'partner');
    await signInAs(admin.request, 'admin');
    const { myPartner } = await gql<{ myPartner: { id: string; businessName: string } }>(
      context.request,
      `{ myPartner { id businessName } }`,
    );
    await gql(admin.request, `mutation A($id: ID!) { approvePartner(id: $id) { id } }`, { id: myPartner.id });
    return { context, partner: myPartner };
  } finally {
    await admin.close();
  }
}

/** Sends a quote of `amount` with `message` to `wireId` as the partner signed in on `request`. */
export async function respondToWire(
  request: APIRequestContext,
  wireId: string,
  response: { message: string; amount: string },
): Promise<string> {
  const { respondToWire } = await gql<{ respondToWire: { id: string } }>(
    request,
    `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`,
    { input: { wireId, message: response.message, quote: { amount: response.amount } } },
  );
  return respondToWire.id;
}

/**
 * An approved partner answers `wireId` through the API, as a fresh account in its own browser
 * context (approved by the run's admin); the context is closed before it returns.
 */
export async function respondAsApprovedPartner(
  browser: Browser,
  wireId: string,
  response: { message: string; amount: string },
): Promise<string> {
  const { context } = await approvedPartnerContext(browser);
  try {
    return await respondToWire(context.request, wireId, response);
  } finally {
    await context.close();
  }
}
