// The users and admins screens' texts (PRODUCT 8, 24): the users tables, a user's details, the
// suspension and account dialogs, the create-admin form and their toasts. Translations:
// admin-users-messages.<locale>.ts (docs/I18N.md).
import { defineCatalog, type PlainTexts } from '../../../contract/i18n/catalog';

const ADMIN_USERS_MESSAGES = {
  usersTitle: 'Users',
  usersDescription:
    "Open a user's details to see their activity or send a message, suspend a member, end a user's sessions or anonymise an account.",
  id: 'ID',
  username: 'Username',
  email: 'Email',
  registrationDate: 'Registration Date',
  lastLogin: 'Last Login',
  lastActive: 'Last Active',
  never: 'Never',
  karma: 'Karma',
  karmaPoints: 'Karma Points',
  role: 'Role',
  admin: 'Admin',
  user: 'User',
  details: 'Details',
  detailsFor: 'Details for {name}',
  liftSuspension: 'Lift Suspension',
  liftSuspensionOf: 'Lift the suspension of {name}',
  suspend: 'Suspend',
  suspendName: 'Suspend {name}',
  endSessionsOf: 'End every session of {name}',
  resetTwoFactorOf: 'Reset two-factor sign-in of {name}',
  anonymiseName: 'Anonymise {name}',
  /** An account action's dialog: whose account, then what the action does. */
  accountAction: '{name}: {description}',
  suspendedUntil: 'Suspended until {date}',
  suspendedIndefinitely: 'Suspended until further notice',

  suspendTitle: 'Suspend this member?',
  suspendDescription:
    '{name} will not be able to submit, thank or report until the suspension ends, and nobody is given their compliments meanwhile.',
  suspendFor: 'Suspend for',
  reasonKept: 'Kept in the moderation log.',
  memberSuspended: 'Member suspended',
  suspendFailed: 'Failed to suspend the member',
  suspensionLifted: 'Suspension lifted',
  liftFailed: 'Failed to lift the suspension',

  registeredTitle: 'Registered Users',
  registeredDescription: 'Everyone with an account.',
  accountCount: {
    one: '{count} account, newest first.',
    other: '{count} accounts, newest first.',
  },
  registeredEmpty: 'New accounts appear here as people join.',

  userDetails: 'User Details',
  userInformation: 'User Information',
  statistics: 'Statistics',
  loadingStatistics: 'Loading statistics…',
  statisticsError: 'Could not load the statistics: {reason}',
  submittedCount: 'Compliments submitted',
  receivedCount: 'Compliments received',
  lastSubmitted: 'Last compliment submitted',
  lastReceived: 'Last compliment received',
  sendMessageTitle: 'Send Message to User',
  message: 'Message',
  messagePlaceholder: "Write a kind note; it appears in their profile's Messages.",
  send: 'Send',
  sentTo: 'Sent to {name}.',

  createTitle: 'Create Admin User',
  createDescription: 'The new admin signs in at the admin login with this email and password.',
  usernameEmail: 'Username (email)',
  usernamePlaceholder: 'new.admin@example.com',
  password: 'Password',
  passwordHint: 'At least 6 characters.',
  createAdmin: 'Create Admin',
  canSignIn: '{name} can now sign in.',
  currentAdmins: 'Current Admins',
  adminCount: { one: '{count} admin', other: '{count} admins' },
  loading: 'Loading…',
  loadingAdmins: 'Loading admins…',
  joined: 'joined {date}',
} as const;

/** The catalog's plain texts (not the plurals) in whichever language is loaded. */
export type AdminUsersTexts = PlainTexts<typeof ADMIN_USERS_MESSAGES>;

export const adminUsersCatalog = defineCatalog('admin-users-messages', ADMIN_USERS_MESSAGES, {
  es: () => import('./admin-users-messages.es'),
  fr: () => import('./admin-users-messages.fr'),
  de: () => import('./admin-users-messages.de'),
  'pt-BR': () => import('./admin-users-messages.pt-BR'),
  ar: () => import('./admin-users-messages.ar'),
});
