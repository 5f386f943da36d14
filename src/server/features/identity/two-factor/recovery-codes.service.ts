// Recovery codes for two-factor sign-in (PRODUCT 11.7, DECISIONS 60): 12 characters (about 59
// bits) from an alphabet without look-alikes, shown once, kept only as HMACs under the key of their
// key id (sealing.ts, DECISIONS 67), each used once by one conditional update.
import { randomInt } from 'node:crypto';
import { and, eq, isNull, or } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT, RECOVERY_CODE_LENGTH } from '../../../../contract/two-factor';
import type { AppContext } from '../../../context';
import type { DbOrTx } from '../../../db/client';
import { recoveryCodes } from '../../../db/schema/index';
import { recoveryCodeCandidates, recoveryCodeHash } from './sealing';

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++)
    code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return code;
}

/** Shown as `abcd-efgh-jkmn`; typed back in any case, with or without the dashes. */
const displayRecoveryCode = (code: string) => code.match(/.{1,4}/gu)!.join('-');

/**
 * Marks one unused recovery code used; false when none matches. The code is checked under every
 * configured key, each against the rows hashed under it (DECISIONS 67).
 */
export async function useRecoveryCode(
  ctx: AppContext,
  userId: number,
  typed: string,
): Promise<boolean> {
  const underAnyKey = recoveryCodeCandidates(ctx.config, typed).map(({ keyId, codeHash, legacy }) =>
    and(
      eq(recoveryCodes.codeHash, codeHash),
      legacy
        ? or(eq(recoveryCodes.keyId, keyId), isNull(recoveryCodes.keyId))
        : eq(recoveryCodes.keyId, keyId),
    ),
  );
  const used = await ctx.db
    .update(recoveryCodes)
    .set({ usedAt: ctx.now(), updatedAt: ctx.now() })
    .where(and(eq(recoveryCodes.userId, userId), or(...underAnyKey), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/** New codes in place of all the old ones, in the caller's transaction; answers them as shown. */
export async function replaceRecoveryCodes(
  ctx: AppContext,
  tx: DbOrTx,
  userId: number,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const now = ctx.now();
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(
    codes.map((code) => ({
      userId,
      ...recoveryCodeHash(ctx.config, code),
      createdAt: now,
      updatedAt: now,
    })),
  );
  return codes.map(displayRecoveryCode);
}
