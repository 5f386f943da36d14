// The report dialog's texts, with the four reasons as the dialog and the moderation queue name
// them (the contract's REPORT_REASON_LABELS in English). Translations: report-messages.<locale>.ts
// (docs/I18N.md).
import { defineCatalog } from '../../../contract/i18n/catalog';
import type { ReportReason } from '../../../contract/moderation';

const REPORT_MESSAGES = {
  title: 'Report this compliment',
  description: 'A moderator will take a look; the author is not told who reported it.',
  question: 'What is wrong with it?',
  noteLabel: 'Tell us more (optional)',
  send: 'Send Report',
  reasonUnkind: 'Unkind or insulting',
  reasonPersonalInfo: 'Personal information',
  reasonSpam: 'Spam or advertising',
  reasonOther: 'Other',
} as const;

type ReportTexts = typeof REPORT_MESSAGES;

const REPORT_REASON_KEYS = {
  unkind: 'reasonUnkind',
  personal_info: 'reasonPersonalInfo',
  spam: 'reasonSpam',
  other: 'reasonOther',
} as const satisfies Record<ReportReason, keyof ReportTexts>;

/** Each reason's name in the catalog's loaded language. */
export const reportReasonLabels = (messages: { [K in keyof ReportTexts]: string }) =>
  Object.fromEntries(
    Object.entries(REPORT_REASON_KEYS).map(([reason, key]) => [reason, messages[key]]),
  ) as Record<ReportReason, string>;

export const reportCatalog = defineCatalog('report-messages', REPORT_MESSAGES, {
  es: () => import('./report-messages.es'),
  fr: () => import('./report-messages.fr'),
  de: () => import('./report-messages.de'),
  'pt-BR': () => import('./report-messages.pt-BR'),
  ar: () => import('./report-messages.ar'),
});
