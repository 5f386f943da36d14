// The texts of passkeys (PRODUCT 11.8), apart from the schemas so the settings section and the
// sign-in button can show them without loading zod. Translations: passkey-messages.<locale>.ts.
import { defineCatalog } from './i18n/catalog';

export const PASSKEY_MESSAGES = {
  // The settings section.
  title: 'Passkeys',
  description:
    'Sign in with your fingerprint, your face or your screen lock instead of your password. A passkey stays on your device or in your password manager; Kindly keeps only its public half.',
  none: 'You have no passkeys yet.',
  listLabel: 'Your passkeys',
  loadFailed: 'Could not load your passkeys',
  addedOn: 'Added {date}',
  lastUsedOn: 'Last used {date}',
  notUsedYet: 'Not used yet',
  synced: 'Synced',
  syncedHint: 'Kept by your password manager on every device it syncs to.',
  oneDevice: 'This device only',
  add: 'Add a passkey',
  addTitle: 'Add a passkey',
  addHelp: 'Enter your password to add a passkey to your account.',
  addHelpTwoFactor:
    'Enter your password, or a code from your authenticator app, to add a passkey to your account.',
  passwordLabel: 'Password',
  continue: 'Continue',
  useCode: 'Use a code from your app instead',
  usePassword: 'Use your password instead',
  addDone: 'Passkey added',
  addDoneText: 'You can sign in with it next time. Rename it so you can tell your passkeys apart.',
  addFailed: 'Could not add the passkey',
  rename: 'Rename',
  /** The Rename button's name for screen readers, which hear it apart from its row. */
  renameLabel: 'Rename: {name}',
  renameTitle: 'Rename passkey',
  nameLabel: 'Name',
  nameHint: 'So you can tell your passkeys apart, such as “Work laptop”.',
  save: 'Save',
  renamed: 'Passkey renamed',
  renameFailed: 'Could not rename the passkey',
  remove: 'Remove',
  removeLabel: 'Remove: {name}',
  removeTitle: 'Remove this passkey?',
  removeHelp:
    'It stops signing you in at once. Enter your password to remove it; you stay signed in here.',
  removeHelpTwoFactor:
    'It stops signing you in at once. Enter your password, or a code from your authenticator app, to remove it; you stay signed in here.',
  removed: 'Passkey removed',
  removeFailed: 'Could not remove the passkey',
  /** Said by the browser's passkey list too: the member's devices may keep a removed one. */
  removedNote:
    'Your device may still offer it; it no longer works on Kindly and you can delete it there.',
  // Signing in.
  signIn: 'Sign in with a passkey',
  or: 'or',
  signInFailedTitle: 'Could not sign in with a passkey',
  signInRefused: 'That passkey did not work. Try again, or log in with your password.',
  cancelled: 'No passkey was chosen. Try again when you are ready.',
  notSupported: 'This browser cannot use passkeys. Log in with your password instead.',
  cannotAddHere: 'This browser cannot make passkeys. Add one from another browser or device.',
  // Confirming it is you (the admin screens' step-up).
  confirm: 'Confirm with a passkey',
  confirmed: 'Confirmed with your passkey',
  confirmFailedTitle: 'Could not confirm with a passkey',
  noneToConfirm: 'You have no passkeys yet. Add one in your account settings first.',
  confirmRefused: 'That passkey could not confirm it is you. Try again, or use another one.',
  // Refusals the server gives.
  challengeExpired: 'That took too long. Please try again.',
  registrationRefused: 'That passkey could not be added. Please try again.',
  alreadyAdded: 'That passkey is already on your account.',
  tooMany: 'You have 20 passkeys, the most an account can hold. Remove one to add another.',
  notFound: 'That passkey is not one of yours, or it was already removed.',
  passwordOrCode: 'Enter your password or a code from your app',
  nameRequired: 'Please enter a name',
  nameTooLong: 'Name must be at most 64 characters',
  /** A new passkey's name when the browser names neither itself nor its system. */
  defaultName: 'Passkey',
  answerInvalid: 'The passkey’s answer could not be read. Please try again.',
} as const;

export const passkeyCatalog = defineCatalog('passkey-messages', PASSKEY_MESSAGES, {
  es: () => import('./passkey-messages.es'),
  fr: () => import('./passkey-messages.fr'),
  de: () => import('./passkey-messages.de'),
  'pt-BR': () => import('./passkey-messages.pt-BR'),
  ar: () => import('./passkey-messages.ar'),
});
