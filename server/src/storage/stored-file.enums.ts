import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';

export const FileKind = graphqlEnum(
  'FileKind',
  {
    IMAGE: 'A JPEG, PNG or WebP image, re-encoded and thumbnailed.',
    DOCUMENT: 'A PDF document, kept as sent.',
  },
  'What an uploaded file is: an image or a document.',
);
export type FileKind = EnumValue<typeof FileKind>;

/** What a file is attached to (a file belongs to at most one record); not in the API. */
export const FileAttachment = Object.freeze({
  PRODUCT: 'PRODUCT',
  PROPERTY_LISTING: 'PROPERTY_LISTING',
  WIRE: 'WIRE',
  PARTNER_LOGO: 'PARTNER_LOGO',
  MESSAGE: 'MESSAGE',
  ORDER_DOCUMENT: 'ORDER_DOCUMENT',
  ORDER_SHIPMENT: 'ORDER_SHIPMENT',
  ORDER_PAYMENT: 'ORDER_PAYMENT',
  ORDER_DISPUTE: 'ORDER_DISPUTE',
  PARTNER_VERIFICATION: 'PARTNER_VERIFICATION',
} as const);
export type FileAttachment = EnumValue<typeof FileAttachment>;
