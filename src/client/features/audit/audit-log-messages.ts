// The audit log's texts (SECURITY L6), with each action as the dashboard names it (in English,
// the contract's AUDIT_ACTION_LABELS). Translations: audit-log-messages.<locale>.ts (docs/I18N.md).
import type { AuditAction } from '../../../contract/audit';
import { defineCatalog, type PlainTexts } from '../../../contract/i18n/catalog';

export const AUDIT_LOG_MESSAGES = {
  title: 'Audit Log',
  description: 'The latest {count} admin actions that changed data, newest first.',
  when: 'When',
  admin: 'Admin',
  adminNumber: 'Admin #{id}',
  allAdmins: 'All admins',
  action: 'Action',
  allActions: 'All actions',
  target: 'Target',
  summary: 'Summary',
  error: 'Error loading the audit log',
  label: 'Audit log',
  loading: 'Loading the audit log…',
  actionCount: { one: '{count} action', other: '{count} actions' },
  empty: 'No admin actions recorded yet.',
  emptyFiltered: 'No admin actions match these filters.',
  adminCreate: 'Admin created',
  messageSend: 'Message sent',
  imageCreate: 'Image added',
  imageUpload: 'Image uploaded',
  imageStatus: 'Image paused or activated',
  imageDelete: 'Image deleted',
  adCreate: 'Ad created',
  adUpdate: 'Ad updated',
  adDelete: 'Ad deleted',
  promotionCreate: 'Promotion created',
  promotionUpdate: 'Promotion updated',
  promotionDelete: 'Promotion deleted',
  moderationRestore: 'Compliment restored',
  moderationRemove: 'Compliment removed',
  moderationHide: 'Compliment hidden',
  memberSuspend: 'Member suspended',
  memberUnsuspend: 'Suspension lifted',
  watchedWordCreate: 'Watched word added',
  watchedWordDelete: 'Watched word deleted',
  twoFactorReset: 'Two-factor sign-in reset',
  twoFactorRecoveryCode: 'Recovery code used',
  userEndSessions: 'Sessions ended',
  userAnonymise: 'Account anonymised',
} as const;

/** The catalog's plain texts (not the plurals) in whichever language is loaded. */
export type AuditLogTexts = PlainTexts<typeof AUDIT_LOG_MESSAGES>;

export const AUDIT_ACTION_KEYS = {
  'admin.create': 'adminCreate',
  'message.send': 'messageSend',
  'image.create': 'imageCreate',
  'image.upload': 'imageUpload',
  'image.status': 'imageStatus',
  'image.delete': 'imageDelete',
  'ad.create': 'adCreate',
  'ad.update': 'adUpdate',
  'ad.delete': 'adDelete',
  'promotion.create': 'promotionCreate',
  'promotion.update': 'promotionUpdate',
  'promotion.delete': 'promotionDelete',
  'moderation.restore': 'moderationRestore',
  'moderation.remove': 'moderationRemove',
  'moderation.hide': 'moderationHide',
  'member.suspend': 'memberSuspend',
  'member.unsuspend': 'memberUnsuspend',
  'watched_word.create': 'watchedWordCreate',
  'watched_word.delete': 'watchedWordDelete',
  'two_factor.reset': 'twoFactorReset',
  'two_factor.recovery_code': 'twoFactorRecoveryCode',
  'user.end_sessions': 'userEndSessions',
  'user.anonymise': 'userAnonymise',
} as const satisfies Record<AuditAction, keyof typeof AUDIT_LOG_MESSAGES>;

/** Each action's name in the catalog's loaded language. */
export function auditActionLabels(
  messages: Record<(typeof AUDIT_ACTION_KEYS)[AuditAction], string>,
) {
  const labels = {} as Record<AuditAction, string>;
  for (const action of Object.keys(AUDIT_ACTION_KEYS) as AuditAction[])
    labels[action] = messages[AUDIT_ACTION_KEYS[action]];
  return labels;
}

export const auditLogCatalog = defineCatalog('audit-log-messages', AUDIT_LOG_MESSAGES, {
  es: () => import('./audit-log-messages.es'),
  fr: () => import('./audit-log-messages.fr'),
  de: () => import('./audit-log-messages.de'),
  'pt-BR': () => import('./audit-log-messages.pt-BR'),
  ar: () => import('./audit-log-messages.ar'),
});
