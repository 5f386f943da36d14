// Trust and safety: reports, the moderation queue, watched words and suspensions. Shared by the
// API and the screens; every text here is shown word for word.
import { z } from 'zod';
import { ComplimentLanguageSchema, normalizeComplimentText } from './compliments';
import { serialIdParams } from './ids';
import { MODERATION_MESSAGES, REPORT_NOTE_MAX_LENGTH } from './moderation-messages';

export { MODERATION_MESSAGES, REPORT_NOTE_MAX_LENGTH };

export const REPORT_REASONS = ['unkind', 'personal_info', 'spam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/** How the report dialog and the queue name each reason. */
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  unkind: 'Unkind or insulting',
  personal_info: 'Personal information',
  spam: 'Spam or advertising',
  other: 'Other',
};

/** Why a submission went to the queue instead of (or as well as) being shown. */
export const HELD_REASONS = [
  'watched_word_hold',
  'watched_word_flag',
  'negative_tone',
  'new_member',
  'unjudged_language',
] as const;
export type HeldReason = (typeof HELD_REASONS)[number];

export const HELD_REASON_LABELS: Record<HeldReason, string> = {
  watched_word_hold: 'Held by a watched word',
  watched_word_flag: 'Flagged by a watched word',
  negative_tone: 'Held: negative tone',
  new_member: "Held: a new member's first compliments",
  unjudged_language: 'Held: a language the tone check cannot judge',
};

export const WATCHED_WORD_ACTIONS = ['block', 'hold', 'flag'] as const;
export type WatchedWordAction = (typeof WATCHED_WORD_ACTIONS)[number];

export const WATCHED_WORD_ACTION_LABELS: Record<WatchedWordAction, string> = {
  block: 'Block',
  hold: 'Hold',
  flag: 'Flag',
};

export const SUSPENSION_DURATIONS = ['1d', '7d', 'indefinite'] as const;
export type SuspensionDuration = (typeof SUSPENSION_DURATIONS)[number];

export const SUSPENSION_DURATION_LABELS: Record<SuspensionDuration, string> = {
  '1d': '1 day',
  '7d': '7 days',
  indefinite: 'Until lifted',
};

const MODERATION_ACTIONS = [
  'restore',
  'remove',
  'remove_and_suspend',
  'hide',
  'suspend',
  'lift_suspension',
  'watched_word_add',
  'watched_word_delete',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const MODERATION_ACTION_LABELS: Record<ModerationAction, string> = {
  restore: 'Restored',
  remove: 'Removed',
  remove_and_suspend: 'Removed and suspended author',
  hide: 'Hidden',
  suspend: 'Suspended member',
  lift_suspension: 'Lifted suspension',
  watched_word_add: 'Watched word added',
  watched_word_delete: 'Watched word deleted',
};

/** How many queue items, log rows and search results an answer holds at most, newest first. */
export const MODERATION_PAGE_SIZE = 100;

/** Path parameter `:id` of the moderation routes. */
export const ModerationIdParamsSchema = serialIdParams({ invalid: MODERATION_MESSAGES.invalidId });

/** POST /api/compliments/:id/report */
export const ReportBodySchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { error: MODERATION_MESSAGES.invalidReason }),
    note: z.string().trim().max(REPORT_NOTE_MAX_LENGTH, MODERATION_MESSAGES.noteTooLong).optional(),
  })
  .transform((body) => ({ reason: body.reason, note: body.note ? body.note : null }));
export type ReportBody = z.input<typeof ReportBodySchema>;

/** 201 of POST /api/compliments/:id/report. */
export const ReportAnswerSchema = z.object({
  complimentId: z.number().int(),
  // The thanks, in the request's language (PRODUCT 29).
  message: z.string(),
});
export type ReportAnswer = z.infer<typeof ReportAnswerSchema>;

const ReasonTextSchema = z
  .string({ error: MODERATION_MESSAGES.reasonRequired })
  .trim()
  .min(1, MODERATION_MESSAGES.reasonRequired)
  .max(500, MODERATION_MESSAGES.reasonRequired);

/** Body of restore, remove and hide: why (shown in the log; a removal's reason goes to the author). */
export const ModerationDecisionBodySchema = z.object({ reason: ReasonTextSchema });
export type ModerationDecisionBody = z.infer<typeof ModerationDecisionBodySchema>;

