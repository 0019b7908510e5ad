/** What the review tests share (tests/api/reviews.test.ts, review-moderation.test.ts). */
import type { GqlClient as Client } from './clients.js';
import { buyerClient, partnerClient, GqlClient } from './clients.js';
import { createWire } from './factories.js';
import type { TestServer } from './test-server.js';
import type { Member } from '../../server/src/member/member.entity.js';
import type { Partner } from '../../server/src/partner/partner.entity.js';
import { Review } from '../../server/src/review/review.entity.js';
import type { Wire } from '../../server/src/wire/wire.entity.js';

export const RESPOND = `mutation R($input: RespondToWireInput!) { respondToWire(input: $input) { id } }`;
export const ACCEPT = `mutation A($id: ID!) { acceptResponse(id: $id) { id } }`;
export const FULFIL = `mutation F($id: ID!) { fulfillWire(id: $id) { id status } }`;
export const REVIEW = `mutation V($input: ReviewPartnerInput!) { reviewPartner(input: $input) {
  id rating text reply hidden authorName wireTitle partner { id businessName } } }`;
export const REPLY = `mutation Y($id: ID!, $text: String!) { replyToReview(reviewId: $id, text: $text) { id reply repliedAt } }`;
export const HIDE = `mutation H($id: ID!, $hidden: Boolean!, $reason: String) { setReviewHidden(id: $id, hidden: $hidden, reason: $reason) { id hidden hiddenReason } }`;
export const REVIEWS = `query L($partnerId: ID!) { partnerReviews(partnerId: $partnerId) { totalCount edges { node { id rating text reply hidden hiddenReason } } } }`;
export const COMPARISON = `query W($id: ID!) { wire(id: $id) { responses { id partner { id rating { average count } } review { id rating reply } } } }`;
export const NOTES = `query { notifications(first: 20) { edges { node { kind title link body } } } }`;

export type Party = { member: Member; client: GqlClient };
export type Seller = Party & { partner: Partner };

/** Parties and steps on `server`: a buyer, a seller, an accepted (and fulfilled) wire, counts. */
export function reviewKit(server: TestServer) {
  const buyer = (): Promise<Party> => buyerClient(server, { displayName: 'Ada Buyer' });
  const seller = (businessName = 'Lekki Blocks Ltd'): Promise<Seller> =>
    partnerClient(server, { businessName });

  /** A wire of `owner` that `by` answered and the owner accepted; fulfilled unless told. */
  async function accepted(
    owner: Party,
    by: Seller,
    fulfil = true,
  ): Promise<{ wire: Wire; responseId: string }> {
    const wire = await createWire(server, owner.member, { title: 'Sandcrete blocks for the fence' });
    const { respondToWire } = await by.client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
      input: { wireId: wire.id, message: 'Delivered Friday.', quote: { amount: '90000' } },
    });
    await owner.client.ok(ACCEPT, { id: respondToWire.id });
    if (fulfil) await owner.client.ok(FULFIL, { id: wire.id });
    return { wire, responseId: respondToWire.id };
  }

  const reviewCount = () => server.em().count(Review, {});

  async function notificationsOf(client: Client) {
    const { notifications } = await client.ok<
      { notifications: { edges: { node: { kind: string; title: string; link: string; body: string } }[] } },
      unknown
    >(NOTES);
    return notifications.edges.map((edge) => edge.node);
  }

  return { buyer, seller, accepted, reviewCount, notificationsOf };
}
