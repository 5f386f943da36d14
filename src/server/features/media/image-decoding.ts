// Uploads are judged by decoding them with sharp (libvips), never by their name, declared type or
// a few leading bytes (SECURITY U1, U2, U7; decision 19).
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { IMAGE_MAX_PIXELS } from '../../../contract/constants';
import type { SharpLibrary, SharpLoader } from './sharp-loader';

type UploadFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';
export type VariantFormat = 'webp' | 'avif';

const CONTENT_TYPES: Record<UploadFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The widths the compliment card asks for; a narrower original adds its own width instead. */
const VARIANT_WIDTHS = [480, 960, 1440] as const;
export const VARIANT_FORMATS: readonly VariantFormat[] = ['avif', 'webp'];

// 'error' refuses truncated and corrupt data; warnings (common in phone JPEGs) pass. The pixel
// limit makes libvips refuse a small file that would decode to gigabytes.
const INPUT: SharpOptions = { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS };

// AVIF at libaom's default effort takes seconds per width on a small server; effort 2 keeps a whole
// upload near two seconds at a size close to WebP's, quality 50 matching WebP's 80 by eye.
const encoders: Record<VariantFormat, (image: Sharp) => Sharp> = {
  webp: (image) => image.webp({ quality: 80, effort: 4 }),
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
};

export type Refusal = 'notImage' | 'tooManyPixels';

export class ImageRefused extends Error {
  constructor(readonly reason: Refusal) {
    super(reason);
  }
}

export interface ImageHeader {
  format: UploadFormat;
  width: number;
  height: number;
}

/** What the header says the file is; refuses other formats and images past the pixel limit. */
async function readImageHeader(sharp: SharpLibrary, bytes: Buffer): Promise<ImageHeader> {
  let info: Metadata;
  try {
    info = await sharp(bytes, INPUT).metadata();
  } catch (error) {
    throw refusalOf(error);
  }
  const format = uploadFormat(info);
  const { width, height } = info;
  if (!format || !width || !height) throw new ImageRefused('notImage');
  // A multi-frame file is only ever read for its first frame, so one frame's size counts.
  const frameHeight = info.pageHeight ?? height;
  if (width * frameHeight > IMAGE_MAX_PIXELS) throw new ImageRefused('tooManyPixels');
  return { format, width, height: frameHeight };
}

function uploadFormat(info: Metadata): UploadFormat | null {
  switch (info.format) {
    case 'jpeg':
    case 'png':
    case 'webp':
    case 'gif':
      return info.format;
    // HEIF is a container: AVIF is its AV1 flavour; HEIC (HEVC) is not an accepted upload.
    case 'heif':
      return info.compression === 'av1' ? 'avif' : null;
    default:
      return null;
  }
}

function refusalOf(error: unknown): ImageRefused {
  if (error instanceof ImageRefused) return error;
  const message = error instanceof Error ? error.message : '';
  return new ImageRefused(/pixel limit/i.test(message) ? 'tooManyPixels' : 'notImage');
}

/**
 * True once every pixel of the first frame decoded; the statistics pass reads them all without
 * holding the picture in memory.
 */
async function decodesFully(sharp: SharpLibrary, bytes: Buffer): Promise<boolean> {
  try {
    await sharp(bytes, INPUT).stats();
    return true;
  } catch {
    return false;
  }
}

/** Refuses anything but a whole, decodable WebP within the pixel limit; returns its header. */
export async function checkWebp(loader: SharpLoader, bytes: Buffer): Promise<ImageHeader> {
  const sharp = await loader.load();
  const header = await readImageHeader(sharp, bytes);
  if (header.format !== 'webp') throw new ImageRefused('notImage');
  // Bytes past the RIFF size are ignored by decoders, so a file could carry anything after them.
  if (bytes.readUInt32LE(4) + 8 !== bytes.length) throw new ImageRefused('notImage');
  if (!(await decodesFully(sharp, bytes))) throw new ImageRefused('notImage');
  return header;
}

interface EncodedImage {
  bytes: Buffer;
  contentType: string;
  width: number;
  height: number;
}

export interface EncodedVariant {
  bytes: Buffer;
  format: VariantFormat;
  width: number;
  height: number;
}

export interface PreparedImage {
  original: EncodedImage;
  variants: EncodedVariant[];
}

/** The widths to make for an image `width` px wide: the card's widths it exceeds, then its own. */
function variantWidths(width: number): number[] {
  const widths: number[] = VARIANT_WIDTHS.filter((candidate) => candidate < width);
  if (width <= Math.max(...VARIANT_WIDTHS)) widths.push(width);
  return widths;
}

/** The upload decoded, turned upright (EXIF orientation) and re-encoded, which leaves its metadata behind. */
function upright(sharp: SharpLibrary, bytes: Buffer): Sharp {
  return sharp(bytes, INPUT).rotate();
}

function encodeOriginal(image: Sharp, format: UploadFormat): { image: Sharp; contentType: string } {
  switch (format) {
    case 'jpeg':
      return { image: image.jpeg({ quality: 85 }), contentType: CONTENT_TYPES.jpeg };
    case 'webp':
      return { image: encoders.webp(image), contentType: CONTENT_TYPES.webp };
    case 'avif':
      return { image: encoders.avif(image), contentType: CONTENT_TYPES.avif };
    // A GIF (animated or not) is kept as its first frame, a still PNG.
    case 'gif':
    case 'png':
      return { image: image.png({ compressionLevel: 9 }), contentType: CONTENT_TYPES.png };
  }
}

/**
 * Decodes an inspirational image upload and makes what is stored: the original re-encoded without
 * its metadata (EXIF, GPS, XMP, ICC converted to sRGB), and WebP and AVIF copies at the card's
 * widths, never wider than the original.
 */
export async function prepareUploadedImage(
  loader: SharpLoader,
  bytes: Buffer,
): Promise<PreparedImage> {
  try {
    const sharp = await loader.load();
    const header = await readImageHeader(sharp, bytes);
    const encoded = encodeOriginal(upright(sharp, bytes), header.format);
    const { data, info } = await encoded.image.toBuffer({ resolveWithObject: true });
    const original = {
      bytes: data,
      contentType: encoded.contentType,
      width: info.width,
      height: info.height,
    };
    // The upload is decoded once more, straight to the widest copy (JPEG and WebP shrink while
    // decoding); the narrower copies are made from those pixels.
    const widths = variantWidths(original.width);
    const decoded = upright(sharp, bytes);
    const master = await decoded
      .resize({ width: Math.max(...widths), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = {
      width: master.info.width,
      height: master.info.height,
      channels: master.info.channels,
    };
    const variants: EncodedVariant[] = [];
    for (const width of widths) {
      for (const format of VARIANT_FORMATS) {
        const resized = sharp(master.data, { raw }).resize({ width, withoutEnlargement: true });
        const made = await encoders[format](resized).toBuffer({ resolveWithObject: true });
        variants.push({
          bytes: made.data,
          format,
          width: made.info.width,
          height: made.info.height,
        });
      }
    }
    return { original, variants };
  } catch (error) {
    throw refusalOf(error);
  }
}
