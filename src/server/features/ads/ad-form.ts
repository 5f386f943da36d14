// Reads the ad form (PRODUCT 24, 25): multipart text fields decoded to AdBody, and the WebP image checked by decoding it.
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AD_IMAGE_MAX_BYTES, AD_MESSAGES, AdBodySchema, type AdBody } from '../../../contract/ads';
import { IMAGE_MESSAGES } from '../../../contract/images';
import { MESSAGES } from '../../../contract/messages';
import { HttpError } from '../../http-error';
import { checkWebp, ImageRefused } from '../media/image-decoding';
import { discardRestOfBody, readFilePart, refuseDeclaredOversize } from '../media/upload-body';

/** The image may be 500 KB; the form's text fields and part headers need some room on top. */
const AD_REQUEST_MAX_BYTES = AD_IMAGE_MAX_BYTES + 256 * 1024;

const imageTooLarge = () => ({
  message: AD_MESSAGES.imageTooLarge,
  fieldErrors: { image: [AD_MESSAGES.imageTooLarge] },
});

/** onRequest hook of the ad form routes: a declared length past the limit is refused unread. */
export const refuseOversizedAdForm = refuseDeclaredOversize(AD_REQUEST_MAX_BYTES, imageTooLarge());

export interface AdForm {
  body: AdBody;
  /** The uploaded image, or null when the form carried none (or an empty file input). */
  image: Buffer | null;
}

/** The same `{message, fieldErrors}` answer a schema failure gets from the error handler. */
export function validationError(error: z.ZodError): HttpError {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    (fieldErrors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  }
  return new HttpError(400, error.issues[0]?.message ?? MESSAGES.invalidRequest, {}, fieldErrors);
}

export function parseAdBody(input: unknown): AdBody {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new HttpError(400, MESSAGES.invalidRequest);
  }
  const result = AdBodySchema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

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

function decodeFields(fields: Map<string, unknown>): Record<string, unknown> {
  const expireAt = fields.get('expireAt');
  return {
    name: fields.get('name'),
    category: fields.get('category'),
    redirectUrl: fields.get('redirectUrl'),
    publishedAt: fields.get('publishedAt'),
    expireAt: expireAt === 'null' ? null : expireAt,
    viewLimit: decodeNumber(fields.get('viewLimit')),
    frequencyCap: decodeNumber(fields.get('frequencyCap')),
    counties: decodeJson(fields.get('counties')),
    isActive: decodeBoolean(fields.get('isActive')),
  };
}

/**
 * Reads every part of a multipart ad form. The image is cut off at 500 KB + 1 byte, so a larger
 * upload is refused (413) without buffering the rest of it.
 */
export async function readAdForm(request: FastifyRequest): Promise<AdForm> {
  const fields = new Map<string, unknown>();
  let image: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: AD_IMAGE_MAX_BYTES } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'image') {
          part.file.resume();
          continue;
        }
        const bytes = await readFilePart(
          part.file,
          () => new HttpError(413, AD_MESSAGES.imageTooLarge),
        );
        if (bytes.length > 0) image = bytes;
      } else if (!fields.has(part.fieldname)) {
        fields.set(part.fieldname, part.value);
      }
    }
  } catch (error) {
    // The rest of a refused body is thrown away within a bound, so the client reads the answer.
    discardRestOfBody(request);
    const code = (error as { code?: unknown }).code;
    if (
      code === 'FST_REQ_FILE_TOO_LARGE' ||
      (error instanceof HttpError && error.statusCode === 413)
    ) {
      throw new HttpError(
        413,
        AD_MESSAGES.imageTooLarge,
        {},
        { image: [AD_MESSAGES.imageTooLarge] },
      );
    }
    // The plugin's own refusals (too many parts or files) carry their status; anything else
    // failing here is the parser meeting a truncated or malformed body: the client's fault.
    if (typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    request.log.info({ err: error }, 'malformed multipart body');
    throw new HttpError(400, MESSAGES.invalidRequest);
  }
  return { body: parseAdBody(decodeFields(fields)), image };
}

/**
 * Refuses anything but a WebP that decodes whole, whatever its name or declared type (415), and one
 * past the pixel limit (413). The bytes are stored as sent.
 */
export async function assertWebp(image: Buffer): Promise<void> {
  try {
    await checkWebp(image);
  } catch (error) {
    if (!(error instanceof ImageRefused)) throw error;
    const message =
      error.reason === 'tooManyPixels' ? IMAGE_MESSAGES.tooManyPixels : AD_MESSAGES.imageNotWebp;
    const status = error.reason === 'tooManyPixels' ? 413 : 415;
    throw new HttpError(status, message, {}, { image: [message] });
  }
}
