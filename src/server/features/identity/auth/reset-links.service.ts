// The reset links mailed to an account (PRODUCT 12): a new password or a new address ends them.
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { passwordResetTokens } from '../../../db/schema/index';

/** Ends every reset link of the account still unused. */
export async function endResetLinks(tx: DbOrTx, userId: number, now: Date): Promise<void> {
  await tx
    .update(passwordResetTokens)
    .set({ usedAt: now, updatedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}
