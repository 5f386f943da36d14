// The mails about an account (PRODUCT 11, 12): confirming an address, a reset link, a change of
// address told to the old one, a recovery code used. Each body is one text, so every language
// lays its lines out its own way around the link. Translations: account-mail-messages.<locale>.ts.
import { defineCatalog } from '../../../contract/i18n/catalog';

const ACCOUNT_MAIL_MESSAGES = {
  confirmSubject: 'Confirm your email address for {site}',
  confirmBody:
    'Hello,\n\nPlease confirm that this address belongs to your {site} account.\nOpen this link within 24 hours:\n\n{link}\n\nIf you did not ask for a {site} account, ignore this mail: nothing changes.',
  /** To an admin account another admin made (PRODUCT 11.2): they did not ask, and are told why. */
  adminConfirmBody:
    'Hello,\n\nAn admin of {site} made an admin account for you with this address.\nPlease confirm that the address is yours. Open this link within 24 hours:\n\n{link}\n\nYou can already sign in at {adminLogin} with the password the admin gave you; sharing compliments and thanking wait for this link.\n\nIf you do not know why you received this, ignore this mail: the address stays unconfirmed.',
  resetSubject: 'Reset your {site} password',
  resetBody:
    'Hello,\n\nSomeone asked to reset the password of your {site} account.\nOpen this link within one hour to choose a new password:\n\n{link}\n\nIf it was not you, ignore this mail: your password stays as it is.',
  emailChangeSubject: 'A new email address was asked for your {site} account',
  emailChangeBody:
    'Hello,\n\nSomeone signed in to your {site} account asked to change its email address.\nThe address changes only when the link mailed to the new address is followed;\nuntil then this address stays the account’s.\n\nIf this was not you, open this link within 7 days. It cancels the change, or gives\nthis address back if the change was already made, and signs out every session:\n\n{link}\n\nThen choose a new password from the log-in page,\n{forgotPassword}.',
  recoveryCodeSubject: 'A recovery code was used on your {site} account',
  recoveryCodeBody:
    'Hello,\n\nOne of your {site} recovery codes was just used on your account. Each code works once.\n\nIf this was you, nothing more is needed; you can make new codes in your account settings. If it was not you, change your password now and make new recovery codes.\n\n{site}',
} as const;

export const accountMailCatalog = defineCatalog('account-mail-messages', ACCOUNT_MAIL_MESSAGES, {
  es: () => import('./account-mail-messages.es'),
  fr: () => import('./account-mail-messages.fr'),
  de: () => import('./account-mail-messages.de'),
  'pt-BR': () => import('./account-mail-messages.pt-BR'),
  ar: () => import('./account-mail-messages.ar'),
});
