// The Share menu's and the share grid's texts, and what a share says when it went out (PRODUCT 5).
// The networks keep their own names. Translations: sharing-messages.<locale>.ts (docs/I18N.md).
import { defineCatalog } from '../../../contract/i18n/catalog';

const SHARING_MESSAGES = {
  share: 'Share',
  shareViaDevice: 'Share via device…',
  copyQuote: 'Copy quote',
  copyLinkAndText: 'Copy link and text',
  shareOn: 'Share on',
  sharedTitle: 'Shared!',
  popupBlockedTitle: 'Pop-up blocked',
  popupBlocked: 'Please allow pop-ups for this site and try again.',
} as const;

export const sharingCatalog = defineCatalog('sharing-messages', SHARING_MESSAGES, {
  es: () => import('./sharing-messages.es'),
  fr: () => import('./sharing-messages.fr'),
  de: () => import('./sharing-messages.de'),
  'pt-BR': () => import('./sharing-messages.pt-BR'),
  ar: () => import('./sharing-messages.ar'),
});
