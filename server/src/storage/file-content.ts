import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { AppError } from '../common/errors.js';
import { FileKind } from './stored-file.enums.js';
import { THUMBNAIL_WIDTHS } from './stored-file.resolver.js';

/** What an upload may be, as the form asks for it (`POST /api/uploads?kind=…`). */
export const UploadKind = Object.freeze({
  image: [FileKind.IMAGE],
  document: [FileKind.DOCUMENT],
  'image-or-document': [FileKind.IMAGE, FileKind.DOCUMENT],
} as const);
export type UploadKind = keyof typeof UploadKind;

export function isUploadKind(value: unknown): value is UploadKind {
  return typeof value === 'string' && Object.hasOwn(UploadKind, value);
}

/** The types accepted, by sniffed MIME type: their kind and the extension they are stored under. */
const ACCEPTED: Record<string, { kind: FileKind; ext: string }> = {
  'image/jpeg': { kind: FileKind.IMAGE, ext: 'jpg' },
  'image/png': { kind: FileKind.IMAGE, ext: 'png' },
  'image/webp': { kind: FileKind.IMAGE, ext: 'webp' },
  'application/pdf': { kind: FileKind.DOCUMENT, ext: 'pdf' },
};

/** The extension a stored file of this content type is named with (downloads, storage keys). */
export function extensionOf(contentType: string): string {
  return ACCEPTED[contentType]?.ext ?? 'bin';
}

export type PreparedFile = {
  kind: FileKind;
  contentType: string;
  ext: string;
  /** The bytes to store: re-encoded, without metadata, for images; as sent for PDFs. */
  bytes: Buffer;
  sha256: string;
  width: number | null;
  height: number | null;
  /** WebP thumbnails of images, by width (never wider than the image). */
  thumbnails: { width: number; bytes: Buffer }[];
};

function refuse(message: string): AppError {
  return new AppError('BAD_USER_INPUT', message, { field: 'file' });
}

function describeKinds(kinds: readonly FileKind[]): string {
  return kinds.map((kind) => (kind === FileKind.IMAGE ? 'a JPEG, PNG or WebP image' : 'a PDF')).join(' or ');
}

/**
 * Decides what `bytes` are by their content (never by name or the browser's claim) and prepares
 * them for storage: an image is turned upright by its EXIF orientation, re-encoded in its own
 * format with every metadata block dropped (EXIF with GPS, XMP, IPTC, ICC: sharp keeps none unless
 * asked), and thumbnailed 320 and 1280 px wide as WebP; a PDF is kept byte for byte.
 */
export async function prepareFile(
  bytes: Buffer,
  accepted: readonly FileKind[],
  limits: { maxImagePixels: number },
): Promise<PreparedFile> {
  const sniffed = await fileTypeFromBuffer(bytes);
  const type = sniffed ? ACCEPTED[sniffed.mime] : undefined;
  if (!sniffed || !type || !accepted.includes(type.kind)) {
    throw refuse(`This file is not ${describeKinds(accepted)}.`);
  }
  if (type.kind === FileKind.DOCUMENT) {
    return {
      kind: type.kind,
      contentType: sniffed.mime,
      ext: type.ext,
      bytes,
      sha256: sha256(bytes),
      width: null,
      height: null,
      thumbnails: [],
    };
  }
  let upright: Sharp;
  let info: OutputInfo;
  let stored: Buffer;
  try {
    const input = sharp(bytes, { limitInputPixels: limits.maxImagePixels, failOn: 'error' }).autoOrient();
    const encoded =
      sniffed.mime === 'image/jpeg'
        ? input.jpeg({ quality: 85, mozjpeg: true })
        : sniffed.mime === 'image/png'
          ? input.png()
          : input.webp({ quality: 85 });
    ({ data: stored, info } = await encoded.toBuffer({ resolveWithObject: true }));
    upright = sharp(stored);
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    throw new AppError(
      'BAD_USER_INPUT',
      /pixel limit/i.test(message)
        ? 'This image has too many pixels. Resize it and try again.'
        : 'This image could not be read. It may be damaged.',
      { field: 'file', cause: error },
    );
  }
  const thumbnails = await Promise.all(
    THUMBNAIL_WIDTHS.map(async (width) => ({
      width,
      bytes: await upright
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    })),
  );
  return {
    kind: type.kind,
    contentType: sniffed.mime,
    ext: type.ext,
    bytes: stored,
    sha256: sha256(stored),
    width: info.width,
    height: info.height,
    thumbnails,
  };
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Control (Unicode category Cc) and bidi-override (Cf) characters: never part of a shown name. */
const UNSHOWABLE = /[\p{Cc}\p{Cf}]/u;

/**
 * The name a file had on the uploader's machine, made safe to show and to put in a header: the
 * last path segment, without control or bidi characters, at most 120 characters.
 */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = [...base.normalize('NFC')]
    .filter((char) => !UNSHOWABLE.test(char))
    .join('')
    .trim();
  return clean.slice(0, 120) || 'file';
}
