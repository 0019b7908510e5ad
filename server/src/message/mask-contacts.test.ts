import { describe, expect, it } from 'vitest';
import { CONTACT_PLACEHOLDER as HIDDEN, maskContacts } from './mask-contacts.js';

const masked = (text: string) => maskContacts(text).text;

describe('maskContacts', () => {
  it.each([
    ['Call me on 0803 123 4567 tomorrow', `Call me on ${HIDDEN} tomorrow`],
    ['Call me on 08031234567.', `Call me on ${HIDDEN}.`],
    ['+234 803 123 4567', HIDDEN],
    ['+2348031234567', HIDDEN],
    ['WhatsApp: +234-803-123-4567!', `WhatsApp: ${HIDDEN}!`],
    ['(0803) 123-4567', HIDDEN],
    ['+1 (555) 123-4567 is the office', `${HIDDEN} is the office`],
    ['UK office +44 20 7946 0958', `UK office ${HIDDEN}`],
    ['Berlin: +49 30 1234567', `Berlin: ${HIDDEN}`],
    ['0044 20 7946 0958', HIDDEN],
    ['+234.803.123.4567', HIDDEN],
    ['ring 020 7946 0958 or 07012345678', `ring ${HIDDEN} or ${HIDDEN}`],
    ['0803-123-4567, thanks', `${HIDDEN}, thanks`],
  ])('hides the phone number in %j', (input, output) => {
    expect(maskContacts(input)).toEqual({ text: output, masked: true });
  });

  it.each([
    ['mail ade.ogun@example.com please', `mail ${HIDDEN} please`],
    ['ade.ogun+quotes@mail.example.co.uk.', `${HIDDEN}.`],
    ['Write to SALES@Dangote-Cement.com', `Write to ${HIDDEN}`],
    ['ade (at) gmail (dot) com', HIDDEN],
    ['ade[at]gmail[dot]com', HIDDEN],
  ])('hides the email address in %j', (input, output) => {
    expect(maskContacts(input)).toEqual({ text: output, masked: true });
  });

  it.each([
    'We can deliver 2500 bricks by Friday.',
    '2500-3000 bricks, depending on stock',
    'Price: ₦1,500,000 for the lot',
    'NGN 1500000 all in',
    '₦1500000',
    '$12,499.99 delivered',
    '1 500 000 naira',
    'Delivery on 25/11/2026 or 2026-11-25 or 25.11.2026',
    'Postcode 100001, Lagos',
    'SW1A 1AA',
    'ZIP 94105-1234',
    'Order ref 4512, 40 bags of 50 kg',
    'Between 9:00 and 17:00, 7 days a week',
    '1200000 naira per plot',
    'a 12.5 m truck, 30 tonnes',
    '3 bedrooms, 120 m², 2 bathrooms',
  ])('keeps %j', (input) => {
    expect(maskContacts(input)).toEqual({ text: input, masked: false });
  });

  it('hides several contacts in one message and keeps the rest', () => {
    expect(masked('2500 bricks at ₦450 each; call 0803 123 4567 or mail me: a.b@c.ng')).toBe(
      `2500 bricks at ₦450 each; call ${HIDDEN} or mail me: ${HIDDEN}`,
    );
  });
});
