// Inspirational images: the admin's catalogue and the random active pick paired with compliments.
import { randomInt } from 'node:crypto';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import {
  IMAGE_MESSAGES,
  UPLOADED_IMAGE_CATEGORY,
  UPLOADED_IMAGE_DEFAULT_TITLE,
  IMAGE_TITLE_MAX_LENGTH,
  type DeletedImage,
  type InspirationalImage,
} from '../../../contract/images';
import { IMAGE_TITLE_MIN_LENGTH } from '../../../contract/constants';
import type { ComplimentImage, ImageSource } from '../../../contract/compliments';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { inspirationalImages, users } from '../../db/schema/index';
import { HttpError } from '../../http-error';
import { VARIANT_FORMATS, type PreparedImage } from '../media/image-decoding';
import {
  createMedia,
  deleteMedia,
  getMediaLayouts,
  variantUrl,
  type MediaLayout,
} from '../media/media.service';
import { RefreshedCopy } from '../../lib/refreshed-copy';

/** An active image as the random compliment carries it. */
export type PickedImage = ComplimentImage;

function sourcesOf(mediaId: string, layout: MediaLayout): ImageSource[] {
  const sources: ImageSource[] = [];
  for (const format of VARIANT_FORMATS) {
    const candidates = layout.variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${variantUrl(mediaId, variant.width, format)} ${variant.width}w`);
    if (candidates.length > 0) {
      sources.push({ type: `image/${format}`, srcset: candidates.join(', ') });
    }
  }
  return sources;
}

async function loadActiveImages(db: DbOrTx): Promise<PickedImage[]> {
  const rows = await db
    .select({
      id: inspirationalImages.id,
      imageUrl: inspirationalImages.imageUrl,
      title: inspirationalImages.title,
      mediaId: inspirationalImages.mediaId,
    })
    .from(inspirationalImages)
    .where(eq(inspirationalImages.isActive, true));
  const layouts = await getMediaLayouts(
    db,
    rows.flatMap((row) => (row.mediaId ? [row.mediaId] : [])),
  );
  return rows.map(({ mediaId, ...image }) => {
    const layout = mediaId ? layouts.get(mediaId) : undefined;
    if (!mediaId || !layout) return image;
    return {
      ...image,
      width: layout.width,
      height: layout.height,
      sources: sourcesOf(mediaId, layout),
    };
  });
}

// GET /api/compliments/random asks for an image on every call; the active list is read from the
// database at most once a second per instance (concurrent callers share one read), and every
// change made through this service drops it at once. Other instances see a change within the TTL.
const ACTIVE_CACHE_TTL_MS = 1000;

/** This instance's copy of the active images; each app makes one (images.plugin.ts). */
export type ActiveImages = RefreshedCopy<PickedImage[]>;

export const activeImagesCopy = (db: DbOrTx, now: () => Date): ActiveImages =>
  new RefreshedCopy(
    () => loadActiveImages(db),
    ACTIVE_CACHE_TTL_MS,
    () => now().getTime(),
  );

/** The active images, from the same cache as the random pick: share pages choose among them. */
export const findActiveImages = (images: ActiveImages) => images.get();

const pickFrom = (images: PickedImage[]) =>
  images.length === 0 ? null : (images[randomInt(images.length)] ?? null);

/** A random active image, or null when none is active. */
export async function pickActiveImage(images: ActiveImages): Promise<PickedImage | null> {
  return pickFrom(await images.get());
}

/**
 * The same pick when the active list is in memory and fresh; undefined (after starting a read)
 * when the caller would have to wait for the database.
 */
export function pickActiveImageReady(images: ActiveImages): PickedImage | null | undefined {
  const fresh = images.fresh();
  if (fresh) return pickFrom(fresh);
  void images.get().catch(() => undefined);
  return undefined;
}

/** Adds each image's delta to its timesUsed, in one statement; unknown ids are skipped. */
export async function addImageUses(tx: DbOrTx, deltas: Map<number, number>): Promise<void> {
  const entries = [...deltas].filter(([, delta]) => Number.isInteger(delta) && delta !== 0);
  if (entries.length === 0) return;
  const cases = sql.join(
    entries.map(([id, delta]) => sql`when ${id}::int then ${delta}::int`),
    sql` `,
  );
  await tx
    .update(inspirationalImages)
    .set({
      timesUsed: sql`${inspirationalImages.timesUsed} + (case ${inspirationalImages.id} ${cases} else 0 end)`,
    })
    .where(
      inArray(
        inspirationalImages.id,
        entries.map(([id]) => id),
      ),
    );
}

const listColumns = {
  id: inspirationalImages.id,
  imageUrl: inspirationalImages.imageUrl,
  title: inspirationalImages.title,
  category: inspirationalImages.category,
  uploadedById: inspirationalImages.uploadedById,
  uploaderUsername: users.username,
  uploadedAt: inspirationalImages.uploadedAt,
  isActive: inspirationalImages.isActive,
  timesUsed: inspirationalImages.timesUsed,
  ownerName: inspirationalImages.ownerName,
  ownerEmail: inspirationalImages.ownerEmail,
};

type ImageRow = Omit<
  typeof inspirationalImages.$inferSelect,
  'mediaId' | 'createdAt' | 'updatedAt'
> & {
  uploaderUsername: string | null;
};

function toImage(row: ImageRow): InspirationalImage {
  return {
    id: row.id,
    imageUrl: row.imageUrl,
    title: row.title,
    category: row.category,
    uploadedById: row.uploadedById,
    uploader: row.uploaderUsername === null ? null : { username: row.uploaderUsername },
    uploadedAt: row.uploadedAt.toISOString(),
    isActive: row.isActive,
    timesUsed: row.timesUsed,
    ownerName: row.ownerName,
    ownerEmail: row.ownerEmail,
  };
}

async function getImage(db: DbOrTx, id: number): Promise<InspirationalImage | null> {
  const [row] = await db
    .select(listColumns)
    .from(inspirationalImages)
    .leftJoin(users, eq(users.id, inspirationalImages.uploadedById))
    .where(eq(inspirationalImages.id, id))
    .limit(1);
  return row ? toImage(row) : null;
}

/** Every image, newest first, with its uploader's username and how often it was used. */
export async function findImages(ctx: AppContext): Promise<InspirationalImage[]> {
  const rows = await ctx.db
    .select(listColumns)
    .from(inspirationalImages)
    .leftJoin(users, eq(users.id, inspirationalImages.uploadedById))
    .orderBy(desc(inspirationalImages.uploadedAt), desc(inspirationalImages.id));
  return rows.map(toImage);
}

export async function createImageFromUrl(
  ctx: AppContext,
  images: ActiveImages,
  input: { imageUrl: string; title: string; category: string; uploadedById: number },
): Promise<InspirationalImage> {
  const now = ctx.now();
  const [row] = await ctx.db
    .insert(inspirationalImages)
    .values({ ...input, uploadedAt: now, createdAt: now, updatedAt: now })
    .returning({ id: inspirationalImages.id });
  images.drop();
  const image = row && (await getImage(ctx.db, row.id));
  if (!image) throw new Error('image insert returned no row');
  return image;
}

/**
 * A readable title from an uploaded file's name: the extension and anything but letters,
 * digits and simple punctuation are dropped, so the admin list never shows a path or markup.
 */
export function titleFromFileName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const withoutExtension = base.replace(/\.[a-z0-9]{1,5}$/i, '');
  const title = withoutExtension
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N} '&(),.-]+/gu, ' ')
    .replace(/[_\s]+/g, ' ')
    .trim()
    .slice(0, IMAGE_TITLE_MAX_LENGTH)
    .trim();
  return title.length >= IMAGE_TITLE_MIN_LENGTH ? title : UPLOADED_IMAGE_DEFAULT_TITLE;
}

/** Stores the decoded image and its copies as media and the image pointing at them, together or not at all. */
export async function createUploadedImage(
  ctx: AppContext,
  images: ActiveImages,
  input: {
    image: PreparedImage;
    fileName: string;
    ownerName: string | null;
    ownerEmail: string | null;
    uploadedById: number;
  },
): Promise<InspirationalImage> {
  const now = ctx.now();
  const id = await ctx.db.transaction(async (tx) => {
    const media = await createMedia(tx, {
      ...input.image.original,
      variants: input.image.variants,
      uploadedById: input.uploadedById,
    });
    const [row] = await tx
      .insert(inspirationalImages)
      .values({
        imageUrl: media.url,
        title: titleFromFileName(input.fileName),
        category: UPLOADED_IMAGE_CATEGORY,
        uploadedById: input.uploadedById,
        mediaId: media.id,
        ownerName: input.ownerName,
        ownerEmail: input.ownerEmail,
        uploadedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: inspirationalImages.id });
    if (!row) throw new Error('image insert returned no row');
    return row.id;
  });
  images.drop();
  const image = await getImage(ctx.db, id);
  if (!image) throw new Error('uploaded image vanished');
  return image;
}

export async function setImageActive(
  ctx: AppContext,
  images: ActiveImages,
  id: number,
  isActive: boolean,
): Promise<InspirationalImage> {
  const [row] = await ctx.db
    .update(inspirationalImages)
    .set({ isActive, updatedAt: ctx.now() })
    .where(eq(inspirationalImages.id, id))
    .returning({ id: inspirationalImages.id });
  if (!row) throw new HttpError(404, IMAGE_MESSAGES.imageNotFound);
  images.drop();
  const image = await getImage(ctx.db, id);
  if (!image) throw new HttpError(404, IMAGE_MESSAGES.imageNotFound);
  return image;
}

/** Deletes the image and its uploaded bytes; answers how often it had been used. */
export async function deleteImage(
  ctx: AppContext,
  images: ActiveImages,
  id: number,
): Promise<DeletedImage> {
  const deleted = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(inspirationalImages)
      .where(eq(inspirationalImages.id, id))
      .returning({
        id: inspirationalImages.id,
        timesUsed: inspirationalImages.timesUsed,
        mediaId: inspirationalImages.mediaId,
      });
    if (!row) return null;
    if (row.mediaId) await deleteMedia(tx, row.mediaId);
    return row;
  });
  if (!deleted) throw new HttpError(404, IMAGE_MESSAGES.imageNotFound);
  images.drop();
  return { id: deleted.id, timesUsed: deleted.timesUsed };
}
