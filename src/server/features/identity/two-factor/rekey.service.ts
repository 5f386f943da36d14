// Re-seals every two-factor secret under the current key (DECISIONS 67): `npm run rekey`, in
// production `node dist/server/rekey.js`, run once every instance lists the new key first, so the
// older keys can then be retired. Recovery codes are kept only as HMACs and cannot be hashed anew
// without the codes themselves: the report counts the members whose codes are still under an
// older key, which work while that key is listed.
import { and, asc, countDistinct, eq, gt, isNotNull, isNull, ne, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { recoveryCodes, users } from '../../../db/schema/index';
import { SESSION_KEY_ID } from '../../../lib/encryption-keys';
import { currentKeyId, openSealedSecret, sealSecret, type KeyConfig } from './sealing';

/** Rows read at a time, so a large users table is never held in memory at once. */
const BATCH = 500;

interface RekeyResult {
  /** The key everything was re-sealed under. */
  keyId: string;
  resealed: number;
  /** Secrets no configured key opens (their key was retired): left as they are. */
  unreadable: number;
  /** Members with unused recovery codes hashed under another key than the current one. */
  olderRecoveryCodeSets: number;
}

function openedOrNull(config: KeyConfig, sealed: string) {
  try {
    return openSealedSecret(config, sealed);
  } catch {
    return null;
  }
}

/** Re-seals, batch by batch, and answers what it did and what it left. */
export async function resealTwoFactorSecrets(db: DbOrTx, config: KeyConfig): Promise<RekeyResult> {
  const result: RekeyResult = {
    keyId: currentKeyId(config),
    resealed: 0,
    unreadable: 0,
    olderRecoveryCodeSets: 0,
  };
  for (let after = 0; ;) {
    const batch = await db
      .select({ id: users.id, sealed: users.twoFactorSecret })
      .from(users)
      .where(and(gt(users.id, after), isNotNull(users.twoFactorSecret)))
      .orderBy(asc(users.id))
      .limit(BATCH);
    for (const { id, sealed } of batch) {
      const opened = openedOrNull(config, sealed!);
      if (!opened) result.unreadable += 1;
      if (!opened || opened.current) continue;
      // Only if it is still the value read: a set-up meanwhile has sealed a new secret already.
      // `updated_at` stays: the member changed nothing.
      const written = await db
        .update(users)
        .set({ twoFactorSecret: sealSecret(config, opened.plain) })
        .where(and(eq(users.id, id), eq(users.twoFactorSecret, sealed!)))
        .returning({ id: users.id });
      result.resealed += written.length;
    }
    if (batch.length < BATCH) break;
    after = batch.at(-1)!.id;
  }
  // Rows without a key id were hashed under the session secret's key, the current one when
  // ENCRYPTION_KEYS is unset.
  const underOlderKey =
    result.keyId === SESSION_KEY_ID
      ? and(isNotNull(recoveryCodes.keyId), ne(recoveryCodes.keyId, result.keyId))
      : or(isNull(recoveryCodes.keyId), ne(recoveryCodes.keyId, result.keyId));
  const [older] = await db
    .select({ members: countDistinct(recoveryCodes.userId) })
    .from(recoveryCodes)
    .where(and(isNull(recoveryCodes.usedAt), underOlderKey));
  result.olderRecoveryCodeSets = Number(older?.members ?? 0);
  return result;
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What the command prints. */
export function rekeyReport(result: RekeyResult): string {
  const lines = [
    `re-sealed ${counted(result.resealed, 'two-factor key', 'two-factor keys')} under ${result.keyId}`,
    `${counted(result.olderRecoveryCodeSets, 'recovery code set remains', 'recovery code sets remain')} ` +
      'under older keys (they cannot be re-hashed without the codes; they work while those keys ' +
      'are listed)',
  ];
  if (result.unreadable > 0) {
    lines.push(
      `${counted(result.unreadable, 'two-factor key is', 'two-factor keys are')} under no ` +
        'configured key and left unchanged (those members sign in with a recovery code, or an ' +
        'admin resets their two-factor sign-in)',
    );
  }
  return lines.join('; ');
}
