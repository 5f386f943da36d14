// The product's texts, word for word as docs/PRODUCT.md quotes them. Translations:
// messages.<locale>.ts (docs/I18N.md).
import { defineCatalog } from './i18n/catalog';

export const MESSAGES = {
  // validation
  complimentTooShort: 'Compliment must be at least 10 characters',
  complimentTooLong: 'Compliment must not exceed 200 characters',
  emailInvalidRegister: 'Please enter a valid email address',
  emailInvalidAccount: 'Invalid email address',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 1024 characters',
  passwordTooCommon: 'This password is too common',
  passwordsDontMatch: "Passwords don't match",
  usernameTooShort: 'Username must be at least 3 characters',
  adminUsernameEmail: 'Must be a valid email',
  usernameRequired: 'Please enter your username',
  passwordRequired: 'Please enter your password',

  // accounts
  emailTaken: 'An account with this email already exists',
  invalidCredentials: 'Invalid username or password',
  notLoggedIn: 'Authentication required',
  adminRequired: 'You need admin privileges to access this page',
  resetLinkInvalid: 'This reset link is invalid or has expired',
  resetDone: 'Your password has been reset. Please log in.',
  forgotPasswordAnswer: 'Check your email.',
  tooManyRequests: 'Too many attempts. Please wait a while and try again.',
  crossSiteRefused: 'Cross-site requests are not allowed',
  unsupportedMediaType: 'Unsupported content type',
  payloadTooLarge: 'The request is too large',
  notFound: 'Not found',
  serverError: 'Something went wrong on our side. Please try again.',
  serviceUnavailable: 'The service is briefly unavailable. Please try again shortly.',
  invalidRequest: 'The request is not valid',

  // client toasts and screens
  invalidResponse: 'Invalid response format from server',
  authenticationRequired: 'Authentication required',
  loginFailedTitle: 'Error',
  welcomeBackTitle: 'Welcome back!',
  welcomeBackText: 'Successfully logged in',
  accountCreated: 'Your account has been created. Please log in.',
  registrationFailedTitle: 'Registration Failed',
  registrationFailedText: 'Could not create account. Please try again.',
  forgotPasswordFailed: 'Failed to process request. Please try again later.',
  copyFailedTitle: 'Copy Failed',
  copyFailedText: 'Unable to copy to clipboard. Please try again.',
  accessDeniedTitle: 'Access Denied',
  adminLoginDenied: 'Access denied: Admin privileges required',
  adminLoginFailedTitle: 'Login Failed',
  adminLoginFailedText: 'Please check your credentials and try again.',
  notFoundHeading: '404 Page Not Found',
  notFoundText: 'Did you forget to add the page to the router?',

  // administration (PRODUCT 8, 9) and the member's inbox (PRODUCT 20)
  adminAuthRequiredTitle: 'Authentication Required',
  adminNoPrivileges: "You don't have admin privileges.",
  adminAuthErrorTitle: 'Authentication Error',
  errorLoadingUsers: 'Error loading users',
  errorLoadingImages: 'Error loading images',
  noUsersFound: 'No Users Found',
  adminCreated: 'Admin user created successfully',
  adminCreateFailed: 'Failed to create admin user',
  messageSent: 'Message sent successfully',
  messageSendFailed: 'Failed to send message',
  imageAdded: 'Image added successfully',
  imageAddFailed: 'Failed to add image',
  imageUploaded: 'Image uploaded successfully',
  imageUploadFailed: 'Failed to upload image',
  imageStatusUpdated: 'Image status updated',
  imageStatusFailed: 'Failed to update image status',
  imageDeleted: 'Image deleted successfully',
  imageDeleteFailed: 'Failed to delete image',
  noMessagesYet: 'No messages yet.',
} as const;

export const messagesCatalog = defineCatalog('messages', MESSAGES, {
  es: () => import('./messages.es'),
  fr: () => import('./messages.fr'),
  de: () => import('./messages.de'),
  'pt-BR': () => import('./messages.pt-BR'),
  ar: () => import('./messages.ar'),
});
