// Business constants of the product (PRODUCT 28), shared by client and server.
export const SITE_NAME_DEFAULT = 'Kindly';

export const COMPLIMENT_MIN_LENGTH = 10;
export const COMPLIMENT_MAX_LENGTH = 200;
/**
 * The random pick serves a reader only compliments in their language (PRODUCT 13) once that
 * language has at least this many visible ones; with fewer, the reader would see the same few
 * again and again, so the pick draws among all visible compliments instead.
 */
export const PICK_OWN_LANGUAGE_MIN = 20;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 1024;
export const USERNAME_MIN_LENGTH = 3;
/** A username a member chooses (PRODUCT 11); the admin account schema keeps its own minimum of 3. */
export const CHOSEN_USERNAME_MIN_LENGTH = 2;
export const CHOSEN_USERNAME_MAX_LENGTH = 30;
export const EMAIL_MAX_LENGTH = 254;

export const AD_NAME_MIN_LENGTH = 3;
export const AD_NAME_MAX_LENGTH = 100;
export const AD_VIEW_LIMIT_MIN = 1;
/** The smallest per-visitor daily view cap an ad may have; null means no cap. */
export const AD_FREQUENCY_CAP_MIN = 1;
export const AD_IMAGE_MAX_BYTES = 500 * 1024;
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Decoded size past which an upload is refused as a decompression bomb (SECURITY U7). */
export const IMAGE_MAX_PIXELS = 50_000_000;
export const IMAGE_TITLE_MIN_LENGTH = 3;
export const IMAGE_CATEGORY_MIN_LENGTH = 3;
export const AD_CATEGORIES = ['HomepageBanner', 'InFeed', 'StickyFooter'] as const;

export const NAV_USERNAME_MAX = 10;
export const COUNTRIES_SHOWN_IN_LISTS = 2;
export const SKELETON_ROWS = 5;

export const SHARE_POPUP_WIDTH = 600;
export const SHARE_POPUP_HEIGHT = 400;
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

export const ADMIN_REDIRECT_DELAY_MS = 500;
export const ADMIN_CHECK_FAILURE_REDIRECT_DELAY_MS = 500;
export const SIMPLE_ADMIN_AUTH_ERROR_REDIRECT_DELAY_MS = 1500;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 2;
export const QUERY_RETRY_BASE_DELAY_MS = 1000;
export const QUERY_RETRY_MAX_DELAY_MS = 30_000;
export const MUTATION_RETRIES = 1;
export const MUTATION_RETRY_DELAY_MS = 1000;
export const ADMIN_QUERY_STALE_TIME_MS = 30_000;
export const ADS_STALE_TIME_MS = 5 * 60 * 1000;
export const ADS_BUCKET_MS = 4 * 60 * 60 * 1000;
export const PROFILE_REFETCH_INTERVAL_MS = 10_000;

export const SESSION_IDLE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 90 * 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

/** Karma (PRODUCT 14), awarded in the same transaction as its cause. */
export const KARMA = {
  /** Submitting a compliment, for the first `submissionsRewardedPerDay` of a UTC day. */
  submission: 5,
  submissionsRewardedPerDay: 10,
  thankReceived: 10,
  thankGiven: 1,
} as const;
