// The words of the account screens without a nav bar (PRODUCT 2, 8, 12): logging in, registering,
// the password reset, the admin door, and the username on the profile. Translations:
// auth-messages.<locale>.ts beside this file.
import { defineCatalog } from '../../../contract/i18n/catalog';

const AUTH_MESSAGES = {
  // The pages' titles, headings and footers.
  loginPageTitle: 'Log in',
  loginTitle: 'Welcome back',
  loginDescription: 'Log in to see your compliments, karma and badges.',
  loginQuestion: 'New to the community?',
  register: 'Register',
  registerTitle: 'Create your account',
  registerDescription: 'Share compliments, thank their authors, and collect karma and badges.',
  registerQuestion: 'Already have an account?',
  login: 'Login',
  forgotPageTitle: 'Forgot password',
  forgotYourPassword: 'Forgot your password?',
  forgotDescription:
    'Enter the email you registered with and we will send you a link to choose a new one.',
  resetPageTitle: 'Reset password',
  resetTitle: 'Choose a new password',
  resetDescription: 'Setting it signs you out everywhere; then log in with the new password.',
  confirmEmailTitle: 'Confirm your email',
  cancelEmailChangeTitle: 'Cancel the change of address',
  adminLoginTitle: 'Admin login',
  adminLoginDescription: 'Sign in with an admin account to manage the community.',
  // The fields and buttons.
  email: 'Email',
  emailPlaceholder: 'you@example.com',
  adminEmailPlaceholder: 'admin@example.com',
  password: 'Password',
  username: 'Username',
  loginUsernameHint: 'The email you registered with.',
  registerUsername: 'Username (optional)',
  registerUsernameHint:
    '{min} to {max} characters, no @. Shown on badges you share; you can choose one later on your profile. You log in with your email.',
  confirmPassword: 'Confirm Password',
  createAccount: 'Create Account',
  resetPassword: 'Reset Password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  setNewPassword: 'Set New Password',
  loginAsAdmin: 'Login as Admin',
  // After asking for a reset link, and a link that no longer works.
  resetLinkSent:
    'If an account exists for {email}, a link to choose a new password is on its way. It works once, for one hour.',
  useAnotherEmail: 'Use another email',
  resetLinkHelp: 'Reset links work once, for one hour. You can ask for a fresh one.',
  requestNewLink: 'Request a new link',
  // The admin door.
  demoAccount: 'Demo admin account',
  demoAccountHelp: 'The form is filled in with it. This hint appears only outside production.',
  loading: 'Loading…',
  takingYouToDashboard: 'Taking you to the dashboard…',
  signedInAsAdmin: 'You are signed in as {username}, an admin.',
  goToAdminDashboard: 'Go to Admin Dashboard',
  adminLoginFailedStatus: 'Login failed: {status} {statusText}',
  error: 'Error',
  // The profile's username.
  anonymousHint:
    'Only you see your email here. Others see you as “{name}” until you choose a username.',
  changeUsername: 'Change username',
  chooseUsername: 'Choose a username',
  usernameHint: '{min} to {max} characters, no @. Others see it on badges you share.',
  saveUsername: 'Save username',
  cancel: 'Cancel',
} as const;

export const authCatalog = defineCatalog('auth-messages', AUTH_MESSAGES, {
  es: () => import('./auth-messages.es'),
  fr: () => import('./auth-messages.fr'),
  de: () => import('./auth-messages.de'),
  'pt-BR': () => import('./auth-messages.pt-BR'),
  ar: () => import('./auth-messages.ar'),
});
