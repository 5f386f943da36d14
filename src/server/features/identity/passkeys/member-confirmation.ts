// A signed-in member confirms it is them before a passkey is added first or removed (PRODUCT 11.8,
// SECURITY A30): the password, or a current code from the app when two-factor sign-in is on. Each
// attempt is counted in the two-factor limits before the check, as the two-factor settings' are
// (SECURITY A21), so a stolen session cannot guess its way to a passkey of its own.
import { MESSAGES } from '../../../../contract/messages';
import type { RegistrationOptionsBody } from '../../../../contract/passkeys';
import { TWO_FACTOR_MESSAGES } from '../../../../contract/two-factor-messages';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../http-error';
import { isCurrentPassword } from '../auth/auth.service';
import { completeSignIn } from '../two-factor/two-factor.service';

/** A refusal said under the password field. */
const refused = (message: string) => new HttpError(400, message, {}, { password: [message] });

export async function confirmMember(
  ctx: AppContext,
  userId: number,
  address: string,
  body: RegistrationOptionsBody,
): Promise<void> {
  // A code goes through two-factor sign-in's own check: counted, used once, refused with 400.
  if (body.code !== undefined) {
    await completeSignIn(ctx, userId, address, { code: body.code }, 400);
    return;
  }
  if (body.password === undefined) throw refused(MESSAGES.passwordRequired);
  await ctx.limiters.consume('twoFactorIp', address);
  await ctx.limiters.consume('twoFactorUser', String(userId));
  if (!(await isCurrentPassword(ctx, userId, body.password))) {
    throw refused(TWO_FACTOR_MESSAGES.wrongPassword);
  }
  // Only failures count against the address; the account's count starts again.
  await ctx.limiters.refund('twoFactorIp', address);
  await ctx.limiters.reset('twoFactorUser', String(userId));
}
