// Every catalog of the contract: the texts the server may answer with (its messages, the schemas'
// messages), which it translates into the request's language (server/i18n.ts), and which the
// catalog checks walk.
import { accountDeletionCatalog } from '../account-deletion-messages';
import { accountSettingsCatalog } from '../account-settings-messages';
import { adCatalog } from '../ad-messages';
import { badgeCatalog } from '../badge-messages';
import { badgeNamesCatalog } from '../badge-names-messages';
import { complimentCatalog } from '../compliment-messages';
import { complimentLanguageCatalog } from '../compliment-language-messages';
import { dataExportCatalog } from '../data-export-messages';
import { digestCatalog } from '../digest-messages';
import { messagesCatalog } from '../messages';
import { moderationCatalog } from '../moderation-messages';
import { passkeyCatalog } from '../passkey-messages';
import { promotionCatalog } from '../promotion-messages';
import { pushCatalog } from '../push-messages';
import { sessionsCatalog } from '../sessions-messages';
import { twoFactorCatalog } from '../two-factor-messages';
import { usernameCatalog } from '../username-messages';
import type { Catalog } from './catalog';

export const CONTRACT_CATALOGS: readonly Catalog[] = [
  accountDeletionCatalog,
  accountSettingsCatalog,
  adCatalog,
  badgeCatalog,
  badgeNamesCatalog,
  complimentCatalog,
  complimentLanguageCatalog,
  dataExportCatalog,
  digestCatalog,
  messagesCatalog,
  moderationCatalog,
  passkeyCatalog,
  promotionCatalog,
  pushCatalog,
  sessionsCatalog,
  twoFactorCatalog,
  usernameCatalog,
];
