// Promotional offers (PRODUCT 7, 18, 24): the admin form and API schemas and their texts.
import { z } from 'zod';
import { isoDateTime } from './ads';
import { campaignReportSchema, GIFT_PLACEMENT } from './campaigns';
import { CountiesSchema } from './countries';
import { isUuid, uuidIdParams } from './ids';
import { PROMOTION_LIMITS, PROMOTION_MESSAGES } from './promotion-messages';
import { httpUrl } from './urls';

export { PROMOTION_LIMITS, PROMOTION_MESSAGES };

const text = (field: keyof typeof PROMOTION_LIMITS) => {
  const { min, max } = PROMOTION_LIMITS[field];
  const messages = PROMOTION_MESSAGES[field];
  return z
    .string({ error: messages.tooShort })
    .trim()
    .min(min, messages.tooShort)
    .max(max, messages.tooLong);
};

export const PromotionBodySchema = z
  .object({
    serviceProviderName: text('serviceProviderName'),
    discountTitle: text('discountTitle'),
    discountDescription: text('discountDescription'),
    discountCode: text('discountCode'),
    websiteUrl: httpUrl(PROMOTION_MESSAGES.websiteUrlInvalid),
    publishedAt: isoDateTime(PROMOTION_MESSAGES.publishedAtRequired),
    expireAt: isoDateTime(PROMOTION_MESSAGES.expireAtRequired),
    isActive: z.boolean({ error: PROMOTION_MESSAGES.isActiveInvalid }).optional(),
    counties: CountiesSchema.default([]),
  })
  .refine((promotion) => promotion.expireAt > promotion.publishedAt, {
    message: PROMOTION_MESSAGES.expireAfterPublished,
    path: ['expireAt'],
  });
export type PromotionBody = z.infer<typeof PromotionBodySchema>;

/** Inactive, not yet published, past its expiry, or shown. */
const PROMOTION_STATUSES = ['Inactive', 'Scheduled', 'Expired', 'Active'] as const;
const PromotionStatusSchema = z.enum(PROMOTION_STATUSES);
export type PromotionStatus = z.infer<typeof PromotionStatusSchema>;

/**
 * A promotion as the /gift page reads it; views and claims are present only for admins. The view
 * token makes this showing's view and claim count.
 */
export const PublicPromotionSchema = z.object({
  id: z.uuid(),
  serviceProviderName: z.string(),
  discountTitle: z.string(),
  discountDescription: z.string(),
  discountCode: z.string(),
  websiteUrl: z.string(),
  publishedAt: z.iso.datetime(),
  expireAt: z.iso.datetime(),
  isExpired: z.boolean(),
  views: z.number().int().optional(),
  claims: z.number().int().optional(),
  viewToken: z.string(),
});
export type PublicPromotion = z.infer<typeof PublicPromotionSchema>;

const PromotionSchema = z.object({
  id: z.uuid(),
  serviceProviderName: z.string(),
  discountTitle: z.string(),
  discountDescription: z.string(),
  discountCode: z.string(),
  websiteUrl: z.string(),
  isActive: z.boolean(),
  publishedAt: z.iso.datetime(),
  expireAt: z.iso.datetime(),
  counties: z.array(z.string()),
  views: z.number().int(),
  claims: z.number().int(),
  isExpired: z.boolean(),
  status: PromotionStatusSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

/** The answer to saving a promotion, with the watched words its texts contain (a warning only). */
export const SavedPromotionSchema = PromotionSchema.extend({
  warnings: z.array(z.string()).optional(),
});
export type Promotion = z.infer<typeof PromotionSchema>;
export const PromotionListSchema = z.array(PromotionSchema);

/** A malformed id names no promotion: it is answered as an unknown one. */
export const PromotionIdParamsSchema = uuidIdParams({ notFound: PROMOTION_MESSAGES.notFound });

/**
 * `exclude` lets "Discover Another" ask for a different promotion when there is one; anything
 * but a UUID names none and is left out.
 */
export const RandomPromotionQuerySchema = z.object({
  exclude: z
    .string()
    .max(100)
    .optional()
    .transform((id) => (id !== undefined && isUuid(id) ? id : undefined)),
});

/** GET /api/admin/promotions/{id}/report (admins only). */
export const PromotionReportSchema = campaignReportSchema(
  { views: z.number().int(), claims: z.number().int() },
  z.literal(GIFT_PLACEMENT),
);
export type PromotionReport = z.infer<typeof PromotionReportSchema>;

/** The columns of GET /api/admin/promotions/{id}/report.csv, one row per day of the report. */
export const PROMOTION_REPORT_CSV_COLUMNS = ['date', 'views', 'claims'] as const;
