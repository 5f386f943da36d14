// An account younger than a day is the cheapest thing to make many of: its reports weigh nothing
// (DECISIONS 52) and its first compliments wait for review.
import type { AppContext } from '../../../context';

/** Whether an account is new: registered less than `newMemberAgeMs` (a day) before now. */
export function isNewAccount(ctx: AppContext, joinedAt: Date | null): boolean {
  const { newMemberAgeMs } = ctx.config.moderation;
  return joinedAt !== null && ctx.now().getTime() - joinedAt.getTime() < newMemberAgeMs;
}
