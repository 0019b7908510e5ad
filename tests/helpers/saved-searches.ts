/** What the saved-search tests share (tests/api/saved-searches.test.ts, saved-search-alerts.test.ts). */
import { GqlClient } from './clients.js';
import { createAccount, createPartner, sessionCookieFor } from './factories.js';
import type { TestServer } from './test-server.js';

export const SAVE = `mutation S($input: SaveSearchInput!) { saveSearch(input: $input) {
  id name frequency filter { kinds text place near { lat lng radiusKm } budgetMin budgetMax } } }`;
export const LIST = `{ savedSearches { id name frequency filter { kinds text place near { lat lng radiusKm } } } }`;
export const DELETE = `mutation D($id: ID!) { deleteSavedSearch(id: $id) }`;
export const POST = `mutation P($input: PostWireInput!) { postWire(input: $input) { id } }`;
export const EVENTS = `subscription { notificationEvents { type notification { kind title link } } }`;

export type Saved = { id: string; name: string; frequency: string; filter: Record<string, unknown> };

/** A signed-in member (a buyer) or an approved partner on `server`. */
export async function accountOn(server: TestServer, role: 'member' | 'partner' = 'member') {
  if (role === 'partner') {
    const made = await createPartner(server);
    const client = new GqlClient(server);
    client.cookie = made.cookie;
    return { member: made.member, client };
  }
  const member = await createAccount(server, { password: null });
  const client = new GqlClient(server);
  client.cookie = await sessionCookieFor(server, member);
  return { member, client };
}

/** Saves a search (INSTANT unless told), which must succeed. */
export const save = (client: GqlClient, input: Record<string, unknown>) =>
  client.ok<{ saveSearch: Saved }, unknown>(SAVE, { input: { frequency: 'INSTANT', ...input } });

export const ABUJA = { lat: 9.0765, lng: 7.3986 };
