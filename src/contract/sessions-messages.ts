// The texts of the account settings' Sessions section (PRODUCT 11.4), apart from the schemas so
// that the section does not load zod.

export const SESSIONS_MESSAGES = {
  description:
    'Where your account is signed in. Times of use are updated about once an hour, so a session used a moment ago may show an earlier time.',
  thisDevice: 'This device',
  activeNow: 'Active within the last hour',
  lastUsed: 'Last used',
  signedIn: 'Signed in',
  unknownBrowser: 'Unknown browser',
  unknownSystem: 'unknown system',
  endSession: 'End session',
  endOthers: 'End all other sessions',
  onlyThisDevice: 'You are signed in on this device only.',
  currentHint: 'To end the session on this device, use Log out.',
  sessionEnded: 'Session ended',
  othersEnded: 'All other sessions ended',
  endFailed: 'Could not end the session',
  loadFailed: 'Could not load your sessions',
  notFound: 'That session is not one of yours, or it has already ended',
} as const;
