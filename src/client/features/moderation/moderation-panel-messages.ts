// The moderation page's texts (PRODUCT 21): its tabs, the queue, the search, the watched words, the
// log, the decision dialog and their toasts, with the labels of the contract's held reasons,
// watched-word actions and log actions (in English, the contract's *_LABELS). Translations:
// moderation-panel-messages.<locale>.ts (docs/I18N.md).
import { defineCatalog, type PlainKey } from '../../../contract/i18n/catalog';
import type { HeldReason, ModerationAction, WatchedWordAction } from '../../../contract/moderation';

const MODERATION_PANEL_MESSAGES = {
  pageTitle: 'Moderation',
  pageDescription:
    'Decide on reported and held compliments, find any compliment, and keep the watched words.',
  sections: 'Moderation sections',
  queueTab: 'Queue',
  queueTabPending: 'Queue ({count})',
  searchTab: 'Search Compliments',
  wordsTab: 'Watched Words',
  logTab: 'Moderation Log',

  complimentCount: { one: '{count} compliment', other: '{count} compliments' },
  restore: 'Restore',
  remove: 'Remove',
  hide: 'Hide',
  delete: 'Delete',

  queueTitle: 'Queue',
  queueDescription:
    'Compliments members reported and submissions the screening held or flagged, oldest first. Restore shows one again; Remove takes it down for good.',
  status: 'Status',
  pending: 'Pending',
  resolved: 'Resolved',
  reason: 'Reason',
  allReasons: 'All reasons',
  reportedAs: 'Reported as',
  heldByScreening: 'Held by screening',
  queueLabel: 'Moderation queue',
  queueLoading: 'Loading the queue…',
  queueError: 'Error loading the queue',
  removeAndSuspendAuthor: 'Remove and Suspend Author',

  searchTitle: 'Search Compliments',
  searchDescription:
    "Find any compliment by its words or by its author's name or email, newest first.",
  searchFormLabel: 'Search compliments',
  searchFieldLabel: 'Words, name or email',
  search: 'Search',
  searchHint: 'Matches appear here, up to {count}, including hidden and removed ones.',
  searchLabel: 'Matching compliments',
  searching: 'Searching…',
  searchError: 'Error searching compliments',
  searchLoading: 'Searching compliments…',

  restoreTitle: 'Restore this compliment?',
  restoreDescription:
    'Members can be given it again, and its open reports are closed as unfounded.',
  removeTitle: 'Remove this compliment?',
  removeDescription:
    'Nobody is given it again, and its author loses the karma it earned. The author gets your reason as a message.',
  removeAndSuspendTitle: 'Remove it and suspend its author?',
  removeAndSuspendDescription:
    'The compliment is removed as with Remove, and its author cannot submit, thank or report until the suspension ends.',
  removeAndSuspend: 'Remove and Suspend',
  hideTitle: 'Hide this compliment?',
  hideDescription:
    'Nobody is given it until it is restored. No karma moves and its author is not told.',
  reasonKept: 'Kept in the moderation log.',
  reasonSent: 'Sent to the author, and kept in the moderation log.',
  suspendAuthorFor: 'Suspend the author for',

  hiddenReports: 'Hidden after reports',
  hiddenHeld: 'Held for review',
  hiddenAdmin: 'Hidden by an admin',
  hiddenSuspended: 'Hidden while its author is suspended',
  hidden: 'Hidden',
  reviewPending: 'Waiting for review',
  reviewRestored: 'Restored',
  reviewRemoved: 'Removed',
  shown: 'Shown',
  author: 'Author',
  noAuthor: 'No author',
  submitted: 'Submitted',
  seen: 'Seen',
  thanked: 'Thanked',
  times: { one: '{count} time', other: '{count} times' },
  reports: 'Reports',
  whyHeld: 'Why held',
  heldWithDetail: '{reason}: “{detail}”',
  reportReasons: 'Report reasons',
  reasonCount: '{reason} ({count})',
  reporterNotes: 'Notes from reporters',

  heldWatchedWordHold: 'Held by a watched word',
  heldWatchedWordFlag: 'Flagged by a watched word',
  heldNegativeTone: 'Held: negative tone',
  heldNewMember: "Held: a new member's first compliments",
  heldUnjudgedLanguage: 'Held: a language the tone check cannot judge',

  wordsTitle: 'Watched Words',
  wordsDescription:
    'New compliments are checked for these whole words or phrases, in any case. Block refuses the compliment, Hold keeps it back until approved in the queue, and Flag shows it but queues it for a look.',
  wordOrPhrase: 'Word or phrase',
  action: 'Action',
  added: 'Added',
  addWordForm: 'Add a watched word',
  addWord: 'Add Word',
  stopWatchingTitle: 'Stop watching this word?',
  stopWatchingDescription:
    'New compliments with "{phrase}" will no longer be blocked, held or flagged for it.',
  wordsError: 'Error loading the watched words',
  wordsLabel: 'Watched words',
  wordsEmpty: 'No watched words yet.',
  actionBlock: 'Block',
  actionHold: 'Hold',
  actionFlag: 'Flag',

  logTitle: 'Moderation Log',
  logDescription:
    'The latest {count} moderation decisions, newest first. Entries cannot be changed or deleted.',
  when: 'When',
  admin: 'Admin',
  adminNumber: 'Admin #{id}',
  target: 'Target',
  logError: 'Error loading the moderation log',
  logLabel: 'Moderation log',
  logLoading: 'Loading the moderation log…',
  decisionCount: { one: '{count} decision', other: '{count} decisions' },
  logRestore: 'Restored',
  logRemove: 'Removed',
  logRemoveAndSuspend: 'Removed and suspended author',
  logHide: 'Hidden',
  logSuspend: 'Suspended member',
  logLiftSuspension: 'Lifted suspension',
  logWatchedWordAdd: 'Watched word added',
  logWatchedWordDelete: 'Watched word deleted',

  restored: 'Compliment restored',
  restoreFailed: 'Failed to restore the compliment',
  removed: 'Compliment removed',
  removeFailed: 'Failed to remove the compliment',
  removedAndSuspended: 'Compliment removed and author suspended',
  hiddenToast: 'Compliment hidden',
  hideFailed: 'Failed to hide the compliment',
  wordAdded: 'Watched word added',
  addWordFailed: 'Failed to add the watched word',
  wordDeleted: 'Watched word deleted',
  deleteWordFailed: 'Failed to delete the watched word',
} as const;

