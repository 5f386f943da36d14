// What two-factor sign-in keeps at rest (DECISIONS 60, 67): the TOTP secret sealed with AES-256-GCM
// and the recovery codes as HMAC-SHA-256, each under a key of ENCRYPTION_KEYS named by its id, so
// keys can be added and retired. Without ENCRYPTION_KEYS (development, tests) the key is derived
// from SESSION_SECRET by HKDF, as before there were key ids, and is named `session`.
import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { sessionSecrets, type Config } from '../../../config';
import { SESSION_KEY_ID, type EncryptionKey } from '../../../lib/encryption-keys';

/** What the keys are made from. */
export type KeyConfig = Pick<Config, 'sessionSecret' | 'previousSessionSecrets' | 'encryptionKeys'>;

type Purpose = 'totp-secret' | 'recovery-codes';

/** One key of the ring: its id and the key each purpose uses, derived from it by HKDF-SHA-256. */
interface RingKey {
  id: string;
  purposes: Record<Purpose, Buffer>;
}

const derive = (material: string | Buffer, salt: string): RingKey['purposes'] => ({
  'totp-secret': Buffer.from(hkdfSync('sha256', material, salt, 'totp-secret', 32)),
  'recovery-codes': Buffer.from(hkdfSync('sha256', material, salt, 'recovery-codes', 32)),
});

/** The derivation of the first sealed secrets (`v1`), kept so they still open. */
const sessionKey = (secret: string): RingKey => ({
  id: SESSION_KEY_ID,
  purposes: derive(secret, 'kindly-two-factor'),
});

const listedKey = ({ id, key }: EncryptionKey): RingKey => ({
  id,
  purposes: derive(key, 'kindly-encryption-key'),
});

interface Ring {
  /** What seals now: the first of ENCRYPTION_KEYS, else the current session secret's key. */
  current: RingKey;
  /** Every key that opens: ENCRYPTION_KEYS, then one `session` key per configured session secret. */
  all: RingKey[];
}

/** Derived at each use: a few HKDF rounds, next to an AES or HMAC operation and a row read. */
function ringOf(config: KeyConfig): Ring {
  const listed = config.encryptionKeys.map(listedKey);
  const all = [...listed, ...sessionSecrets(config).map(sessionKey)];
  return { current: all[0]!, all };
}

/** The id new values are sealed and hashed under. */
export const currentKeyId = (config: KeyConfig): string => ringOf(config).current.id;

const encode = (bytes: Buffer) => bytes.toString('base64url');

/** `v2.<key id>.<iv>.<tag>.<ciphertext>`, base64url, with a fresh 12-byte IV each time. */
export function sealSecret(config: KeyConfig, plain: string): string {
  const key = ringOf(config).current;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key.purposes['totp-secret'], iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v2', key.id, encode(iv), encode(cipher.getAuthTag()), encode(sealed)].join('.');
}

function openWith(key: RingKey, iv: string, tag: string, data: string): string | null {
  // The whole 16-byte tag: GCM would otherwise accept a shortened one, which proves less.
  const decipher = createDecipheriv(
    'aes-256-gcm',
    key.purposes['totp-secret'],
    Buffer.from(iv, 'base64url'),
    { authTagLength: 16 },
  );
  try {
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([
      decipher.update(Buffer.from(data, 'base64url')),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    return null;
  }
}

/**
 * Opens a sealed secret under the key it names (`v1`: a session secret's), and says whether that
 * is the current key in the current format; throws when no configured key opens it.
 */
export function openSealedSecret(
  config: KeyConfig,
  sealed: string,
): { plain: string; current: boolean } {
  const parts = sealed.split('.');
  const [version] = parts;
  const [keyId, iv, tag, data] =
    version === 'v1' ? [SESSION_KEY_ID, ...parts.slice(1)] : parts.slice(1);
  const wellFormed =
    (version === 'v1' && parts.length === 4) || (version === 'v2' && parts.length === 5);
  if (!wellFormed || !iv || !tag || !data) throw new Error('unknown sealed secret format');
  const ring = ringOf(config);
  for (const key of ring.all.filter((candidate) => candidate.id === keyId)) {
    const plain = openWith(key, iv, tag, data);
    if (plain !== null) return { plain, current: version === 'v2' && key === ring.current };
  }
  throw new Error(`no configured key opens a secret sealed under ${keyId}`);
}

export const openSecret = (config: KeyConfig, sealed: string): string =>
  openSealedSecret(config, sealed).plain;

const hmac = (key: RingKey, normalized: string) =>
  createHmac('sha256', key.purposes['recovery-codes']).update(normalized).digest('hex');

/** A new recovery code's row: its HMAC under the current key, and that key's id. */
export function recoveryCodeHash(
  config: KeyConfig,
  normalized: string,
): { keyId: string; codeHash: string } {
  const key = ringOf(config).current;
  return { keyId: key.id, codeHash: hmac(key, normalized) };
}

/**
 * What a typed code's row may hold: its HMAC under every configured key, with that key's id. A row
 * without an id was hashed before there were ids, under a session secret's key.
 */
export function recoveryCodeCandidates(
  config: KeyConfig,
  typed: string,
): { keyId: string; codeHash: string; legacy: boolean }[] {
  return ringOf(config).all.map((key) => ({
    keyId: key.id,
    codeHash: hmac(key, typed),
    legacy: key.id === SESSION_KEY_ID,
  }));
}
