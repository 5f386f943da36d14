// The promotions' limits and texts (PRODUCT 7, 24), apart from the schemas so that /gift does
// not load zod to say a promotion was not found. Translations: promotion-messages.<locale>.ts
// (docs/I18N.md).
import { defineCatalog } from './i18n/catalog';

export const PROMOTION_LIMITS = {
  serviceProviderName: { min: 2, max: 100 },
  discountTitle: { min: 5, max: 150 },
  discountDescription: { min: 10, max: 500 },
  discountCode: { min: 3, max: 50 },
} as const;

const { serviceProviderName, discountTitle, discountDescription, discountCode } = PROMOTION_LIMITS;

/** Every text as one flat catalog; PROMOTION_MESSAGES groups the length messages by field. */
const PROMOTION_TEXTS = {
  serviceProviderNameTooShort: `Service provider name must be at least ${serviceProviderName.min} characters`,
  serviceProviderNameTooLong: `Service provider name must not exceed ${serviceProviderName.max} characters`,
  discountTitleTooShort: `Discount title must be at least ${discountTitle.min} characters`,
  discountTitleTooLong: `Discount title must not exceed ${discountTitle.max} characters`,
  discountDescriptionTooShort: `Discount description must be at least ${discountDescription.min} characters`,
  discountDescriptionTooLong: `Discount description must not exceed ${discountDescription.max} characters`,
  discountCodeTooShort: `Discount code must be at least ${discountCode.min} characters`,
  discountCodeTooLong: `Discount code must not exceed ${discountCode.max} characters`,
  websiteUrlInvalid: 'Please provide a valid website URL',
  publishedAtRequired: 'Please select a published date',
  expireAtRequired: 'Please select an expiry date',
  expireAfterPublished: 'Expiry date must be after the published date',
  isActiveInvalid: 'Active must be true or false',
  notFound: 'Promotion not found',
} as const;

export const PROMOTION_MESSAGES = {
  serviceProviderName: {
    tooShort: PROMOTION_TEXTS.serviceProviderNameTooShort,
    tooLong: PROMOTION_TEXTS.serviceProviderNameTooLong,
  },
  discountTitle: {
    tooShort: PROMOTION_TEXTS.discountTitleTooShort,
    tooLong: PROMOTION_TEXTS.discountTitleTooLong,
  },
  discountDescription: {
    tooShort: PROMOTION_TEXTS.discountDescriptionTooShort,
    tooLong: PROMOTION_TEXTS.discountDescriptionTooLong,
  },
  discountCode: {
    tooShort: PROMOTION_TEXTS.discountCodeTooShort,
    tooLong: PROMOTION_TEXTS.discountCodeTooLong,
  },
  websiteUrlInvalid: PROMOTION_TEXTS.websiteUrlInvalid,
  publishedAtRequired: PROMOTION_TEXTS.publishedAtRequired,
  expireAtRequired: PROMOTION_TEXTS.expireAtRequired,
  expireAfterPublished: PROMOTION_TEXTS.expireAfterPublished,
  isActiveInvalid: PROMOTION_TEXTS.isActiveInvalid,
  notFound: PROMOTION_TEXTS.notFound,
} as const;

export const promotionCatalog = defineCatalog('promotion-messages', PROMOTION_TEXTS, {
  es: () => import('./promotion-messages.es'),
  fr: () => import('./promotion-messages.fr'),
  de: () => import('./promotion-messages.de'),
  'pt-BR': () => import('./promotion-messages.pt-BR'),
  ar: () => import('./promotion-messages.ar'),
});
