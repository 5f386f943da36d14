// The texts of the account settings page (PRODUCT 11.3–11.7) that only the client shows: its
// heading, the cards' titles, the password and email forms and the language row. The answers and
// the sections with their own contract texts (sessions, export, deletion) are in the contract's
// catalogs. Translations: account-messages.<locale>.ts.
import { defineCatalog } from '../../../contract/i18n/catalog';

const ACCOUNT_MESSAGES = {
  pageTitle: 'Account settings',
  signedInAs: 'Signed in as {email}',
  usernameTitle: 'Username',
  digestTitle: 'Weekly digest',
  twoFactorTitle: 'Two-factor sign-in',
  passwordTitle: 'Change password',
  passwordDescription: 'You stay signed in here; every other device is signed out.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  changePassword: 'Change password',
  emailTitle: 'Change email',
  emailDescription: 'We mail a link to the new address; your email changes when you follow it.',
  emailDescriptionUnconfirmed:
    'Not your address, or a typo? Enter the right one: we mail the confirmation link there instead.',
  yourEmail: 'Your email: {email}',
  notConfirmed: '(not confirmed yet)',
  waitingFor: 'Waiting for you to follow the link sent to {email}.',
  newEmail: 'New email',
  sendLink: 'Send confirmation link',
  languageTitle: 'Language',
  languageDescription:
    'The language Kindly speaks to you in: on every device you sign in on, and in the emails we send you.',
  languageLabel: 'Language',
  saveLanguage: 'Save language',
} as const;

export const accountCatalog = defineCatalog('account-messages', ACCOUNT_MESSAGES, {
  es: () => import('./account-messages.es'),
  fr: () => import('./account-messages.fr'),
  de: () => import('./account-messages.de'),
  'pt-BR': () => import('./account-messages.pt-BR'),
  ar: () => import('./account-messages.ar'),
});
