// The texts the push devices API answers with (PRODUCT 11.9), apart from the schemas so that a
// client part can read them without zod. Translations: push-messages.<locale>.ts.
import { defineCatalog } from './i18n/catalog';

export const PUSH_MESSAGES = {
  endpointInvalid: "This browser gave an address notifications can't be sent to.",
  /** The endpoint is well formed but its host is not an allowed push service. */
  endpointNotAllowed: "Notifications can't be sent through this address.",
  keysInvalid: "This browser gave keys notifications can't be sent with.",
  timeZoneInvalid: 'Choose a time zone from the list.',
  hourInvalid: 'Choose an hour between 0 and 23.',
  quietHoursIncomplete: 'Choose both when quiet hours start and when they end.',
  quietHoursSame: 'Quiet hours need to end at a different hour than they start.',
  settingInvalid: "That setting isn't one we know.",
  /** MAX_PUSH_DEVICES (push.ts) is 10. */
  tooManyDevices: 'You can receive notifications on up to 10 devices. Remove one to add this one.',
  notFound: "That device isn't one of yours, or it no longer receives notifications.",
  /** A device's name when its browser or system is unknown. */
  unknownDevice: 'Unknown browser',
  /** A device's name: "Chrome on Android". */
  deviceLabel: '{browser} on {system}',
} as const;

export const pushCatalog = defineCatalog('push-messages', PUSH_MESSAGES, {
  es: () => import('./push-messages.es'),
  fr: () => import('./push-messages.fr'),
  de: () => import('./push-messages.de'),
  'pt-BR': () => import('./push-messages.pt-BR'),
  ar: () => import('./push-messages.ar'),
});
