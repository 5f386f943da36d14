// Uploaded bytes kept in the database so every instance serves them (DESIGN §3 images).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
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
    ...timestamps,
  },
  (t) => [
    index('media_uploaded_by_id_idx').on(t.uploadedById),
    check('media_byte_size_positive', sql`${t.byteSize} > 0`),
    check('media_content_type_image', sql`${t.contentType} like 'image/%'`),
  ],
);
