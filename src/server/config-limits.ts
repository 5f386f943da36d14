// The limits the configuration carries and their defaults: what a password hash costs and how
// many wait for one (PRODUCT 11, SECURITY A11), and how many share cards wait for their drawing
// (SECURITY L7). The features that apply them read them from the configuration.
import { availableParallelism } from 'node:os';

/** Argon2id's memory (KiB) and passes: what a guess costs an attacker who has the hashes. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}

/** OWASP's argon2id parameters: what every stored password costs outside the test suite. */
export const OWASP_HASH_COST: PasswordHashCost = { memoryCost: 19456, timeCost: 2 };

export interface PasswordHashingLimits {
  /** Hashes computed at once by this process. */
  concurrency: number;
  /** Hashes that may wait for a free slot; past that the request is answered 503 at once. */
  queue: number;
  /** A request that waited longer than this is answered 503 instead of being hashed late. */
  maxWaitMs: number;
}

/**
 * Argon2 runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which
 * file reads and DNS also use: hashing keeps at least one thread free and no more than the cores.
 * The wait stays under the 15 s request timeout, so no hash is made for an answer already sent.
 */
export function defaultHashingLimits(): PasswordHashingLimits {
  const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  const concurrency = Math.max(1, Math.min(availableParallelism(), pool - 1));
  return { concurrency, queue: 64 * concurrency, maxWaitMs: 10_000 };
}

export interface CardQueueLimits {
  /** Cards that may wait for their turn; a request for one more gets the default picture. */
  queue: number;
  /** How long a request waits for its card's drawing to start. */
  turnWaitMs: number;
  /** How long the requests for a card wait for its drawing once it has started. */
  drawingWaitMs: number;
}

/**
 * A card takes 0.5–1 s to draw on a quiet machine, so a request waits for two cards ahead of its
 * own at most, and every request is answered within about three seconds, inside the time link
 * previewers give an image.
 */
export const CARD_QUEUE_LIMITS: CardQueueLimits = {
  queue: 8,
  turnWaitMs: 1000,
  drawingWaitMs: 2000,
};
