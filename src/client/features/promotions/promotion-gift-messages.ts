// What /gift tells the visitor around a promotion (PRODUCT 7, 18); the provider's name, offer and
// code are the sponsor's and stay as written. Translations: promotion-gift-messages.<locale>.ts
// (docs/I18N.md).
import { defineCatalog } from '../../../contract/i18n/catalog';

const PROMOTION_GIFT_MESSAGES = {
  noPromotionsTitle: 'No Promotions Available',
  noPromotionsText:
    'There are no active promotions for your region right now. Please check back soon.',
  linkEndedText: 'This offer may have ended or been removed. There are more waiting for you.',
  discoverAnother: 'Discover Another Compliment',
  loadError: 'Error loading your gift',
  loading: 'Loading your gift…',
  codeCopied: 'Compliment Code Copied!',
  codeCopiedText: 'Paste {code} at checkout.',
  expired: 'Expired',
  shining: 'Currently Shining',
  yourCode: 'Your code',
  copyCode: 'Copy code {code}',
  copy: 'Copy',
  expiredOn: 'Expired on {date}',
  validUntil: 'Valid until {date}',
  statistics: 'Promotion statistics',
  views: 'Views',
  claims: 'Claims',
  getMyBoost: 'Get My Boost',
  opensInNewTab: ' (opens in a new tab)',
} as const;

export const promotionGiftCatalog = defineCatalog(
  'promotion-gift-messages',
  PROMOTION_GIFT_MESSAGES,
  {
    es: () => import('./promotion-gift-messages.es'),
    fr: () => import('./promotion-gift-messages.fr'),
    de: () => import('./promotion-gift-messages.de'),
    'pt-BR': () => import('./promotion-gift-messages.pt-BR'),
    ar: () => import('./promotion-gift-messages.ar'),
  },
);
