// The keys of ENCRYPTION_KEYS (DECISIONS 67): what is kept sealed at rest is sealed under the
// first and opened under any of them, each named by the id the sealed value carries. Read once at
// start-up; a message names the entry at fault, never its key.
import { z } from 'zod';

export interface EncryptionKey {
  /** Letters, digits, `_` and `-`: written into every value sealed under the key. */
  id: string;
  /** 32 random bytes. */
  key: Buffer;
}

/** The id of the key derived from SESSION_SECRET when ENCRYPTION_KEYS is unset; no listed key takes it. */
export const SESSION_KEY_ID = 'session';

const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;
const KEY_BYTES = 32;
/** Standard base64 (what `openssl rand -base64 32` prints) or base64url, padded or not. */
const BASE64 = /^(?:[A-Za-z0-9+/]+|[A-Za-z0-9_-]+)={0,2}$/;
const HOW = `<id>:<base64 of ${KEY_BYTES} random bytes>, as openssl rand -base64 ${KEY_BYTES} prints`;

/** Why one `<id>:<key>` entry cannot be used, or its key. */
function readEntry(entry: string, position: number, seen: EncryptionKey[]): EncryptionKey | string {
  const colon = entry.indexOf(':');
  if (colon === -1) return `entry ${position} is not written ${HOW}`;
  const id = entry.slice(0, colon).trim();
  const text = entry.slice(colon + 1).trim();
  if (!KEY_ID.test(id)) {
    return `entry ${position}: a key id is 1 to 32 letters, digits, _ or - (it goes into every value sealed under it)`;
  }
  if (id === SESSION_KEY_ID) {
    return `the key id ${SESSION_KEY_ID} names the key derived from SESSION_SECRET; give key ${position} another id`;
  }
  if (seen.some((key) => key.id === id)) return `the key id ${id} is listed twice`;
  const key = BASE64.test(text) ? Buffer.from(text, 'base64') : null;
  if (!key || key.length !== KEY_BYTES) {
    const size = key ? `; it holds ${key.length} bytes` : '; it is not base64';
    return `key ${id} must be written ${HOW}${size}`;
  }
  const twin = seen.find((other) => other.key.equals(key));
  if (twin) return `keys ${twin.id} and ${id} are the same key: a new key must be new random bytes`;
  return { id, key };
}

/** `k2:<base64>,k1:<base64>`: the current key first, then the previous ones still accepted. */
export const EncryptionKeysSchema = z.string().transform((text, ctx) => {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  if (entries.length === 0) {
    ctx.addIssue({ code: 'custom', message: `name at least one key, written ${HOW}` });
    return z.NEVER;
  }
  const keys: EncryptionKey[] = [];
  for (const [index, entry] of entries.entries()) {
    const read = readEntry(entry, index + 1, keys);
    if (typeof read === 'string') {
      ctx.addIssue({ code: 'custom', message: read });
      return z.NEVER;
    }
    keys.push(read);
  }
  return keys;
});
