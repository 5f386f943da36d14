// The WebAuthn ceremonies through SimpleWebAuthn (DECISIONS 68): options for the browser, and
// checks of what it answers against the challenge, PUBLIC_URL's origin and host (the relying
// party's id) and the stored key. User verification is always required: a passkey then stands
// for two factors, the device and the fingerprint, face or screen lock that unlocked it.
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type {
  AuthenticationOptions,
  PasskeyAssertionBody,
  RegisterPasskeyBody,
  RegistrationOptions,
  Transport,
} from '../../../../contract/passkeys';
import type { AppContext } from '../../../context';
import { CHALLENGE_TTL_MS } from './passkey-challenges.service';
import type { NewPasskey, PasskeyRow } from './passkeys.service';
import { transportsOf } from './passkeys.service';

/** EdDSA, ES256 and RS256: what every platform and security key offers. */
const ALGORITHMS = [-8, -7, -257];

/** The relying party: PUBLIC_URL's host names it, and answers must come from its origin. */
function relyingParty(ctx: AppContext) {
  const url = new URL(ctx.config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: ctx.config.siteName };
}

/**
 * The user handle the authenticator keeps with a passkey: the account's id. It names no one by
 * itself (no email, no name), and it survives a rotation of the secrets, which a derived one would
 * not; a passkey answering with another account's handle is refused.
 */
const userHandle = (userId: number) => Buffer.from(String(userId), 'utf8');

export const isHandleOf = (handle: string | undefined, userId: number) =>
  handle === undefined || handle === userHandle(userId).toString('base64url');

/** Options for a new, discoverable passkey of the member, leaving out the ones they have. */
export async function registrationOptions(
  ctx: AppContext,
  member: { id: number; email: string; username: string; usernameChosenAt: Date | null },
  existing: { id: string; transports: Transport[] }[],
): Promise<RegistrationOptions> {
  const rp = relyingParty(ctx);
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userID: userHandle(member.id),
    // The passkey list of the device shows these: the address signs in, the chosen name greets.
    userName: member.email,
    userDisplayName: member.usernameChosenAt ? member.username : member.email,
    timeout: CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: existing,
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    supportedAlgorithmIDs: ALGORITHMS,
  });
  return options as RegistrationOptions;
}

/** Options for a passkey sign-in (no credentials: the passkey names the account) or a confirmation. */
export async function authenticationOptions(
  ctx: AppContext,
  allow: { id: string; transports: Transport[] }[],
): Promise<AuthenticationOptions> {
  const rpId = relyingParty(ctx).id;
  const options = await generateAuthenticationOptions({
    rpID: rpId,
    allowCredentials: allow,
    userVerification: 'required',
    timeout: CHALLENGE_TTL_MS,
  });
  // The contract's shape names every field the browser reads, each always present.
  return {
    ...options,
    rpId,
    allowCredentials: options.allowCredentials ?? [],
  } as AuthenticationOptions;
}

/** The credential a registration answer makes, or null when it does not hold. */
export async function verifyRegistration(
  ctx: AppContext,
  response: RegisterPasskeyBody['response'],
  challenge: string,
): Promise<Omit<NewPasskey, 'name'> | null> {
  const rp = relyingParty(ctx);
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      supportedAlgorithmIDs: ALGORITHMS,
    });
    if (!verified) return null;
    return {
      credentialId: registrationInfo.credential.id,
      publicKey: Buffer.from(registrationInfo.credential.publicKey).toString('base64url'),
      counter: registrationInfo.credential.counter,
      transports: response.response.transports ?? [],
      deviceType: registrationInfo.credentialDeviceType,
      backedUp: registrationInfo.credentialBackedUp,
    };
  } catch (error) {
    ctx.log.info({ err: error }, 'passkey registration refused');
    return null;
  }
}

/** The counter and backup state a signature by a stored passkey shows, or null when it does not hold. */
export async function verifyAssertion(
  ctx: AppContext,
  passkey: PasskeyRow,
  response: PasskeyAssertionBody['response'],
  challenge: string,
): Promise<{ counter: number; backedUp: boolean } | null> {
  const rp = relyingParty(ctx);
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: Buffer.from(passkey.publicKey, 'base64url'),
        counter: passkey.counter,
        transports: transportsOf(passkey),
      },
      requireUserVerification: true,
    });
    if (!verified || !authenticationInfo.userVerified) return null;
    return {
      counter: authenticationInfo.newCounter,
      backedUp: authenticationInfo.credentialBackedUp,
    };
  } catch (error) {
    ctx.log.info({ err: error }, 'passkey signature refused');
    return null;
  }
}
