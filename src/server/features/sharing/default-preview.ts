// The site's default preview picture (the home page's og:image, public/og-image.png), sent in place
// of a share card that is not drawn in time (DECISIONS 48).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { AppContext } from '../../context';
import { packageRoot } from '../../package-root';
import { SHARE_IMAGE_PATH } from '../../plugins/social-head';

/**
 * Reads the picture once, from the built client or else from public/, and hands out the same
 * bytes after that; null when neither folder has it.
 */
export function defaultPreview(ctx: AppContext): () => Promise<Buffer | null> {
  let bytes: Promise<Buffer | null> | undefined;
  const read = async () => {
    for (const root of [ctx.config.clientDir, path.join(packageRoot(), 'public')]) {
      try {
        return await readFile(path.join(root, SHARE_IMAGE_PATH));
      } catch {
        // Not in this folder (the client may not be built): try the next one.
      }
    }
    return null;
  };
  return () => (bytes ??= read());
}
