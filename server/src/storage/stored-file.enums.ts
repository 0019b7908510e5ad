import { graphqlEnum, type EnumValue } from '../common/graphql-enum.js';

export const FileKind = graphqlEnum(
  'FileKind',
  ['IMAGE', 'DOCUMENT'],
  'IMAGE: JPEG, PNG or WebP, re-encoded and thumbnailed; DOCUMENT: a PDF, kept as sent.',
);
export type FileKind = EnumValue<typeof FileKind>;

/** What a file is attached to (a file belongs to at most one record); not in the API. */
export const FileAttachment = Object.freeze({
  PRODUCT: 'PRODUCT',
  PROPERTY_LISTING: 'PROPERTY_LISTING',
  WIRE: 'WIRE',
  PARTNER_LOGO: 'PARTNER_LOGO',
} as const);
export type FileAttachment = EnumValue<typeof FileAttachment>;
