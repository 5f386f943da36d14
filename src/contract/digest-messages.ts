// The weekly digest's texts and its link's token shape (PRODUCT 20.2), apart from the schemas so
// that the profile's switch and the unsubscribe page do not load zod.

export const DIGEST_MESSAGES = {
  optedIn: 'Weekly digest on',
  optedOut: 'Weekly digest off',
  settingFailed: 'Could not save your digest setting',
  invalidLink: 'This unsubscribe link is not valid',
  unsubscribed: 'You are unsubscribed from the weekly digest',
  unsubscribeFailed: 'Could not unsubscribe',
} as const;

/** The switch's label and the line under it on the profile. */
export const DIGEST_LABELS = {
  setting: 'Weekly email digest',
  description: 'Once a week, an email with the thanks your compliments received.',
} as const;

/** A signed token names its member: `<id>.<HMAC-SHA256 in base64url>` (SECURITY C9). */
export const UNSUBSCRIBE_TOKEN_PATTERN = /^[1-9][0-9]{0,9}\.[A-Za-z0-9_-]{43}$/;
