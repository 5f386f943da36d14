// ENCRYPTION_KEYS and SESSION_SECRET_PREVIOUS as the environment gives them (DECISIONS 67): read
// in order, current first, and refused at start-up with a message that names the entry at fault
// but never prints a key.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, sessionSecrets } from '../config';

const base = {
  NODE_ENV: 'test',
  DATA_DIR: '/tmp/kindly-test-unused',
  SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
};
const key = () => randomBytes(32);

/** The message loadConfig refuses the environment with. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('ENCRYPTION_KEYS', () => {
  it('A29 reads the keys current first, in base64 or base64url, padded or not', () => {
    const [k3, k2, k1] = [key(), key(), key()];
    const config = loadConfig({
      ...base,
      ENCRYPTION_KEYS: ` k3:${k3.toString('base64')}, k2:${k2.toString('base64url')},k1:${k1.toString('base64').replace(/=+$/, '')},`,
    });
    expect(config.encryptionKeys).toEqual([
      { id: 'k3', key: k3 },
      { id: 'k2', key: k2 },
      { id: 'k1', key: k1 },
    ]);
  });

  it('A29 refuses a key that is not 32 bytes of base64, a bad or reserved id, an id or a key listed twice, and names no key', () => {
    const good = key().toString('base64');
    const short = randomBytes(16).toString('base64');
    const cases: [string, RegExp][] = [
      ['', /ENCRYPTION_KEYS: name at least one key/],
      [good, /ENCRYPTION_KEYS: entry 1 is not written <id>:<base64 of 32 random bytes>/],
      [`k1:${short}`, /key k1 must be written .*; it holds 16 bytes/],
      [`k1:${good},k2:not base64!`, /key k2 must be written .*; it is not base64/],
      [`k.1:${good}`, /entry 1: a key id is 1 to 32 letters, digits, _ or -/],
      [`session:${good}`, /the key id session names the key derived from SESSION_SECRET/],
      [`k1:${good},k1:${key().toString('base64')}`, /the key id k1 is listed twice/],
      [`k2:${good},k1:${good}`, /keys k2 and k1 are the same key/],
    ];
    for (const [value, message] of cases) {
      const text = refusal({ ENCRYPTION_KEYS: value });
      expect(text, value).toMatch(message);
      expect(text, value).not.toContain(good);
      expect(text, value).not.toContain(short);
    }
  });
});

describe('SESSION_SECRET_PREVIOUS', () => {
  it('A28 lists the previous secrets after the current one, without repeating it', () => {
    const older = 'older-secret-older-secret-older-secret-1';
    const oldest = 'oldest-secret-oldest-secret-oldest-secret';
    const config = loadConfig({
      ...base,
      SESSION_SECRET_PREVIOUS: `${older}, ${base.SESSION_SECRET},${oldest},`,
    });
    expect(config.previousSessionSecrets).toEqual([older, oldest]);
    expect(sessionSecrets(config)).toEqual([base.SESSION_SECRET, older, oldest]);
    expect(loadConfig(base).previousSessionSecrets).toEqual([]);
  });

  it('A28 refuses a previous secret shorter than 32 characters', () => {
    expect(refusal({ SESSION_SECRET_PREVIOUS: `${'x'.repeat(32)},short` })).toMatch(
      /SESSION_SECRET_PREVIOUS.*every previous secret must be at least 32 characters/,
    );
  });
});
