// The ads' texts (PRODUCT 17, 24), apart from the schemas so that a screen showing them does not
// load zod: the form's and the API's messages, which the client and the server both show.
// Translations: ad-messages.<locale>.ts (docs/I18N.md).
import {
  AD_FREQUENCY_CAP_MIN,
  AD_NAME_MAX_LENGTH,
  AD_NAME_MIN_LENGTH,
  AD_VIEW_LIMIT_MIN,
} from './constants';
import { defineCatalog } from './i18n/catalog';

export const AD_MESSAGES = {
  nameTooShort: `Name must be at least ${AD_NAME_MIN_LENGTH} characters`,
  nameTooLong: `Name must not exceed ${AD_NAME_MAX_LENGTH} characters`,
  categoryRequired: 'Please select a category',
  redirectUrlInvalid: 'Please provide a valid URL',
  publishedAtRequired: 'Please select a published date',
  expireAtInvalid: 'Please select a valid expiry date',
  expireAfterPublished: 'Expiry date must be after the published date',
  viewLimitInvalid: `View limit must be a whole number of at least ${AD_VIEW_LIMIT_MIN}`,
  frequencyCapInvalid: `Frequency cap must be empty (no cap) or a whole number of at least ${AD_FREQUENCY_CAP_MIN} view per visitor a day`,
  isActiveInvalid: 'Active must be true or false',
  imageRequired: 'Please select an image file',
  imageNotWebp: 'Only WEBP images are supported. Please upload a WEBP (≤500KB).',
  imageTooLarge: 'File size must be ≤500KB. Please compress your image.',
  notFound: 'Ad not found',
  placementInvalid: 'Placement must be homepage, feed or footer',
} as const;

export const adCatalog = defineCatalog('ad-messages', AD_MESSAGES, {
  es: () => import('./ad-messages.es'),
  fr: () => import('./ad-messages.fr'),
  de: () => import('./ad-messages.de'),
  'pt-BR': () => import('./ad-messages.pt-BR'),
  ar: () => import('./ad-messages.ar'),
});
