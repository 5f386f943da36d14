// Uploaded bytes kept in the database so every instance serves them (PRODUCT 19).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { bytea, timestamps } from './columns';
import { users } from './users';

export const media = pgTable(
  'media',
  {
    id: uuid().primaryKey().defaultRandom(),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    bytes: bytea().notNull(),
    uploadedById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Pixel size as decoded at upload; null for rows stored before uploads were decoded. */
    width: integer(),
    height: integer(),
    ...timestamps,
  },
  (t) => [
    index('media_uploaded_by_id_idx').on(t.uploadedById),
    check('media_byte_size_positive', sql`${t.byteSize} > 0`),
    check('media_content_type_image', sql`${t.contentType} like 'image/%'`),
  ],
);

/** Resized copies of an uploaded image (one per width and format), made once at upload. */
export const mediaVariants = pgTable(
  'media_variants',
  {
    mediaId: uuid()
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    format: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    byteSize: integer().notNull(),
    bytes: bytea().notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.width, t.format] }),
    check('media_variants_format', sql`${t.format} in ('webp', 'avif')`),
    check(
      'media_variants_size_positive',
      sql`${t.byteSize} > 0 and ${t.width} > 0 and ${t.height} > 0`,
    ),
  ],
);
