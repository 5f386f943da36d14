// The badge texts (PRODUCT 15), apart from the schemas so that a screen showing them does not load
// zod.

export const BADGE_MESSAGES = {
  notFound: 'Badge not found',
  invalidId: 'Invalid badge id',
  notYours: 'You can only share your own badges',
  notYoursToCelebrate: 'You can only celebrate your own badges',
  emptyList: 'No badges earned yet. Keep spreading positivity to earn badges!',
  shared: 'Badge shared!',
} as const;
