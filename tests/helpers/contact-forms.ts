import { CONTACT_PLACEHOLDER as HIDDEN } from '../../server/src/common/contact-mask.js';

/**
 * The contact forms a partner may write before acceptance, each with what a masked reader sees,
 * and texts that are no contact and must read as written. One table for the masker itself and for
 * every path that shows or sends a partner's text (page, bell, toast, email, push, webhook).
 */
export const CONTACT_FORMS: readonly (readonly [written: string, masked: string])[] = [
  // Nigerian phone numbers as they are written
  ['Call me on 0803 555 0123 or kola@ikejablocks.ng', `Call me on ${HIDDEN} or ${HIDDEN}`],
  ['+234 803 555 0123', HIDDEN],
  ['+2348035550123 any time', `${HIDDEN} any time`],
  ['08035550123.', `${HIDDEN}.`],
  ['ring 0803-555-0123, thanks', `ring ${HIDDEN}, thanks`],
  ['0803.555.0123', HIDDEN],
  ['WhatsApp: +234-803-555-0123!', `WhatsApp: ${HIDDEN}!`],
  ['+234.803.555.0123', HIDDEN],
  ['(0803) 555 0123', HIDDEN],
  ['234 803 555 0123', HIDDEN],
  ['+234 (0) 803 555 0123', HIDDEN],
  ['0 8 0 3 5 5 5 0 1 2 3', HIDDEN],
  ['office 01 234 5678 or 07012345678', `office ${HIDDEN} or ${HIDDEN}`],
  ['UK office +44 20 7946 0958', `UK office ${HIDDEN}`],
  // email addresses, also spelled out
  ['mail kola@ikejablocks.ng please', `mail ${HIDDEN} please`],
  ['sales.team+lagos@blocks.example.com.ng.', `${HIDDEN}.`],
  ['Write to SALES@Dangote-Cement.com', `Write to ${HIDDEN}`],
  ['kola at ikejablocks dot ng', HIDDEN],
  ['Email kola AT gmail DOT com today', `Email ${HIDDEN} today`],
  ['kola at ikejablocks.com.ng', HIDDEN],
  ['kola (at) gmail (dot) com', HIDDEN],
  ['kola[at]gmail[dot]com', HIDDEN],
  // WhatsApp and other links
  ['https://wa.me/2348035550123', HIDDEN],
  ['chat on wa.me/2348035550123', `chat on ${HIDDEN}`],
  ['api.whatsapp.com/send?phone=2348035550123', HIDDEN],
  ['chat.whatsapp.com/AbCdEf123', HIDDEN],
  ['WhatsApp:+2348035550123', HIDDEN],
  ['tel:+2348035550123', HIDDEN],
  ['See https://ikejablocks.ng/contact.', `See ${HIDDEN}.`],
  ['www.ikejablocks.com.ng', HIDDEN],
  ['see ikejablocks.ng for more', `see ${HIDDEN} for more`],
  ['instagram.com/ikejablocks', HIDDEN],
  ['(http://ikejablocks.ng)', `(${HIDDEN})`],
];

/** Texts a partner writes that hold no contact: they read the same for everyone. */
export const NOT_CONTACTS: readonly string[] = [
  'NGN 372,000 for the lot',
  '₦372,000 delivered',
  '500 blocks by Friday',
  '2500-3000 bricks, depending on stock',
  'NGN 1500000 all in',
  '₦1500000',
  '$12,499.99 delivered',
  '1 500 000 naira',
  '1200000 naira per plot',
  'Delivery on 25/11/2026 or 2026-11-25 or 25.11.2026',
  'Delivery on 12 Dec 2026, valid for 14 days',
  'Postcode 100001, Lagos',
  'Order ref 4512, 40 bags of 50 kg',
  'Between 9:00 and 17:00, 7 days a week',
  'Dangote cement 42.5R, e.g. 3.5 tonnes',
  'a 12.5 m truck, 30 tonnes',
  '3 bedrooms, 120 m², 2 bathrooms',
  'We are at Ikeja, Lagos. Meet at the site.',
  'No. 5 Allen Avenue, Ikeja',
];

/** The whole table as one text (a line each) as written, and as a masked reader reads it. */
export const WRITTEN = [...CONTACT_FORMS.map(([written]) => written), ...NOT_CONTACTS].join('\n');
export const MASKED = [...CONTACT_FORMS.map(([, masked]) => masked), ...NOT_CONTACTS].join('\n');

/** Each contact as written (a masked text contains none), e.g. "0803 555 0123", "wa.me/234…". */
export const CONTACTS: readonly string[] = [
  '0803 555 0123',
  '8035550123',
  '555-0123',
  '555.0123',
  'kola@',
  'ikejablocks',
  'gmail',
  'wa.me',
  'whatsapp.com',
  '7012345678',
  '7946 0958',
];

/** That `shown` reads as the masked table: every line in order, no contact left. */
export function isMaskedTable(shown: string): boolean {
  return shown.includes(MASKED) && CONTACTS.every((contact) => !shown.toLowerCase().includes(contact));
}
