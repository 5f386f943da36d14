// The texts of confirming an address and of the settings page's password and email parts
// (PRODUCT 11.2, 11.3), apart from the schemas so that the banner can show them without zod.
// Translations: account-settings-messages.<locale>.ts.
import { defineCatalog } from './i18n/catalog';

/** How long a mailed confirmation link works (DECISIONS 57). */
export const EMAIL_CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * How long the link in the notice to the old address works: it cancels a change still waiting, or
 * takes back one already made (SECURITY A25).
 */
export const EMAIL_CHANGE_CANCEL_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const EMAIL_CONFIRMATION_MESSAGES = {
  /** The one answer of every action that waits for a confirmed address (SECURITY A16). */
  confirmFirst: 'Please confirm your email address first.',
  bannerTitle: 'Please confirm your email address',
  bannerText:
    'You can read everything already. To share compliments, thank, report, choose a username or get the weekly digest, follow the link we mailed you.',
  linkInvalid: 'This confirmation link is invalid or has expired.',
  linkInvalidHint:
    'Confirmation links work once, for 24 hours, and only the newest one you asked for.',
  addressTaken: 'Another account now uses this address, so it cannot become yours.',
  confirmed: 'Your email address is confirmed.',
  confirming: 'Confirming your email address…',
  resendAnswer: 'If your address still needs confirming, a new link is on its way.',
  resendFailed: 'Could not send a new link',
  // The banner and the link's page.
  bannerSentTo: 'We sent a link to {email}.',
  resend: 'Resend',
  changeEmail: 'Change email',
  /** `logIn` is a link to the log-in page. */
  logInForLink: '{logIn} to ask for a new link.',
  logIn: 'Log in',
  confirmedText:
    'You can now share compliments, thank, report, choose a username and get the weekly digest.',
  home: 'Home',
} as const;

export const ACCOUNT_SETTINGS_MESSAGES = {
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'That is not your current password',
  passwordChanged: 'Password changed. Your other sessions have been signed out.',
  passwordChangeFailed: 'Could not change your password',
  sameEmail: 'That is already your email address',
  emailChangeAnswer:
    'Check the inbox of the new address: your email changes when you follow the link there.',
  emailChangeFailed: 'Could not change your email',
  /** Asking for the account's own address while a change waits cancels the change. */
  emailKept: 'Your email address stays as it is; the change waiting for its link is cancelled.',
  /** Asking for the account's own address while it is unconfirmed mails a fresh link to it. */
  ownAddressLinkSent: 'A new confirmation link is on its way to your address.',
  pendingCancelled: 'The change of address is cancelled.',
  noPendingChange: 'No change of address is waiting.',
  cancelChange: 'Cancel change',
  cancelChangeFailed: 'Could not cancel the change',
  cancelLinkInvalid: 'This link is invalid or has expired.',
  cancelLinkHint:
    'The link in the notice works for 7 days. If someone else changed your address, reset your password from the log-in page.',
  cancelling: 'Cancelling the change of address…',
  changeCancelled: 'The change of address is cancelled and every session of the account has ended.',
  changeTakenBack: 'Your email address is yours again and every session of the account has ended.',
  changeNotTakenBack:
    'Every session of the account has ended, but another account now uses your old address, so it could not be given back.',
  cancelAdvice:
    'If you did not ask for the change, someone may know your password: choose a new one now.',
  chooseNewPassword: 'Choose a new password',
} as const;

/** Both objects' texts: one catalog, since the banner, the link pages and the settings read both. */
const ACCOUNT_SETTINGS_CATALOG_EN = {
  ...EMAIL_CONFIRMATION_MESSAGES,
  ...ACCOUNT_SETTINGS_MESSAGES,
} as const;

export const accountSettingsCatalog = defineCatalog(
  'account-settings-messages',
  ACCOUNT_SETTINGS_CATALOG_EN,
  {
    es: () => import('./account-settings-messages.es'),
    fr: () => import('./account-settings-messages.fr'),
    de: () => import('./account-settings-messages.de'),
    'pt-BR': () => import('./account-settings-messages.pt-BR'),
    ar: () => import('./account-settings-messages.ar'),
  },
);
