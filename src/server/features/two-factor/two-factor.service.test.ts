// The sealing of two-factor secrets (DECISIONS 60): standard AES-256-GCM under an HKDF key.
import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../context';
import { openSecret, sealSecret } from './two-factor.service';

const ctxWith = (sessionSecret: string) => ({ config: { sessionSecret } }) as AppContext;
const ctx = ctxWith('test-secret-test-secret-test-secret-0123');
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('sealed secrets', () => {
  it('A20 seals with a fresh IV each time and opens back to the secret', () => {
    const first = sealSecret(ctx, SECRET);
    const second = sealSecret(ctx, SECRET);
    expect(first).not.toBe(second);
    expect(first).not.toContain(SECRET);
    expect(first.split('.')).toHaveLength(4);
    expect(openSecret(ctx, first)).toBe(SECRET);
    expect(openSecret(ctx, second)).toBe(SECRET);
  });

  it('A20 refuses a sealed secret changed in any part, or opened under another SESSION_SECRET', () => {
    const sealed = sealSecret(ctx, SECRET);
    const [version, iv, tag, data] = sealed.split('.') as [string, string, string, string];
    const flip = (part: string) => {
      const bytes = Buffer.from(part, 'base64url');
      bytes[0] = bytes[0]! ^ 1;
      return bytes.toString('base64url');
    };
    for (const changed of [
      [version, flip(iv), tag, data],
      [version, iv, flip(tag), data],
      [version, iv, tag, flip(data)],
      ['v2', iv, tag, data],
    ]) {
      expect(() => openSecret(ctx, changed.join('.'))).toThrow();
    }
    expect(() => openSecret(ctxWith('another-secret-another-secret-another-1'), sealed)).toThrow();
  });
});
