// View tokens spent on a view, a click or a claim (DECISIONS 32). The row is written in the
// transaction that counts, so a token counts once across every instance, and kept only while the
// token could still be accepted.
import { lt } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { spentViewTokens } from '../../db/schema/index';
import { spentTokenKey, type ViewTokenClaim } from './view-tokens';

/** Marks the token spent for this use; false when it already was (or is, in a transaction still open). */
export async function spendToken(
  tx: DbOrTx,
  use: 'view' | 'follow',
  claim: ViewTokenClaim,
): Promise<boolean> {
  const spent = await tx
    .insert(spentViewTokens)
    .values({ tokenHash: spentTokenKey(use, claim.token), expiresAt: claim.expiresAt })
    .onConflictDoNothing()
    .returning({ tokenHash: spentViewTokens.tokenHash });
  return spent.length > 0;
}

/** Drops the rows of tokens no request can bring any more. */
export async function purgeSpentTokens(ctx: AppContext): Promise<void> {
  await ctx.db.delete(spentViewTokens).where(lt(spentViewTokens.expiresAt, ctx.now()));
}
