// The ad form's values and the two ways they travel (PRODUCT 25): JSON for PUT, multipart for POST.
import { z } from 'zod';
import {
  AD_IMAGE_MAX_BYTES,
  AD_MESSAGES,
  AdBodySchema,
  type Ad,
  type AdBody,
} from '../../../contract/ads';
import { fromDateTimeLocal, toDateTimeLocal } from '../../lib/datetime-local';

/** What the inputs hold: text as typed, local date-times, the view limit as a string. */
export interface AdFormValues {
  name: string;
  category: string;
  redirectUrl: string;
  publishedAt: string;
  expireAt: string;
  viewLimit: string;
  counties: string[];
  isActive: boolean;
}

/** Turns the inputs into the API's body, then checks it with the server's own schema and messages. */
export const AdFormSchema = z
  .object({
    name: z.string(),
    category: z.string(),
    redirectUrl: z.string(),
    publishedAt: z.string(),
    expireAt: z.string(),
    viewLimit: z.string(),
    counties: z.array(z.string()),
    isActive: z.boolean(),
  })
  .transform((values, ctx) => {
    const result = AdBodySchema.safeParse({
      ...values,
      redirectUrl: values.redirectUrl.trim(),
      publishedAt: fromDateTimeLocal(values.publishedAt),
      // A value the input could not read must fail, not pass as "no expiry".
      expireAt: values.expireAt.trim() === '' ? null : fromDateTimeLocal(values.expireAt) || '?',
      viewLimit: values.viewLimit.trim() === '' ? null : Number(values.viewLimit),
    });
    if (result.success) return result.data;
    // The API schema's own messages, under the same field names the inputs use.
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });

export function emptyAdFormValues(now: Date = new Date()): AdFormValues {
  return {
    name: '',
    category: '',
    redirectUrl: '',
    publishedAt: toDateTimeLocal(now),
    expireAt: '',
    viewLimit: '',
    counties: [],
    // A new ad starts inactive (PRODUCT 17).
    isActive: false,
  };
}

export function adFormValuesOf(ad: Ad): AdFormValues {
  return {
    name: ad.name,
    category: ad.category,
    redirectUrl: ad.redirectUrl,
    publishedAt: toDateTimeLocal(ad.publishedAt),
    expireAt: ad.expireAt ? toDateTimeLocal(ad.expireAt) : '',
    viewLimit: ad.viewLimit === null ? '' : String(ad.viewLimit),
    counties: [...ad.counties],
    isActive: ad.isActive,
  };
}

/** An existing ad as a PUT body, for changes that keep every other field (the active switch). */
export function adBodyOf(ad: Ad): AdBody {
  return {
    name: ad.name,
    category: ad.category,
    redirectUrl: ad.redirectUrl,
    publishedAt: new Date(ad.publishedAt),
    expireAt: ad.expireAt ? new Date(ad.expireAt) : null,
    viewLimit: ad.viewLimit,
    counties: [...ad.counties],
    isActive: ad.isActive,
  };
}

export function adJsonBody(body: AdBody) {
  return {
    name: body.name,
    category: body.category,
    redirectUrl: body.redirectUrl,
    publishedAt: body.publishedAt.toISOString(),
    expireAt: body.expireAt ? body.expireAt.toISOString() : null,
    viewLimit: body.viewLimit ?? null,
    counties: body.counties ?? [],
    isActive: body.isActive ?? false,
  };
}

/** The multipart form: every field a string, counties a JSON array, isActive "true"/"false". */
export function adFormData(body: AdBody, image: File): FormData {
  const json = adJsonBody(body);
  const form = new FormData();
  form.set('name', json.name);
  form.set('category', json.category);
  form.set('redirectUrl', json.redirectUrl);
  form.set('publishedAt', json.publishedAt);
  if (json.expireAt) form.set('expireAt', json.expireAt);
  if (json.viewLimit !== null) form.set('viewLimit', String(json.viewLimit));
  form.set('counties', JSON.stringify(json.counties));
  form.set('isActive', String(json.isActive));
  // The file goes last, so the server has every field once it reaches the image.
  form.set('image', image, image.name);
  return form;
}

const ascii = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/**
 * The server's image checks, run before uploading: a RIFF/WEBP file of at most 500 KB.
 * Answers the spec's message for a file that would be refused, or null.
 */
export async function checkAdImage(file: Blob): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (head.length < 12 || ascii(head.subarray(0, 4)) !== 'RIFF') return AD_MESSAGES.imageNotWebp;
  if (ascii(head.subarray(8, 12)) !== 'WEBP') return AD_MESSAGES.imageNotWebp;
  if (file.size > AD_IMAGE_MAX_BYTES) return AD_MESSAGES.imageTooLarge;
  return null;
}