/** Suspend a member, and remove and suspend author (the removal's reason also goes with the suspension). */
export const SuspensionBodySchema = z.object({
  duration: z.enum(SUSPENSION_DURATIONS, { error: MODERATION_MESSAGES.invalidDuration }),
  reason: ReasonTextSchema,
});
export type SuspensionBody = z.infer<typeof SuspensionBodySchema>;

const SuspensionSchema = z.object({
  suspendedAt: z.iso.datetime(),
  /** null: until lifted. */
  until: z.iso.datetime().nullable(),
  reason: z.string(),
});
export type Suspension = z.infer<typeof SuspensionSchema>;

export const QueueQuerySchema = z.object({
  status: z.enum(['pending', 'resolved']).default('pending'),
  reason: z.enum([...REPORT_REASONS, ...HELD_REASONS]).optional(),
  /** Only compliments written in this language. */
  language: ComplimentLanguageSchema.optional(),
});
export type QueueQuery = z.input<typeof QueueQuerySchema>;

export const ModeratedComplimentSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  language: ComplimentLanguageSchema,
  author: z.object({ id: z.number().int(), username: z.string(), email: z.string() }).nullable(),
  isVisible: z.boolean(),
  /** reports | held | removed | admin | suspended; null when moderation did not hide it. */
  hiddenReason: z.string().nullable(),
  /** null: never queued. */
  reviewState: z.enum(['pending', 'restored', 'removed']).nullable(),
  heldReason: z.enum(HELD_REASONS).nullable(),
  /** The watched word that held or flagged it. */
  heldDetail: z.string().nullable(),
  reportCount: z.number().int(),
  /** Sum of the open reports' weights, against MODERATION_THRESHOLD. */
  reportWeight: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(REPORT_REASONS), count: z.number().int() })),
  notes: z.array(z.string()),
  createdAt: z.iso.datetime(),
  seenCount: z.number().int(),
  thanksCount: z.number().int(),
});
export type ModeratedCompliment = z.infer<typeof ModeratedComplimentSchema>;

export const ModerationQueueSchema = z.object({
  items: z.array(ModeratedComplimentSchema),
  pendingCount: z.number().int(),
});

export const ComplimentSearchQuerySchema = z.object({
  q: z.string().trim().max(200).default(''),
  /** Only compliments written in this language. */
  language: ComplimentLanguageSchema.optional(),
});

const ModerationLogEntrySchema = z.object({
  id: z.number().int(),
  adminId: z.number().int(),
  adminUsername: z.string().nullable(),
  action: z.enum(MODERATION_ACTIONS),
  complimentId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  reason: z.string().nullable(),
  summary: z.string(),
  createdAt: z.iso.datetime(),
});
export type ModerationLogEntry = z.infer<typeof ModerationLogEntrySchema>;
export const ModerationLogSchema = z.array(ModerationLogEntrySchema);

export const WatchedWordSchema = z.object({
  id: z.number().int(),
  phrase: z.string(),
  action: z.enum(WATCHED_WORD_ACTIONS),
  createdAt: z.iso.datetime(),
});
export type WatchedWord = z.infer<typeof WatchedWordSchema>;
export const WatchedWordListSchema = z.array(WatchedWordSchema);

export const WatchedWordBodySchema = z.object({
  phrase: z
    .string({ error: MODERATION_MESSAGES.invalidPhrase })
    .transform(normalizeComplimentText)
    .pipe(
      z
        .string()
        .min(1, MODERATION_MESSAGES.invalidPhrase)
        .max(100, MODERATION_MESSAGES.invalidPhrase),
    ),
  action: z.enum(WATCHED_WORD_ACTIONS, { error: MODERATION_MESSAGES.invalidAction }),
});
export type WatchedWordBody = z.input<typeof WatchedWordBodySchema>;

/** GET /api/admin/moderation/summary: the dashboard's pending count. */
export const ModerationSummarySchema = z.object({ pendingCount: z.number().int() });

/** Answer of the suspend and lift routes. */
export const MemberSuspensionSchema = z.object({
  userId: z.number().int(),
  suspension: SuspensionSchema.nullable(),
});
