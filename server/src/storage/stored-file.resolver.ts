import { FieldResolver, Resolver, Root } from 'type-graphql';
import { StoredFile } from './stored-file.entity.js';
import { FileKind } from './stored-file.enums.js';

/** Thumbnail widths kept beside every image (WebP). */
export const THUMBNAIL_WIDTHS = [320, 1280] as const;

/** Where a file is served: `/files/<id>`, its thumbnails `/files/<id>?w=320|1280` (access checked there). */
export function fileUrl(file: StoredFile, width?: (typeof THUMBNAIL_WIDTHS)[number]): string {
  return width && file.kind === FileKind.IMAGE ? `/files/${file.id}?w=${width}` : `/files/${file.id}`;
}

@Resolver(() => StoredFile)
export class StoredFileResolver {
  @FieldResolver(() => String, { description: 'The stored original, served with its access rule.' })
  url(@Root() file: StoredFile): string {
    return fileUrl(file);
  }

  @FieldResolver(() => String, {
    description: 'A 320 px wide WebP for lists (images); the original for documents.',
  })
  thumbnailUrl(@Root() file: StoredFile): string {
    return fileUrl(file, 320);
  }

  @FieldResolver(() => String, {
    description: 'A 1280 px wide WebP for pages (images); the original for documents.',
  })
  largeUrl(@Root() file: StoredFile): string {
    return fileUrl(file, 1280);
  }
}
