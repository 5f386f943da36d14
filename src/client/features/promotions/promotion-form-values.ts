// The promotion form's values, turned into the API body and checked with the server's own schema.
import type { z } from 'zod';
import {
  PromotionBodySchema,
  type Promotion,
  type PromotionBody,
} from '../../../contract/promotions';
import {
  campaignBodyOf,
  campaignFormSchema,
  campaignFormValuesOf,
  newCampaignFormValues,
} from '../../components/campaigns/campaign-form-values';

const TEXTS = [
  'serviceProviderName',
  'discountTitle',
  'discountDescription',
  'discountCode',
  'websiteUrl',
] as const;

export const PromotionFormSchema = campaignFormSchema(TEXTS, PromotionBodySchema, (values) => ({
  websiteUrl: values.websiteUrl.trim(),
}));

/** What the inputs hold: text as typed and local date-times. */
export type PromotionFormValues = z.input<typeof PromotionFormSchema>;

export function emptyPromotionFormValues(now: Date = new Date()): PromotionFormValues {
  return newCampaignFormValues(TEXTS, true, now);
}

export function promotionFormValuesOf(promotion: Promotion): PromotionFormValues {
  return campaignFormValuesOf(promotion, TEXTS);
}

/** An existing promotion as a PUT body, for changes that keep every other field (the active switch). */
export function promotionBodyOf(promotion: Promotion): PromotionBody {
  return campaignBodyOf(promotion, TEXTS);
}
