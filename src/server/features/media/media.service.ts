// Uploaded image bytes live in the media table so every instance can serve them (PRODUCT 19).
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { media, mediaVariants } from '../../db/schema/index';
import type { EncodedVariant, VariantFormat } from './image-decoding';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/gif' | 'image/avif';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const AVIF_BRANDS = new Set(['avif', 'avis']);

function ascii(bytes: Buffer, start: number, end: number): string {
  return bytes.subarray(start, end).toString('latin1');
}

// AVIF is an ISO-BMFF file: a leading `ftyp` box whose major or compatible brands name avif.
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = bytes.readUInt32BE(0);
  if (boxSize < 16 || boxSize > bytes.length) return false;
  if (AVIF_BRANDS.has(ascii(bytes, 8, 12))) return true;
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) {
    if (AVIF_BRANDS.has(ascii(bytes, offset, offset + 4))) return true;
  }
  return false;
}

/**
 * The image type the stored bytes are (their magic numbers), whatever the row says: what is served
 * never depends on a stored label. Uploads themselves are judged by decoding (image-decoding.ts).
 */
export function sniffImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    return 'image/jpeg';
  }
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) {
    return 'image/gif';
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') {
    return 'image/webp';
  }
  if (isAvif(bytes)) return 'image/avif';
  return null;
}

const mediaUrl = (id: string) => `/media/${id}`;
export const variantUrl = (id: string, width: number, format: VariantFormat) =>
  `/media/${id}/${width}.${format}`;

export async function createMedia(
  tx: DbOrTx,
  input: {
    bytes: Buffer;
    contentType: string;
    uploadedById: number | null;
    width?: number;
    height?: number;
    variants?: EncodedVariant[];
  },
): Promise<{ id: string; url: string }> {
  const [row] = await tx
    .insert(media)
    .values({
      bytes: input.bytes,
      contentType: input.contentType,
      byteSize: input.bytes.length,
      uploadedById: input.uploadedById,
      width: input.width ?? null,
      height: input.height ?? null,
    })
    .returning({ id: media.id });
  if (!row) throw new Error('media insert returned no row');
  const variants = input.variants ?? [];
  if (variants.length > 0) {
    await tx.insert(mediaVariants).values(
      variants.map((variant) => ({
        mediaId: row.id,
        format: variant.format,
        width: variant.width,
        height: variant.height,
        byteSize: variant.bytes.length,
        bytes: variant.bytes,
      })),
    );
  }
  return { id: row.id, url: mediaUrl(row.id) };
}

export async function deleteMedia(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(media).where(eq(media.id, id));
}

export async function getMedia(
  db: DbOrTx,
  id: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  const [row] = await db
    .select({ contentType: media.contentType, bytes: media.bytes })
    .from(media)
    .where(eq(media.id, id))
    .limit(1);
  return row ?? null;
}

export async function getMediaVariant(
  db: DbOrTx,
  id: string,
  width: number,
  format: VariantFormat,
): Promise<Buffer | null> {
  const [row] = await db
    .select({ bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .where(
      and(
        eq(mediaVariants.mediaId, id),
        eq(mediaVariants.width, width),
        eq(mediaVariants.format, format),
      ),
    )
    .limit(1);
  return row?.bytes ?? null;
}

export interface MediaLayout {
  width: number;
  height: number;
  variants: { format: VariantFormat; width: number }[];
}

/** The size and resized copies of each media row that has them (none for older rows). */
export async function getMediaLayouts(
  db: DbOrTx,
  ids: string[],
): Promise<Map<string, MediaLayout>> {
  const layouts = new Map<string, MediaLayout>();
  if (ids.length === 0) return layouts;
  const rows = await db
    .select({ id: media.id, width: media.width, height: media.height })
    .from(media)
    .where(inArray(media.id, ids));
  for (const row of rows) {
    if (row.width && row.height) {
      layouts.set(row.id, { width: row.width, height: row.height, variants: [] });
    }
  }
  if (layouts.size === 0) return layouts;
  const variants = await db
    .select({ id: mediaVariants.mediaId, format: mediaVariants.format, width: mediaVariants.width })
    .from(mediaVariants)
    .where(inArray(mediaVariants.mediaId, [...layouts.keys()]))
    .orderBy(mediaVariants.width);
  for (const variant of variants) {
    if (variant.format !== 'webp' && variant.format !== 'avif') continue;
    layouts.get(variant.id)?.variants.push({ format: variant.format, width: variant.width });
  }
  return layouts;
}