type PanelTexts = typeof MODERATION_PANEL_MESSAGES;
/** The keys of the plain texts (not the plurals). */
type PanelKey = PlainKey<PanelTexts>;
/** The catalog's plain texts in whichever language is loaded. */
export type ModerationPanelTexts = Record<PanelKey, string>;

export const HELD_REASON_KEYS = {
  watched_word_hold: 'heldWatchedWordHold',
  watched_word_flag: 'heldWatchedWordFlag',
  negative_tone: 'heldNegativeTone',
  new_member: 'heldNewMember',
  unjudged_language: 'heldUnjudgedLanguage',
} as const satisfies Record<HeldReason, PanelKey>;

export const WATCHED_WORD_ACTION_KEYS = {
  block: 'actionBlock',
  hold: 'actionHold',
  flag: 'actionFlag',
} as const satisfies Record<WatchedWordAction, PanelKey>;

export const MODERATION_ACTION_KEYS = {
  restore: 'logRestore',
  remove: 'logRemove',
  remove_and_suspend: 'logRemoveAndSuspend',
  hide: 'logHide',
  suspend: 'logSuspend',
  lift_suspension: 'logLiftSuspension',
  watched_word_add: 'logWatchedWordAdd',
  watched_word_delete: 'logWatchedWordDelete',
} as const satisfies Record<ModerationAction, PanelKey>;

/** A value-to-key map read in the catalog's loaded language, for the selects and the cells. */
export function labelsOf<V extends string>(
  keys: Record<V, PanelKey>,
  messages: ModerationPanelTexts,
): Record<V, string> {
  const labels = {} as Record<V, string>;
  for (const value of Object.keys(keys) as V[]) labels[value] = messages[keys[value]];
  return labels;
}

export const moderationPanelCatalog = defineCatalog(
  'moderation-panel-messages',
  MODERATION_PANEL_MESSAGES,
  {
    es: () => import('./moderation-panel-messages.es'),
    fr: () => import('./moderation-panel-messages.fr'),
    de: () => import('./moderation-panel-messages.de'),
    'pt-BR': () => import('./moderation-panel-messages.pt-BR'),
    ar: () => import('./moderation-panel-messages.ar'),
  },
);
