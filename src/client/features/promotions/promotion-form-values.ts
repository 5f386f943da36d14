// The promotion form's values, turned into the API body and checked with the server's own schema.
import { z } from 'zod';
import {
  PromotionBodySchema,
  type Promotion,
  type PromotionBody,
} from '../../../contract/promotions';
import { fromDateTimeLocal, toDateTimeLocal } from '../../lib/datetime-local';

/** What the inputs hold: text as typed and local date-times. */
export interface PromotionFormValues {
  serviceProviderName: string;
  discountTitle: string;
  discountDescription: string;
  discountCode: string;
  websiteUrl: string;
  publishedAt: string;
  expireAt: string;
  counties: string[];
  isActive: boolean;
}

export const PromotionFormSchema = z
  .object({
    serviceProviderName: z.string(),
    discountTitle: z.string(),
    discountDescription: z.string(),
    discountCode: z.string(),
    websiteUrl: z.string(),
    publishedAt: z.string(),
    expireAt: z.string(),
    counties: z.array(z.string()),
    isActive: z.boolean(),
  })
  .transform((values, ctx) => {
    const result = PromotionBodySchema.safeParse({
      ...values,
      websiteUrl: values.websiteUrl.trim(),
      publishedAt: fromDateTimeLocal(values.publishedAt),
      expireAt: fromDateTimeLocal(values.expireAt),
    });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
    return z.NEVER;
  });

export function emptyPromotionFormValues(now: Date = new Date()): PromotionFormValues {
  return {
    serviceProviderName: '',
    discountTitle: '',
    discountDescription: '',
    discountCode: '',
    websiteUrl: '',
    publishedAt: toDateTimeLocal(now),
    expireAt: '',
    counties: [],
    isActive: true,
  };
}

export function promotionFormValuesOf(promotion: Promotion): PromotionFormValues {
  return {
    serviceProviderName: promotion.serviceProviderName,
    discountTitle: promotion.discountTitle,
    discountDescription: promotion.discountDescription,
    discountCode: promotion.discountCode,
    websiteUrl: promotion.websiteUrl,
    publishedAt: toDateTimeLocal(promotion.publishedAt),
    expireAt: toDateTimeLocal(promotion.expireAt),
    counties: [...promotion.counties],
    isActive: promotion.isActive,
  };
}

/** An existing promotion as a PUT body, for changes that keep every other field (the active switch). */
export function promotionBodyOf(promotion: Promotion): PromotionBody {
  return {
    serviceProviderName: promotion.serviceProviderName,
    discountTitle: promotion.discountTitle,
    discountDescription: promotion.discountDescription,
    discountCode: promotion.discountCode,
    websiteUrl: promotion.websiteUrl,
    publishedAt: new Date(promotion.publishedAt),
    expireAt: new Date(promotion.expireAt),
    counties: [...promotion.counties],
    isActive: promotion.isActive,
  };
}
