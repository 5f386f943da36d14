// The bytes of an inspirational image, to draw a preview over: an upload from the media table,
// or a picture shipped with the site (/images/…). A picture on another site is not fetched, so
// the server never requests an address an admin typed; its preview is drawn over the plain ground
// instead (DECISIONS 39).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isUuid } from '../../../contract/ids';
import type { AppContext } from '../../context';
import { packageRoot } from '../../package-root';
import { getMedia } from '../media/media.service';

const MEDIA_URL = /^\/media\/([0-9a-f-]{36})$/i;
const SITE_PICTURE = /^\/images\/[a-z0-9][a-z0-9/_-]*\.(svg|png|jpe?g|webp|avif|gif)$/i;

/** The site's own file under one of the folders it is served from, or null. */
async function sitePicture(ctx: AppContext, url: string): Promise<Buffer | null> {
  if (!SITE_PICTURE.test(url) || url.includes('..')) return null;
  for (const root of [ctx.config.clientDir, path.join(packageRoot(), 'public')]) {
    try {
      return await readFile(path.join(root, url));
    } catch {
      // Not in this folder (the client may not be built): try the next one.
    }
  }
  return null;
}

export async function pictureBytes(ctx: AppContext, imageUrl: string): Promise<Buffer | null> {
  const media = MEDIA_URL.exec(imageUrl);
  if (media) {
    const id = media[1]!.toLowerCase();
    return isUuid(id) ? ((await getMedia(ctx.db, id))?.bytes ?? null) : null;
  }
  return sitePicture(ctx, imageUrl);
}
