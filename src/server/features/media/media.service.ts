// Uploaded image bytes live in the media table so every instance can serve them (DESIGN §3).
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { media } from '../../db/schema/index';

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

/** The image type the bytes really are (their magic numbers), whatever the client declared. */
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

export const mediaUrl = (id: string) => `/media/${id}`;

export async function createMedia(
  tx: DbOrTx,
  input: { bytes: Buffer; contentType: string; uploadedById: number | null },
): Promise<{ id: string; url: string }> {
  const [row] = await tx
    .insert(media)
    .values({
      bytes: input.bytes,
      contentType: input.contentType,
      byteSize: input.bytes.length,
      uploadedById: input.uploadedById,
    })
    .returning({ id: media.id });
  if (!row) throw new Error('media insert returned no row');
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
