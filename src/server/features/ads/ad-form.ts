// Reads the ad form (PRODUCT 24, 25): multipart text fields decoded to AdBody, and the WebP image checked by decoding it.
import { AD_IMAGE_MAX_BYTES, AD_MESSAGES } from '../../../contract/ads';
import { IMAGE_MESSAGES } from '../../../contract/images';
import { HttpError } from '../../http-error';
import { checkWebp, ImageRefused } from '../media/image-decoding';
import type { SharpLoader } from '../media/sharp-loader';
import { refuseDeclaredOversize, uploadForm } from '../media/upload-body';

/** The image may be 500 KB; the form's text fields and part headers need some room on top. */
const AD_REQUEST_MAX_BYTES = AD_IMAGE_MAX_BYTES + 256 * 1024;

const imageTooLarge = () => ({
  message: AD_MESSAGES.imageTooLarge,
  fieldErrors: { image: [AD_MESSAGES.imageTooLarge] },
});

/** onRequest hook of the ad form routes: a declared length past the limit is refused unread. */
export const refuseOversizedAdForm = refuseDeclaredOversize(AD_REQUEST_MAX_BYTES, imageTooLarge());

// Multipart fields are strings: counties is a JSON array, isActive "true"/"false", viewLimit and
// frequencyCap digits.
// A value that does not decode is passed on as it came, so the schema answers with its message.
function decodeNumber(value: unknown): unknown {
  if (value === '' || value === 'null') return null;
  if (typeof value === 'string' && /^\d{1,10}$/.test(value)) return Number(value);
  return value;
}

function decodeBoolean(value: unknown): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

function decodeJson(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return [];
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function decodeFields(fields: Record<string, string>): Record<string, unknown> {
  const { expireAt } = fields;
  return {
    name: fields.name,
    category: fields.category,
    redirectUrl: fields.redirectUrl,
    publishedAt: fields.publishedAt,
    expireAt: expireAt === 'null' ? null : expireAt,
    viewLimit: decodeNumber(fields.viewLimit),
    frequencyCap: decodeNumber(fields.frequencyCap),
    counties: decodeJson(fields.counties),
    isActive: decodeBoolean(fields.isActive),
  };
}

/**
 * The ad form's reader (uploadForm): the image is cut off at 500 KB + 1 byte, so a larger upload
 * is refused (413) without buffering the rest of it, and the text fields are decoded for
 * AdBodySchema. `orJson`: a JSON body with the same fields is taken as well.
 */
export const readAdForm = (orJson: boolean) => {
  const tooLarge = imageTooLarge();
  return uploadForm({
    fileField: 'image',
    maxFileBytes: AD_IMAGE_MAX_BYTES,
    fileTooLarge: () => new HttpError(413, tooLarge.message, {}, tooLarge.fieldErrors),
    orJson,
    fields: decodeFields,
  });
};

/**
 * Refuses anything but a WebP that decodes whole, whatever its name or declared type (415), and one
 * past the pixel limit (413). The bytes are stored as sent.
 */
export async function assertWebp(sharp: SharpLoader, image: Buffer): Promise<void> {
  try {
    await checkWebp(sharp, image);
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    const message =
      error.reason === 'tooManyPixels' ? IMAGE_MESSAGES.tooManyPixels : AD_MESSAGES.imageNotWebp;
    const status = error.reason === 'tooManyPixels' ? 413 : 415;
    throw new HttpError(status, message, {}, { image: [message] });
  }
}
