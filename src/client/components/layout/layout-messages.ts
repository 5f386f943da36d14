// The page frame's texts (PRODUCT 3): the nav bar, the footer, the auth pages' frame and the error
// boundary; the admin screens' frame has its own (admin-layout-messages.ts). The frame draws with them at once, so they load before the first draw
// (main.tsx). Translations: layout-messages.<locale>.ts (docs/I18N.md).
import { defineCatalog } from '../../../contract/i18n/catalog';

const LAYOUT_MESSAGES = {
  tagline: 'a little kindness, every day',
  skipToMain: 'Skip to main content',
  mainNav: 'Main',
  brandHome: '{site}, home',
  store: 'Store',
  opensInNewTab: '(opens in a new tab)',
  admin: 'Admin',
  profile: 'Your profile: {name}',
  profileUnread: {
    one: 'Your profile: {name}, {count} unread message',
    other: 'Your profile: {name}, {count} unread messages',
  },
  unreadMore: '{count}+',
  accountSettings: 'Account settings',
  login: 'Login',
  register: 'Register',
  language: 'Language',
  madeWith: 'Made with {love} by the {site} community',
  love: 'love',
  passItOn: 'Pass the positivity on.',
  loading: 'Loading…',
  home: 'Home',
  backToLogin: 'Back to login',
  somethingWentWrong: 'Something went wrong',
  pageNotShown: 'This page could not be shown. Reloading usually fixes it.',
  documentTitle: '{title} · {site}',
  homeTitle: '{site}: {tagline}',
} as const;

export const layoutCatalog = defineCatalog('layout-messages', LAYOUT_MESSAGES, {
  es: () => import('./layout-messages.es'),
  fr: () => import('./layout-messages.fr'),
  de: () => import('./layout-messages.de'),
  'pt-BR': () => import('./layout-messages.pt-BR'),
  ar: () => import('./layout-messages.ar'),
});
