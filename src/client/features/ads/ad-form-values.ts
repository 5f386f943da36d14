// The ad form's values and the two ways they travel (PRODUCT 25): JSON for PUT, multipart for POST.
import type { z } from 'zod';
import {
  AD_IMAGE_MAX_BYTES,
  AD_MESSAGES,
  AdBodySchema,
  type Ad,
  type AdBody,
} from '../../../contract/ads';
import {
  campaignBodyOf,
  campaignFormSchema,
  campaignFormValuesOf,
  newCampaignFormValues,
} from '../../components/campaigns/campaign-form-values';
import { fromDateTimeLocal } from '../../lib/datetime-local';

/** The inputs held as typed; the view limit is a string until it is checked. */
const TEXTS = ['name', 'category', 'redirectUrl', 'viewLimit'] as const;

/** Turns the inputs into the API's body, then checks it with the server's own schema and messages. */
export const AdFormSchema = campaignFormSchema(TEXTS, AdBodySchema, (values) => ({
  redirectUrl: values.redirectUrl.trim(),
  // A value the input could not read must fail, not pass as "no expiry".
  expireAt: values.expireAt.trim() === '' ? null : fromDateTimeLocal(values.expireAt) || '?',
  viewLimit: values.viewLimit.trim() === '' ? null : Number(values.viewLimit),
}));

/** What the inputs hold: text as typed, local date-times, the view limit as a string. */
export type AdFormValues = z.input<typeof AdFormSchema>;

export function emptyAdFormValues(now: Date = new Date()): AdFormValues {
  // A new ad starts inactive (PRODUCT 17).
  return newCampaignFormValues(TEXTS, false, now);
}

export function adFormValuesOf(ad: Ad): AdFormValues {
  return {
    ...campaignFormValuesOf(ad, ['name', 'category', 'redirectUrl']),
    viewLimit: ad.viewLimit === null ? '' : String(ad.viewLimit),
  };
}

/** An existing ad as a PUT body, for changes that keep every other field (the active switch). */
export function adBodyOf(ad: Ad): AdBody {
  return campaignBodyOf(ad, ['name', 'category', 'redirectUrl', 'viewLimit']);
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
