// The promotions' limits and texts (PRODUCT 7, 24), apart from the schemas so that /gift does
// not load zod to say a promotion was not found.

export const PROMOTION_LIMITS = {
  serviceProviderName: { min: 2, max: 100 },
  discountTitle: { min: 5, max: 150 },
  discountDescription: { min: 10, max: 500 },
  discountCode: { min: 3, max: 50 },
} as const;

const bounds = (label: string, { min, max }: { min: number; max: number }) => ({
  tooShort: `${label} must be at least ${min} characters`,
  tooLong: `${label} must not exceed ${max} characters`,
});

export const PROMOTION_MESSAGES = {
  serviceProviderName: bounds('Service provider name', PROMOTION_LIMITS.serviceProviderName),
  discountTitle: bounds('Discount title', PROMOTION_LIMITS.discountTitle),
  discountDescription: bounds('Discount description', PROMOTION_LIMITS.discountDescription),
  discountCode: bounds('Discount code', PROMOTION_LIMITS.discountCode),
  websiteUrlInvalid: 'Please provide a valid website URL',
  publishedAtRequired: 'Please select a published date',
  expireAtRequired: 'Please select an expiry date',
  expireAfterPublished: 'Expiry date must be after the published date',
  isActiveInvalid: 'Active must be true or false',
  notFound: 'Promotion not found',
} as const;
