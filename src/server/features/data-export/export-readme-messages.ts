// The words of the archive's README.txt (PRODUCT 11.5): what each file holds. Each file's text
// keeps its own line breaks, since the README lays them out in a column beside the file names.
// Translations: export-readme-messages.<locale>.ts.
import { defineCatalog } from '../../../contract/i18n/catalog';

export const EXPORT_README_MESSAGES = {
  title: 'Your data from {site}',
  intro:
    'This archive holds everything {site} keeps about your account, as JSON files (UTF-8).\nTimes are in UTC (ISO 8601). Other members never appear by their email address; where a\ncompliment or a thank involves someone else, that person is not named at all.',
  account:
    'Your account: email (and an address you asked to change to, while its\nlink waits), username, when you joined, confirmed your address and\nlast logged in, your karma, role, any suspension, and whether two-factor\nsign-in is on. Your password and two-factor secret are stored only as a hash\nand a sealed secret, and are not included.',
  compliments:
    'The compliments you submitted, with their status: visible, hidden (and why:\nreports, held, removed, admin or suspended) or pending review, and how often\neach was seen and thanked.',
  complimentsReceived:
    'The compliments {site} showed you, and when last (those since hidden by\nmoderation are left out, as they are from your Received tab).',
  thanksGiven: 'The compliments you thanked, and when.',
  thanksReceived: 'The thanks your compliments received, and when (not who gave them).',
  karma:
    'Your karma now, and what each of your compliments and thanks earned, as far\nas {site} stores it (points taken back by moderation are marked).',
  badges: 'Your badges, when you earned them, and whether and how often you shared them.',
  inbox: 'The messages in your inbox: thanks notices and messages from the {site} team.',
  reports:
    "The reports you filed: the compliment's text, your reason and note, and the\nreport's status (open, unfounded or upheld).",
  digest: 'Your weekly email digest setting and when the last digest was sent.',
  sessions:
    'Where your account is signed in: browser, system, when each session started\nand was last used (to the hour).',
  passkeys:
    'Your passkeys: the name you gave each, when you added it and last used it,\nwhether it is synced, and how your browser reached it. Their keys are not\nincluded.',
  pushDevices:
    'The devices that get notifications from {site}: their name, push service,\ntime zone, which notifications each gets and when, and when the last was\nsent. Their push addresses and keys are not included.',
} as const;

export const exportReadmeCatalog = defineCatalog('export-readme-messages', EXPORT_README_MESSAGES, {
  es: () => import('./export-readme-messages.es'),
  fr: () => import('./export-readme-messages.fr'),
  de: () => import('./export-readme-messages.de'),
  'pt-BR': () => import('./export-readme-messages.pt-BR'),
  ar: () => import('./export-readme-messages.ar'),
});
