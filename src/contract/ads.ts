// Sponsored ads (PRODUCT 17, 24): the admin form and API schemas, display statuses and texts.
import { z } from 'zod';
import { AD_MESSAGES } from './ad-messages';
import {
  AD_CATEGORIES,
  AD_IMAGE_MAX_BYTES,
  AD_NAME_MAX_LENGTH,
  AD_NAME_MIN_LENGTH,
  AD_FREQUENCY_CAP_MIN,
  AD_VIEW_LIMIT_MIN,
} from './constants';
import { campaignReportSchema } from './campaigns';
import { CountiesSchema } from './countries';
import { uuidIdParams } from './ids';
import { httpUrl } from './urls';

export { AD_CATEGORIES, AD_IMAGE_MAX_BYTES, AD_MESSAGES };
const AdCategorySchema = z.enum(AD_CATEGORIES, { error: AD_MESSAGES.categoryRequired });
export type AdCategory = z.infer<typeof AdCategorySchema>;

/** The computed display status of PRODUCT 17, in the order it is evaluated. */
const AD_STATUSES = ['Inactive', 'Scheduled', 'Expired', 'Limit Reached', 'Active'] as const;
const AdStatusSchema = z.enum(AD_STATUSES);
export type AdStatus = z.infer<typeof AdStatusSchema>;

/** `?placement=` of GET /api/ads and the category each one shows (PRODUCT 17). */
export const AD_PLACEMENTS = {
  homepage: 'HomepageBanner',
  feed: 'InFeed',
  footer: 'StickyFooter',
} as const satisfies Record<string, AdCategory>;
export type AdPlacement = keyof typeof AD_PLACEMENTS;

/** An ISO 8601 date-time with a zone (`Z` or an offset), read as a Date. */
export const isoDateTime = (message: string) =>
  z.iso.datetime({ offset: true, error: message }).transform((value) => new Date(value));

/** Forms send an empty string for a cleared optional field. */
const emptyAsNull = (value: unknown) => (value === '' ? null : value);

/** A whole number from `min` up, or null when the form left it empty. */
const optionalCount = (min: number, message: string) =>
  z.preprocess(
    emptyAsNull,
    z
      .number({ error: message })
      .int(message)
      .min(min, message)
      .max(2_000_000_000, message)
      .nullish(),
  );

/** The fields of the ad form: JSON for PUT, and the multipart fields of POST once decoded. */
export const AdBodySchema = z
  .object({
    name: z
      .string({ error: AD_MESSAGES.nameTooShort })
      .trim()
      .min(AD_NAME_MIN_LENGTH, AD_MESSAGES.nameTooShort)
      .max(AD_NAME_MAX_LENGTH, AD_MESSAGES.nameTooLong),
    category: AdCategorySchema,
    redirectUrl: httpUrl(AD_MESSAGES.redirectUrlInvalid),
    publishedAt: isoDateTime(AD_MESSAGES.publishedAtRequired),
    expireAt: z.preprocess(emptyAsNull, isoDateTime(AD_MESSAGES.expireAtInvalid).nullish()),
    viewLimit: optionalCount(AD_VIEW_LIMIT_MIN, AD_MESSAGES.viewLimitInvalid),
    /** Counted views per visitor and UTC day; left out of an update, the stored cap stays. */
    frequencyCap: optionalCount(AD_FREQUENCY_CAP_MIN, AD_MESSAGES.frequencyCapInvalid),
    counties: CountiesSchema.optional(),
    isActive: z.boolean({ error: AD_MESSAGES.isActiveInvalid }).optional(),
  })
  .refine((ad) => !ad.expireAt || ad.expireAt > ad.publishedAt, {
    message: AD_MESSAGES.expireAfterPublished,
    path: ['expireAt'],
  });
export type AdBody = z.infer<typeof AdBodySchema>;

/** An ad as the admin screens read it; `image` repeats imageUrlD for the screens that read one field. */
const AdSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: AdCategorySchema,
  redirectUrl: z.string(),
  image: z.string(),
  imageUrlD: z.string(),
  imageUrlM: z.string(),
  isActive: z.boolean(),
  publishedAt: z.iso.datetime(),
  expireAt: z.iso.datetime().nullable(),
  viewLimit: z.number().int().nullable(),
  /**
   * Counted views per visitor and UTC day, or null for none. Every answer carries it; it is
   * optional so that an ad written by hand, as form tests do, need not name it.
   */
  frequencyCap: z.number().int().nullable().optional(),
  counties: z.array(z.string()),
  views: z.number().int(),
  clicks: z.number().int(),
  /** clicks / views × 100 with 2 decimals; "0.00" without views. */
  ctr: z.string(),
  status: AdStatusSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

/**
 * The answer to saving an ad: the ad, and the watched words its name contains, which warn the
 * admin but never refuse the save (the moderation's watched words).
 */
export const SavedAdSchema = AdSchema.extend({ warnings: z.array(z.string()).optional() });
export type Ad = z.infer<typeof AdSchema>;
export const AdListSchema = z.array(AdSchema);

export const AdPlacementQuerySchema = z.object({
  placement: z
    .enum(Object.keys(AD_PLACEMENTS) as [AdPlacement, ...AdPlacement[]], {
      error: AD_MESSAGES.placementInvalid,
    })
    .default('homepage'),
});

/**
 * What a visitor receives: no counts, no target list, no redirect target (clicks go through
 * /r/ad/{id}?t={viewToken}). The view token is what makes this answer's view and click count.
 */
export const PublicAdSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: AdCategorySchema,
  imageUrlD: z.string(),
  imageUrlM: z.string(),
  viewToken: z.string(),
});
export type PublicAd = z.infer<typeof PublicAdSchema>;

/** A malformed id names no ad: it is answered as an unknown one. */
export const AdIdParamsSchema = uuidIdParams({ notFound: AD_MESSAGES.notFound });

/** POST /api/ads/{id}/view: whether this call was counted. */
export const ViewAnswerSchema = z.object({ counted: z.boolean() });
export type ViewAnswer = z.infer<typeof ViewAnswerSchema>;

const adCounts = {
  views: z.number().int(),
  clicks: z.number().int(),
  /** clicks / views × 100 with 2 decimals; "0.00" without views. */
  ctr: z.string(),
};

/** GET /api/admin/ads/{id}/report (admins only). */
export const AdReportSchema = campaignReportSchema(adCounts, AdCategorySchema);
export type AdReport = z.infer<typeof AdReportSchema>;

/** The columns of GET /api/admin/ads/{id}/report.csv, one row per day of the report. */
export const AD_REPORT_CSV_COLUMNS = ['date', 'views', 'clicks', 'ctr'] as const;
