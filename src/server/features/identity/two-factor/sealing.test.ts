// What two-factor sign-in keeps at rest (DECISIONS 60, 67): secrets sealed with AES-256-GCM under a
// key named by its id, recovery codes hashed under the current key and checked under every one.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealedV1 } from '../../../../../test/helpers/two-factor';
import {
  currentKeyId,
  openSealedSecret,
  openSecret,
  recoveryCodeCandidates,
  recoveryCodeHash,
  sealSecret,
  type KeyConfig,
} from './sealing';

const SESSION_A = 'test-secret-test-secret-test-secret-0123';
const SESSION_B = 'another-secret-another-secret-another-1';
const K1 = { id: 'k1', key: randomBytes(32) };
const K2 = { id: 'k2', key: randomBytes(32) };
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const keys = (
  sessionSecret: string,
  encryptionKeys: KeyConfig['encryptionKeys'] = [],
  previousSessionSecrets: string[] = [],
): KeyConfig => ({ sessionSecret, previousSessionSecrets, encryptionKeys });

const flip = (part: string) => {
  const bytes = Buffer.from(part, 'base64url');
  bytes[0] = bytes[0]! ^ 1;
  return bytes.toString('base64url');
};

describe('sealed secrets', () => {
  it('A20 seals with a fresh IV each time and opens back to the secret', () => {
    const config = keys(SESSION_A, [K1]);
    const first = sealSecret(config, SECRET);
    const second = sealSecret(config, SECRET);
    expect(first).not.toBe(second);
    expect(first).not.toContain(SECRET);
    expect(openSecret(config, first)).toBe(SECRET);
    expect(openSecret(config, second)).toBe(SECRET);
  });

  it('A20 refuses a sealed secret changed in any part, or opened without its key', () => {
    const config = keys(SESSION_A, [K1]);
    const [version, keyId, iv, tag, data] = sealSecret(config, SECRET).split('.') as [
      string,
      string,
      string,
      string,
      string,
    ];
    for (const changed of [
      [version, keyId, flip(iv), tag, data],
      [version, keyId, iv, flip(tag), data],
      // A shortened tag would prove less: only the whole 16 bytes are accepted.
      [version, keyId, iv, tag.slice(0, 6), data],
      [version, keyId, iv, tag, flip(data)],
      [version, 'k2', iv, tag, data],
      ['v3', keyId, iv, tag, data],
      [version, iv, tag, data],
    ]) {
      expect(() => openSecret(config, changed.join('.'))).toThrow();
    }
    const sealed = [version, keyId, iv, tag, data].join('.');
    expect(() =>
      openSecret(keys(SESSION_A, [{ id: 'k1', key: randomBytes(32) }]), sealed),
    ).toThrow();
  });

  it('A29 a sealed secret names its key: the current key seals, a previous one still opens, a retired one does not', () => {
    const underK1 = sealSecret(keys(SESSION_A, [K1]), SECRET);
    expect(underK1).toMatch(/^v2\.k1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);

    const rotated = keys(SESSION_A, [K2, K1]);
    expect(currentKeyId(rotated)).toBe('k2');
    expect(openSealedSecret(rotated, underK1)).toEqual({ plain: SECRET, current: false });
    const underK2 = sealSecret(rotated, SECRET);
    expect(underK2).toMatch(/^v2\.k2\./);
    expect(openSealedSecret(rotated, underK2)).toEqual({ plain: SECRET, current: true });

    const retired = keys(SESSION_A, [K2]);
    expect(openSecret(retired, underK2)).toBe(SECRET);
    expect(() => openSecret(retired, underK1)).toThrow(/k1/);
  });

  it('A29 without ENCRYPTION_KEYS the session secret’s key seals, as `session`; a v1 secret opens under the current or a previous session secret', () => {
    const development = keys(SESSION_A);
    expect(currentKeyId(development)).toBe('session');
    const sealed = sealSecret(development, SECRET);
    expect(sealed).toMatch(/^v2\.session\./);
    // The same key as the v1 format's: a fresh clone's older secrets and new ones open alike.
    const v1 = sealedV1(SESSION_A, SECRET);
    expect(openSealedSecret(development, v1)).toEqual({ plain: SECRET, current: false });

    const rotated = keys(SESSION_B, [K1], [SESSION_A]);
    expect(openSecret(rotated, v1)).toBe(SECRET);
    expect(openSecret(rotated, sealed)).toBe(SECRET);
    expect(() => openSecret(keys(SESSION_B, [K1]), v1)).toThrow();
    expect(() => openSecret(keys(SESSION_B, [K1]), sealed)).toThrow();
  });
});

describe('recovery code hashes', () => {
  it('A29 a code is hashed under the current key with its id, and checked under every configured key', () => {
    const before = keys(SESSION_A, [K1]);
    const stored = recoveryCodeHash(before, 'abcdefghjkmn');
    expect(stored.keyId).toBe('k1');
    expect(stored.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.codeHash).not.toContain('abcdefghjkmn');

    const rotated = keys(SESSION_B, [K2, K1], [SESSION_A]);
    expect(recoveryCodeHash(rotated, 'abcdefghjkmn').keyId).toBe('k2');
    const candidates = recoveryCodeCandidates(rotated, 'abcdefghjkmn');
    expect(candidates.map((candidate) => [candidate.keyId, candidate.legacy])).toEqual([
      ['k2', false],
      ['k1', false],
      ['session', true],
      ['session', true],
    ]);
    expect(candidates).toContainEqual({ ...stored, legacy: false });
    expect(recoveryCodeCandidates(keys(SESSION_B, [K2]), 'abcdefghjkmn')).not.toContainEqual({
      ...stored,
      legacy: false,
    });
  });
});
