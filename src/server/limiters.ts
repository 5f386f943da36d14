// Abuse limits: counted in Redis when REDIS_URL is set (shared by every instance), else in memory.
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '../contract/messages';
import { HttpError } from './http-error';

export interface LimitSpec {
  /** How many events the window allows. */
  points: number;
  /** Window length in seconds. */
  duration: number;
}

/**
 * Each limit's key is a member, an account, or an address (with the item or account it is about).
 * An address key is always its block (address-block.ts), so an IPv6 client counts by its /64.
 */
export const LIMITS = {
  loginIpUser: { points: 10, duration: 15 * 60 },
  loginUser: { points: 100, duration: 60 * 60 },
  // Failed logins from one address, whatever the usernames (password spraying, SECURITY A11).
  loginIp: { points: 100, duration: 15 * 60 },
  register: { points: 20, duration: 60 * 60 },
  forgotEmail: { points: 3, duration: 60 * 60 },
  forgotIp: { points: 30, duration: 60 * 60 },
  resetIp: { points: 30, duration: 60 * 60 },
  // Per visitor and item: calls past these still answer (and /r/* still redirects) but do not count.
  adView: { points: 30, duration: 60 },
  adClick: { points: 10, duration: 60 },
  promotionView: { points: 30, duration: 60 },
  promotionClaim: { points: 10, duration: 60 },
  // Per member: random picks past this still answer but record no delivery (SECURITY K9 h).
  memberDeliveries: { points: 300, duration: 60 * 60 },
  // Per member: reports of compliments.
  report: { points: 20, duration: 60 * 60 },
  // Per member: username changes, taken or refused ones included (PRODUCT 11).
  usernameChange: { points: 20, duration: 60 * 60 },
  // Two-factor codes and the passwords its settings ask, per account and per address, each
  // counted before the check (PRODUCT 11.7, SECURITY A21).
  twoFactorUser: { points: 10, duration: 15 * 60 },
  twoFactorIp: { points: 50, duration: 15 * 60 },
  // Passkeys (PRODUCT 11.8, SECURITY A31): new challenges, per address for the sign-in (every
  // visit of /login asks one for the browser's autofill) and per member for the settings; and
  // passkey sign-ins per address and, once the passkey names it, per account, each counted before
  // the check and given back when it succeeds.
  passkeyOptionsIp: { points: 300, duration: 15 * 60 },
  passkeyOptionsUser: { points: 60, duration: 15 * 60 },
  passkeySignInIp: { points: 50, duration: 15 * 60 },
  passkeySignInUser: { points: 10, duration: 15 * 60 },
  // Per member: account deletions, counted before the password is checked (PRODUCT 11.6).
  accountDelete: { points: 5, duration: 60 * 60 },
  // Per member and per address: new confirmation links (PRODUCT 11.2, SECURITY A18).
  confirmResend: { points: 3, duration: 60 * 60 },
  confirmResendIp: { points: 30, duration: 60 * 60 },
  // Per address: following confirmation links, so tokens cannot be guessed at speed.
  confirmIp: { points: 30, duration: 60 * 60 },
  // Per member: password and email changes, each counted before the current password is checked.
  passwordChange: { points: 10, duration: 60 * 60 },
  emailChange: { points: 5, duration: 60 * 60 },
} satisfies Record<string, LimitSpec>;

export type LimitName = keyof typeof LIMITS;

export class Limiters {
  private readonly limiters = new Map<LimitName, RateLimiterAbstract>();

  constructor(
    private readonly enabled: boolean,
    private readonly redis: Redis | undefined,
    private readonly log: FastifyBaseLogger,
  ) {
    for (const [name, spec] of Object.entries(LIMITS) as [LimitName, LimitSpec][]) {
      const memory = new RateLimiterMemory({ keyPrefix: name, ...spec });
      this.limiters.set(
        name,
        redis
          ? new RateLimiterRedis({
              storeClient: redis,
              keyPrefix: `kindly:rl:${name}`,
              ...spec,
              // When Redis is down, each instance keeps counting on its own.
              insuranceLimiter: memory,
              rejectIfRedisNotReady: true,
            })
          : memory,
      );
    }
  }

  private get(name: LimitName): RateLimiterAbstract {
    return this.limiters.get(name)!;
  }

  /** Counts one event; answers the seconds to wait when this event went over the limit. */
  async hit(name: LimitName, key: string): Promise<number> {
    if (!this.enabled) return 0;
    try {
      await this.get(name).consume(key);
      return 0;
    } catch (result) {
      if (result instanceof RateLimiterRes) return Math.ceil(result.msBeforeNext / 1000) || 1;
      this.log.error({ err: result }, 'rate limiter failed');
      return 0;
    }
  }

  async reset(name: LimitName, key: string): Promise<void> {
    if (!this.enabled) return;
    await this.get(name).delete(key);
  }

  /** Gives back one event counted by `hit`, for an attempt that turned out legitimate. */
  async refund(name: LimitName, key: string): Promise<void> {
    if (!this.enabled) return;
    await this.get(name).reward(key, 1);
  }

  /** Counts the event and throws 429 when it went over. */
  async consume(name: LimitName, key: string): Promise<void> {
    const wait = await this.hit(name, key);
    if (wait > 0) throw tooMany(wait);
  }
}

function tooMany(seconds: number): HttpError {
  return new HttpError(429, MESSAGES.tooManyRequests, { 'retry-after': String(seconds) });
}
