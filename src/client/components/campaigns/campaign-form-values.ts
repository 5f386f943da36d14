// What an ad's and a promotion's forms both hold besides their own texts (PRODUCT 24): the publish
// window as local date-times, the target countries and the active switch; and how the values are
// checked with the API's own schema, so the form shows the server's messages word for word, in the
// page's language once the form has loaded the schema's catalog.
import { z } from 'zod';
import { fromDateTimeLocal, toDateTimeLocal } from '../../lib/datetime-local';
import { localize } from '../../lib/i18n';

const CAMPAIGN_FIELDS = {
  publishedAt: z.string(),
  expireAt: z.string(),
  counties: z.array(z.string()),
  isActive: z.boolean(),
};

export type CampaignFormFields = z.infer<z.ZodObject<typeof CAMPAIGN_FIELDS>>;

/** The stored campaign's shared fields, as the API answers them. */
interface StoredCampaign {
  publishedAt: string;
  expireAt: string | null;
  counties: string[];
  isActive: boolean;
}

/**
 * A campaign form's schema: `texts` are inputs held as typed, beside the shared fields. The values
 * become the API's body (dates as instants, then `toInput`'s own conversions) and are checked with
 * `apiSchema`, whose messages land under the same field names the inputs use.
 */
export function campaignFormSchema<Text extends string, Body>(
  texts: readonly Text[],
  apiSchema: z.ZodType<Body>,
  toInput: (values: Record<Text, string> & CampaignFormFields) => object,
) {
  const textFields = Object.fromEntries(texts.map((name) => [name, z.string()])) as Record<
    Text,
    z.ZodString
  >;
  return z.object({ ...textFields, ...CAMPAIGN_FIELDS }).transform((parsed, ctx) => {
    // Zod cannot name the keys of a generic shape; they are exactly these.
    const values = parsed as Record<Text, string> & CampaignFormFields;
    const result = apiSchema.safeParse({
      ...values,
      publishedAt: fromDateTimeLocal(values.publishedAt),
      expireAt: fromDateTimeLocal(values.expireAt),
      ...toInput(values),
    });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: localize(issue.message), path: issue.path });
    }
    return z.NEVER;
  });
}

function pick<T extends object, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = source[key];
  return picked;
}

/** A new campaign's form: empty texts, published now, no expiry, every country. */
export function newCampaignFormValues<Text extends string>(
  texts: readonly Text[],
  isActive: boolean,
  now: Date,
) {
  const blank = Object.fromEntries(texts.map((name) => [name, ''])) as Record<Text, string>;
  return { ...blank, publishedAt: toDateTimeLocal(now), expireAt: '', counties: [], isActive };
}

/** A stored campaign as its form holds it: the `texts` as they are, dates as local date-times. */
export function campaignFormValuesOf<Campaign extends StoredCampaign, Text extends keyof Campaign>(
  campaign: Campaign,
  texts: readonly Text[],
) {
  return {
    ...pick(campaign, texts),
    publishedAt: toDateTimeLocal(campaign.publishedAt),
    expireAt: campaign.expireAt ? toDateTimeLocal(campaign.expireAt) : '',
    counties: [...campaign.counties],
    isActive: campaign.isActive,
  };
}

/** A stored campaign as its request body: the `fields` as they are, dates as Date. */
export function campaignBodyOf<Campaign extends StoredCampaign, Field extends keyof Campaign>(
  campaign: Campaign,
  fields: readonly Field[],
) {
  return {
    ...pick(campaign, fields),
    publishedAt: new Date(campaign.publishedAt),
    // A promotion always expires, an ad may not: the body's type says which.
    expireAt: (campaign.expireAt === null
      ? null
      : new Date(campaign.expireAt)) as Campaign['expireAt'] extends string ? Date : Date | null,
    counties: [...campaign.counties],
    isActive: campaign.isActive,
  };
}
