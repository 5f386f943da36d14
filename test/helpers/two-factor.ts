// Two-factor values as a test needs them: the code an authenticator app shows, and a secret sealed
// the way the first release sealed it, before key ids (DECISIONS 60, 67).
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** The six-digit code of a base32 secret at `ms` on the app's clock. */
export const totpCode = (secret: string, ms: number): string =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: ms });

/** `v1.<iv>.<tag>.<data>`: AES-256-GCM under the session secret's HKDF key, with no key id. */
export function sealedV1(sessionSecret: string, plain: string): string {
  const key = Buffer.from(
    hkdfSync('sha256', sessionSecret, 'kindly-two-factor', 'totp-secret', 32),
  );
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
}
