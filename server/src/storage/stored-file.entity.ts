import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../common/base.entity.js';
import { FileAttachment, FileKind } from './stored-file.enums.js';

/**
 * An uploaded image or document (SPEC §3 File). Uploaded unattached; a record (product, listing,
 * wire, partner logo) claims it by setting `attachedType`/`attachedId`/`position` in the same unit
 * of work as its own change. Files never attached are removed after a day.
 */
@Entity({ tableName: 'stored_file' })
@ObjectType('File', { description: 'An uploaded image or document.' })
@Index({ properties: ['attachedType', 'attachedId', 'position'] })
export class StoredFile extends BaseEntity<
  'width' | 'height' | 'attachedType' | 'attachedId' | 'attachedAt' | 'position'
> {
  /** The member who uploaded it (a plain id: storage sits below the member domain; the foreign key cascades). */
  @Property({ type: 'uuid', index: true })
  ownerId!: string;

  @Field(() => FileKind, { description: 'An image or a document.' })
  @Enum({ items: () => FileKind, type: 'text' })
  kind!: FileKind;

  /** The stored content's type, as sniffed (never the name's or the browser's claim). */
  @Field(() => String, {
    description:
      'The MIME type of the stored content, as read from its bytes (e.g. "image/webp", "application/pdf").',
  })
  @Property({ type: 'text' })
  contentType!: string;

  /** Bytes of the stored original (after re-encoding, for images). */
  @Field(() => Int, {
    description: 'The size in bytes of the stored original (after re-encoding, for images).',
  })
  @Property({ type: 'integer' })
  size!: number;

  /** The name the file had on the uploader's machine (cleaned), shown as its label. */
  @Field(() => String, {
    description: "The file's name on the uploader's machine (cleaned), shown as its label.",
  })
  @Property({ type: 'text' })
  name!: string;

  /** SHA-256 (hex) of the stored bytes. */
  @Field(() => String, { description: 'The SHA-256 of the stored bytes, in lowercase hex.' })
  @Property({ type: 'text' })
  sha256!: string;

  /** Where the storage driver keeps it; thumbnails sit beside it (`<key>.320.webp`, `<key>.1280.webp`). */
  @Property({ type: 'text' })
  storageKey!: string;

  @Field(() => Int, {
    nullable: true,
    description: 'The width in pixels of a stored image; null for documents.',
  })
  @Property({ type: 'integer', nullable: true })
  width: number | null = null;

  @Field(() => Int, {
    nullable: true,
    description: 'The height in pixels of a stored image; null for documents.',
  })
  @Property({ type: 'integer', nullable: true })
  height: number | null = null;

  @Enum({ items: () => FileAttachment, type: 'text', nullable: true })
  attachedType: FileAttachment | null = null;

  @Property({ type: 'uuid', nullable: true })
  attachedId: string | null = null;

  /** Order among the record's files (0 = the main image). */
  @Property({ type: 'integer' })
  position = 0;

  @Property({ type: 'timestamptz', nullable: true })
  attachedAt: Date | null = null;
}
