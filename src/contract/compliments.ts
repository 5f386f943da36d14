// Compliment schemas, karma rules and texts (PRODUCT 13, 14, 24), shared by the forms and the API.
import { z } from 'zod';
import { BadgeSchema } from './badges';
import { COMPLIMENT_MAX_LENGTH, COMPLIMENT_MIN_LENGTH, KARMA } from './constants';
import { COMPLIMENT_MESSAGES } from './compliment-messages';
import { COMPLIMENT_LANGUAGE_MESSAGES } from './compliment-language-messages';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './i18n/locales';
import { complimentLength, normalizeComplimentText } from './compliment-text';
import { serialIdParams, uuidIdParams } from './ids';

export { COMPLIMENT_MESSAGES, KARMA, complimentLength, normalizeComplimentText };

/** The profile lists show at most this many items, newest first. */
export const COMPLIMENT_LIST_LIMIT = 100;

/** The compliment text of the Share a Compliment form and of POST /api/compliments. */
export const ComplimentTextSchema = z
  .string({ error: COMPLIMENT_MESSAGES.tooShort })
  .transform(normalizeComplimentText)
  .superRefine((text, ctx) => {
    const length = complimentLength(text);
    if (length < COMPLIMENT_MIN_LENGTH)
      ctx.addIssue({ code: 'custom', message: COMPLIMENT_MESSAGES.tooShort });
    else if (length > COMPLIMENT_MAX_LENGTH)
      ctx.addIssue({ code: 'custom', message: COMPLIMENT_MESSAGES.tooLong });
  });

/** The language a compliment is written in: one of the six (PRODUCT 13). */
export const ComplimentLanguageSchema = z.enum(LOCALES, {
  error: COMPLIMENT_LANGUAGE_MESSAGES.invalidLanguage,
});

/** A stored language as a locale; the column only ever holds one of them. */
export const asComplimentLanguage = (value: string): Locale =>
  isLocale(value) ? value : DEFAULT_LOCALE;

/**
 * The Share a Compliment form and POST /api/compliments. `language` defaults to the request's
 * language; `languageConfirmed` keeps it when the text seems to be in another one (else 400).
 */
export const SubmitComplimentBodySchema = z.object({
  text: ComplimentTextSchema,
  language: ComplimentLanguageSchema.optional(),
  languageConfirmed: z.boolean().optional(),
});
export type SubmitComplimentBody = z.infer<typeof SubmitComplimentBodySchema>;
export type SubmitComplimentForm = z.input<typeof SubmitComplimentBodySchema>;

/** Path parameter of /api/compliments/{id}/thank: digits only; ids past the integer range are unknown. */
export const ComplimentIdParamsSchema = serialIdParams({
  invalid: COMPLIMENT_MESSAGES.invalidId,
  notFound: COMPLIMENT_MESSAGES.notFound,
});

/** One format of an uploaded image at several widths, for a `<source srcset>`. */
export const ImageSourceSchema = z.object({
  type: z.enum(['image/avif', 'image/webp']),
  /** Comma-separated `{url} {width}w` candidates, narrowest first. */
  srcset: z.string(),
});
export type ImageSource = z.infer<typeof ImageSourceSchema>;

/**
 * Uploaded images also carry their size (so the card reserves its box) and their resized copies;
 * images added by URL have neither.
 */
export const ComplimentImageSchema = z.object({
  id: z.number().int(),
  imageUrl: z.string(),
  title: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  sources: z.array(ImageSourceSchema).optional(),
});
export type ComplimentImage = z.infer<typeof ComplimentImageSchema>;

/**
 * GET /api/compliments/random (204 when there is none to give). Nothing names the author.
 * thankedAt is the viewer's own thank time (always null for a guest). publicId names the
 * compliment's share page, /c/{publicId} (PRODUCT 5).
 */
export const RandomComplimentSchema = z.object({
  id: z.number().int(),
  publicId: z.uuid(),
  text: z.string(),
  /** What it is written in, for the reader's `lang` on it. */
  language: ComplimentLanguageSchema,
  thankedAt: z.iso.datetime().nullable(),
  image: ComplimentImageSchema.nullable(),
});
export type RandomCompliment = z.infer<typeof RandomComplimentSchema>;

/** Path parameter of GET /api/compliments/public/{id}: anything but a UUID names no compliment. */
export const PublicComplimentParamsSchema = uuidIdParams({
  notFound: COMPLIMENT_MESSAGES.notFound,
});

/**
 * GET /api/compliments/public/{id}: a visible compliment's share page, with the same fields as
 * the random answer; its image is the one its share card is drawn over (PRODUCT 5).
 * @alias RandomComplimentSchema
 */
export const PublicComplimentSchema = RandomComplimentSchema;
export type PublicCompliment = RandomCompliment;

/** One of the member's own compliments (Submitted tab). */
export const SubmittedComplimentSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  language: ComplimentLanguageSchema,
  createdAt: z.iso.datetime(),
  seenCount: z.number().int(),
  thanksCount: z.number().int(),
  /**
   * Only on a compliment moderation keeps from others: under_review (shown as "Under review"),
   * removed, or suspended (hidden while its author is suspended).
   */
  status: z.enum(['under_review', 'removed', 'suspended']).optional(),
});
export type SubmittedCompliment = z.infer<typeof SubmittedComplimentSchema>;
export type SubmittedStatus = NonNullable<SubmittedCompliment['status']>;
export const SubmittedComplimentListSchema = z.array(SubmittedComplimentSchema);

/**
 * A compliment the member received (Received tab): one item per compliment, at its latest
 * delivery. Authors stay anonymous, and the member is the only possible thanker here, so
 * thankerInfo is the member's own username when they thanked it, else null.
 */
export const ReceivedComplimentSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  receivedAt: z.iso.datetime(),
  thankedAt: z.iso.datetime().nullable(),
  thankerInfo: z.object({ username: z.string() }).nullable(),
});
export type ReceivedCompliment = z.infer<typeof ReceivedComplimentSchema>;
export const ReceivedComplimentListSchema = z.array(ReceivedComplimentSchema);

/** 201 answer of POST /api/compliments. */
export const SubmitComplimentAnswerSchema = z.object({
  compliment: SubmittedComplimentSchema,
  /** KARMA.submission, or 0 past the daily number of rewarded submissions. */
  karmaAwarded: z.number().int(),
  karmaPoints: z.number().int(),
  /** Badges this submission earned. */
  newBadges: z.array(BadgeSchema),
  /** Only when the compliment waits for review before anyone sees it. */
  heldForReview: z.literal(true).optional(),
  /** With heldForReview: "Your compliment will appear once it's reviewed". */
  notice: z.string().optional(),
});
export type SubmitComplimentAnswer = z.infer<typeof SubmitComplimentAnswerSchema>;

/** 201 answer of POST /api/compliments/{id}/thank; the body of the request is ignored. */
export const ThankAnswerSchema = z.object({
  complimentId: z.number().int(),
  thankedAt: z.iso.datetime(),
  /** The thanker's karma after the thank. */
  karmaPoints: z.number().int(),
  /** Badges the thanker earned by this thank. */
  newBadges: z.array(BadgeSchema),
});
export type ThankAnswer = z.infer<typeof ThankAnswerSchema>;
