// The texts of two-factor sign-in (PRODUCT 11.7), apart from the schemas so screens can show them
// without loading zod. Translations: two-factor-messages.<locale>.ts.
import { defineCatalog } from './i18n/catalog';

const TWO_FACTOR_TEXTS = {
  sectionDescription:
    'A code from an authenticator app on your phone, asked after your password when you log in.',
  statusOn: 'Two-factor sign-in is on.',
  statusOff: 'Two-factor sign-in is off.',
  turnOn: 'Turn on two-factor sign-in',
  turnOff: 'Turn off',
  newRecoveryCodes: 'New recovery codes',
  setupTitle: 'Set up two-factor sign-in',
  setupPasswordStep: 'Enter your password to begin.',
  scanStep:
    'Scan this QR code with an authenticator app (such as 1Password, Google Authenticator or Aegis), then enter the 6-digit code it shows.',
  manualKeyLabel: 'Or type this key into the app',
  qrAlt: 'QR code for your authenticator app',
  codeLabel: 'Code from your app',
  recoveryCodeLabel: 'Recovery code',
  codeInvalid: 'Enter the 6-digit code from your app',
  recoveryCodeInvalid: 'Enter one of your recovery codes',
  codeOrRecoveryCode: 'Enter a code from your app or a recovery code',
  wrongCode: 'That code is not right. Check the time on your phone and try again.',
  codeUsed: 'That code was already used. Wait for the next one and try again.',
  wrongRecoveryCode: 'That recovery code is not right or was already used.',
  wrongPassword: 'Your password is not right.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on for this account.',
  noSetup: 'Start the set-up again: no set-up is waiting.',
  challengeExpired: 'Your sign-in took too long. Please log in again.',
  enabledTitle: 'Two-factor sign-in is on',
  recoveryCodesTitle: 'Your recovery codes',
  recoveryCodesHelp:
    'Each code opens your account once if you lose your phone. Keep them somewhere safe: they are shown only now.',
  recoveryCodesSaved: 'I have saved my codes',
  recoveryCodesRenewed: 'New recovery codes made; the old ones no longer work.',
  disabled: 'Two-factor sign-in is off.',
  disableTitle: 'Turn off two-factor sign-in',
  disableHelp: 'Enter your password and a code from your app (or a recovery code).',
  regenerateTitle: 'Make new recovery codes',
  regenerateHelp: 'Enter your password and a code from your app. Your old codes will stop working.',
  codeStepTitle: 'Two-factor sign-in',
  codeStepHelp: 'Enter the 6-digit code from your authenticator app.',
  recoveryStepHelp: 'Enter one of the recovery codes you saved when you turned this on.',
  useRecoveryCode: 'Use a recovery code instead',
  useAppCode: 'Use a code from your app instead',
  verify: 'Verify',
  startOver: 'Start over',
  enrolTitle: 'Admins sign in with two factors',
  enrolHelp:
    'Every admin needs two-factor sign-in. Set it up now to reach the dashboard: it takes a minute.',
  continueToDashboard: 'Continue to the dashboard',
  /** An admin session opened with a password alone, where admins need two factors (PRODUCT 11.7). */
  adminSecondFactorDue:
    'Admins sign in with two factors. Confirm your second factor, or set one up, to reach the admin screens.',
  confirmTitle: 'Confirm it is you',
  confirmHelp:
    'Your session was opened with your password alone. Enter a code from your authenticator app to reach the admin screens.',
  setupForAdminHelp:
    'Your session was opened with your password alone, and every admin now needs two-factor sign-in. Set it up to reach the admin screens.',
  confirmed: 'Second factor confirmed',
  stepFailedTitle: 'Could not verify',
  oneMoreStepTitle: 'One more step',
  oneMoreStepCode: 'Enter the code from your authenticator app.',
  oneMoreStepEnrol: 'Set up two-factor sign-in to continue.',
  /** The subject of the mail sent when a recovery code opened the account. */
  recoveryCodeUsed: 'A recovery code was used on your {site} account',
  resetDone: 'Two-factor sign-in was reset. The admin sets it up again at their next log-in.',
  // A member's, or an admin's where admins may go without it (ADMIN_TWO_FACTOR=optional).
  resetDonePasswordOnly:
    'Two-factor sign-in was reset. The account signs in with its password alone until two-factor sign-in is turned on again.',
  resetSelf: 'Use your account settings to change your own two-factor sign-in.',
  // The admin users table's reset of another account (PRODUCT 8, 11.7).
  reset: 'Reset two-factor',
  resetTitle: 'Reset two-factor sign-in of this account?',
  resetDescription:
    'Its authenticator key and recovery codes are cleared and every session of the account ends. It then signs in with its password alone until two-factor sign-in is set up again; an admin must set it up again at their next log-in when it is required.',
  resetToast: 'Two-factor sign-in reset',
  resetFailed: 'Could not reset two-factor sign-in',
  // The screens' own words around the fields.
  passwordLabel: 'Password',
  continue: 'Continue',
  preparingQrCode: 'Preparing your QR code…',
  loading: 'Loading…',
} as const;

export const TWO_FACTOR_MESSAGES = {
  ...TWO_FACTOR_TEXTS,
  recoveryCodeUsedSubject: (site: string) =>
    TWO_FACTOR_TEXTS.recoveryCodeUsed.replace('{site}', site),
};

export const twoFactorCatalog = defineCatalog('two-factor-messages', TWO_FACTOR_TEXTS, {
  es: () => import('./two-factor-messages.es'),
  fr: () => import('./two-factor-messages.fr'),
  de: () => import('./two-factor-messages.de'),
  'pt-BR': () => import('./two-factor-messages.pt-BR'),
  ar: () => import('./two-factor-messages.ar'),
});
