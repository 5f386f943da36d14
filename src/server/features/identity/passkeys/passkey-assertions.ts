// A passkey's signature over a challenge, as the sign-in and the confirmation take it (PRODUCT
// 11.8, SECURITY A31): each attempt counted before any check, the challenge taken once, the
// credential found with its live account, the signature, origin, relying party and user
// verification checked, and the counter moved forward.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PASSKEY_MESSAGES } from '../../../../contract/passkey-messages';
import type { PasskeyAssertionBody } from '../../../../contract/passkeys';
import { addressBlock } from '../../../address-block';
import type { AppContext } from '../../../context';
import { HttpError } from '../../../http-error';
import type { UserRow } from '../auth/auth.service';
import { takeChallenge } from './passkey-challenges.service';
import { findCredential, recordUse, type PasskeyRow } from './passkeys.service';
import { isHandleOf, verifyAssertion } from './webauthn';

type Assertion = PasskeyAssertionBody['response'];

/** Whether the found passkey signed the challenge as its account's, and its use was recorded. */
async function assertionHolds(
  ctx: AppContext,
  found: { passkey: PasskeyRow; user: UserRow },
  response: Assertion,
  challenge: string,
): Promise<boolean> {
  if (!isHandleOf(response.response.userHandle, found.user.id)) return false;
  const use = await verifyAssertion(ctx, found.passkey, response, challenge);
  // A counter that did not move forward is a copy of the key or a replay of its answer.
  return use !== null && (await recordUse(ctx, found.passkey.id, use));
}

/**
 * Signs in with a passkey and answers the account it names. An unknown credential, a deleted
 * account and a signature that does not hold get one answer, like a wrong password; attempts are
 * counted per address and, once the passkey names it, per account, and given back on success.
 */
export async function signInWithPasskey(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  response: Assertion,
): Promise<UserRow> {
  const address = addressBlock(request.ip);
  await ctx.limiters.consume('passkeySignInIp', address);
  const challenge = await takeChallenge(ctx, request, reply, 'sign-in', null);
  if (!challenge) throw new HttpError(401, PASSKEY_MESSAGES.challengeExpired);
  const found = await findCredential(ctx, response.id);
  if (!found) throw new HttpError(401, PASSKEY_MESSAGES.signInRefused);
  const account = String(found.user.id);
  await ctx.limiters.consume('passkeySignInUser', account);
  if (!(await assertionHolds(ctx, found, response, challenge))) {
    throw new HttpError(401, PASSKEY_MESSAGES.signInRefused);
  }
  await ctx.limiters.refund('passkeySignInIp', address);
  await ctx.limiters.reset('passkeySignInUser', account);
  return found.user;
}

/**
 * A signed-in member proves a passkey of their own account again (the admin screens' step-up): a
 * second factor, so it is counted in the two-factor limits before the check (SECURITY A21).
 */
export async function confirmWithPasskey(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  response: Assertion,
): Promise<void> {
  const address = addressBlock(request.ip);
  await ctx.limiters.consume('twoFactorIp', address);
  await ctx.limiters.consume('twoFactorUser', String(userId));
  const challenge = await takeChallenge(ctx, request, reply, 'confirm', userId);
  if (!challenge) throw new HttpError(400, PASSKEY_MESSAGES.challengeExpired);
  const found = await findCredential(ctx, response.id);
  if (
    !found ||
    found.user.id !== userId ||
    !(await assertionHolds(ctx, found, response, challenge))
  ) {
    throw new HttpError(400, PASSKEY_MESSAGES.confirmRefused);
  }
  await ctx.limiters.refund('twoFactorIp', address);
  await ctx.limiters.reset('twoFactorUser', String(userId));
}
