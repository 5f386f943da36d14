// The texts of the Notifications section's content on /settings (PRODUCT 11.10), a chunk of its
// own: turning notifications on for this browser, and each device's kinds, hours and Remove. The
// card's title and description are in notifications-messages.ts, the API's own answers in the
// contract's push-messages catalog. Translations: notification-settings-messages.<locale>.ts.
import { defineCatalog } from '../../../contract/i18n/catalog';

const NOTIFICATION_SETTINGS_MESSAGES = {
  // This browser.
  unsupported: "This browser can't receive notifications.",
  installFirst:
    'On iPhone and iPad, notifications come to Kindly on your Home Screen: tap Share, then Add to Home Screen, open Kindly from there and turn them on. This needs iOS 16.4 or later.',
  turnOn: 'Turn on notifications on this device',
  turnedOn: 'Notifications are on for this device',
  turnedOnNote: 'Choose below what it receives.',
  turnOnFailed: 'Could not turn on notifications',
  subscribeFailed: "This browser couldn't turn on notifications. Please try again later.",
  denied:
    'Notifications are blocked for Kindly in this browser. To allow them, open the site settings (the icon beside the address), set Notifications to Allow, then come back and turn them on.',
  dismissed: 'Notifications stay off. You can turn them on here whenever you like.',
  // The devices.
  listLabel: 'Devices that receive notifications',
  none: 'No device receives notifications yet.',
  loadFailed: "Your devices couldn't be loaded. Please try again later.",
  thisDevice: 'This device',
  since: 'Since {date}',
  daily: 'A kind word every day',
  dailyHour: 'Time',
  thanks: 'When someone thanks your compliment',
  badges: 'When you earn a badge',
  timeZone: 'Times are in the time zone {zone}.',
  quietHours: 'Quiet hours',
  quietHoursHint:
    'Thanks and badges wait until these hours end; your daily kind word comes at its hour.',
  quietFrom: 'From',
  quietTo: 'To',
  /** The API's own refusal says the same (push-messages' quietHoursSame). */
  quietSame: 'Quiet hours need to end at a different hour than they start.',
  remove: 'Remove',
  /** The Remove button's name for assistive technology: "Remove Chrome on Android". */
  removeLabel: 'Remove {name}',
  removed: 'Device removed',
  removedNote: 'It no longer receives notifications.',
  removeFailed: 'Could not remove the device',
  saved: 'Notification settings saved',
  saveFailed: 'Could not save the setting',
} as const;

export const notificationSettingsCatalog = defineCatalog(
  'notification-settings-messages',
  NOTIFICATION_SETTINGS_MESSAGES,
  {
    es: () => import('./notification-settings-messages.es'),
    fr: () => import('./notification-settings-messages.fr'),
    de: () => import('./notification-settings-messages.de'),
    'pt-BR': () => import('./notification-settings-messages.pt-BR'),
    ar: () => import('./notification-settings-messages.ar'),
  },
);
