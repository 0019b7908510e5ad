import { describe, expect, it } from 'vitest';
import { createWire } from '../helpers/factories.js';
import { quoteFixture, respondInput, RESPOND } from '../helpers/quotes.js';
import { quickAs } from '../helpers/clients.js';

/** Symmetry with Wire.buyerContact: once a quote is accepted, the buyer can reach the partner. */
const q = quoteFixture();
const CONTACT = `query W($id: ID!) { wire(id: $id) { responses { id status partnerContact { businessName email phone website } } } }`;
type Answer = {
  wire: {
    responses: {
      id: string;
      status: string;
      partnerContact: {
        businessName: string;
        email: string;
        phone: string | null;
        website: string | null;
      } | null;
    }[];
  } | null;
};

describe('Response.partnerContact', () => {
  it("is shown to the wire's owner and admins once the response is ACCEPTED, to nobody before or else", async () => {
    const buyer = await q.buyer();
    const seller = await q.seller();
    const wire = await createWire(q.server, buyer.member);
    const { respondToWire } = await seller.client.ok<{ respondToWire: { id: string } }, unknown>(RESPOND, {
      input: respondInput(wire.id, { quote: { amount: '250000' } }),
    });
    const before = await buyer.client.ok<Answer, unknown>(CONTACT, { id: wire.id });
    expect(before.wire?.responses).toEqual([
      expect.objectContaining({ status: 'SENT', partnerContact: null }),
    ]);

    await buyer.client.ok(`mutation A($id: ID!) { acceptResponse(id: $id) { id } }`, {
      id: respondToWire.id,
    });
    const after = await buyer.client.ok<Answer, unknown>(CONTACT, { id: wire.id });
    expect(after.wire?.responses[0]?.partnerContact).toEqual({
      businessName: seller.partner.businessName,
      email: seller.member.email,
      phone: seller.partner.phone,
      website: seller.partner.website,
    });
    const admin = await quickAs(q.server, 'admin');
    const asAdmin = await admin.ok<Answer, unknown>(CONTACT, { id: wire.id });
    expect(asAdmin.wire?.responses[0]?.partnerContact?.email).toBe(seller.member.email);

    // the partner itself and another partner: no partnerContact (they see the buyer's, or nothing)
    for (const other of [seller.client, (await q.seller()).client]) {
      const seen = await other.ok<Answer, unknown>(CONTACT, { id: wire.id });
      for (const response of seen.wire?.responses ?? []) expect(response.partnerContact).toBeNull();
    }
  });
});
