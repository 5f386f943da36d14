// sharp (libvips), loaded on the first image it decodes or draws: a server that takes no upload and
// draws no card never holds its 30 MB. Every caller gets it through a loader, so the loader rules
// below apply before any image is read.
import type SharpModule from 'sharp';

export type SharpLibrary = typeof SharpModule;

/** One per app (media.plugin.ts) and one in the card drawing thread; Node loads sharp once. */
export class SharpLoader {
  private loading: Promise<SharpLibrary> | undefined;

  load(): Promise<SharpLibrary> {
    this.loading ??= import('sharp').then(({ default: sharp }) => {
      // Only the loaders of the five accepted upload formats may run, for every caller in this
      // process: SVG, TIFF, PDF, ImageMagick and the rest never see an upload. libvips names the
      // loaders by class.
      sharp.block({ operation: ['VipsForeignLoad'] });
      sharp.unblock({
        operation: [
          'VipsForeignLoadJpegBuffer',
          'VipsForeignLoadPngBuffer',
          'VipsForeignLoadWebpBuffer',
          'VipsForeignLoadNsgifBuffer',
          'VipsForeignLoadHeifBuffer',
        ],
      });
      return sharp;
    });
    return this.loading;
  }
}
