import { describe, expect, it } from 'vitest';
import {
  RegisterBodySchema,
  RegisterFormSchema,
  ResetPasswordFormSchema,
} from '../../../../contract/auth';
import { MESSAGES } from '../../../../contract/messages';
import { TEST_HASH_COST } from '../../../../../test/build-test-app';
import { loadConfig } from '../../../config';
import { defaultHashingLimits, OWASP_HASH_COST } from '../../../config-limits';
import { generateVapidEnvironment } from '../../../push-config';
import { hashPassword, isCommonPassword, PasswordHasher, verifyPassword } from './passwords';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  result.success ? [] : result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('common passwords', () => {
  it('refuses the most used passwords in any letter case', () => {
    for (const common of ['password', 'PASSWORD', 'Password', '123456', 'qwerty', 'iloveyou']) {
      expect(isCommonPassword(common), common).toBe(true);
    }
  });

  it('accepts passwords that are not on the list', () => {
    for (const rare of ['sunlit-meadow-42', 'ñ🌻é😀ñ🌻', 'correct horse battery staple 9']) {
      expect(isCommonPassword(rare), rare).toBe(false);
    }
  });
});

describe('hashing', () => {
  it('makes argon2id PHC strings with a fresh salt each time', async () => {
    const [a, b] = [await hashPassword('same-password-1'), await hashPassword('same-password-1')];
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword(a, 'same-password-1')).toBe(true);
    expect(await verifyPassword(b, 'same-password-1')).toBe(true);
    expect(await verifyPassword(a, 'same-password-2')).toBe(false);
  });

  it('production hashes at OWASP cost, whatever the environment says', () => {
    const production = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'production-secret-production-secret-42',
      ENCRYPTION_KEYS: `k1:${'k'.repeat(43)}`,
      ...generateVapidEnvironment(),
      PUBLIC_URL: 'https://kindly.example',
      DATA_DIR: '/tmp/kindly-test-unused',
    });
    expect(production.passwordHashCost).toEqual({ memoryCost: 19456, timeCost: 2 });
    expect(loadConfig({ DATA_DIR: '/tmp/kindly-test-unused' }).passwordHashCost).toEqual(
      OWASP_HASH_COST,
    );
  });

  it('a hash stored at one cost verifies under a hasher of another, both ways', async () => {
    const owasp = new PasswordHasher(defaultHashingLimits(), OWASP_HASH_COST);
    const cheap = new PasswordHasher(defaultHashingLimits(), TEST_HASH_COST);
    const stored = await owasp.hash('golden-hour-7');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await cheap.verify(stored, 'golden-hour-7')).toBe(true);
    expect(await cheap.verify(stored, 'golden-hour-8')).toBe(false);
    const storedCheap = await cheap.hash('golden-hour-7');
    expect(storedCheap).toMatch(/^\$argon2id\$v=19\$m=64,t=1,p=1\$/);
    expect(await owasp.verify(storedCheap, 'golden-hour-7')).toBe(true);
    expect(await cheap.verify(undefined, 'golden-hour-7')).toBe(false);
  });

  it('never accepts a password for a missing or broken hash', async () => {
    expect(await verifyPassword(undefined, 'kindly-no-such-user')).toBe(false);
    expect(await verifyPassword(undefined, '')).toBe(false);
    expect(await verifyPassword('not-a-phc-string', 'anything')).toBe(false);
    expect(await verifyPassword('', '')).toBe(false);
  });
});

describe('password length rules', () => {
  it('counts characters as code points, so emoji count once', () => {
    const email = 'someone@example.com';
    expect(messagesOf(RegisterBodySchema.safeParse({ email, password: '😀😀😀' }))).toEqual([
      ['password', MESSAGES.passwordTooShort],
    ]);
    expect(RegisterBodySchema.safeParse({ email, password: '😀😀😀😀😀😀' }).success).toBe(true);
    expect(RegisterBodySchema.safeParse({ email, password: '😀'.repeat(1024) }).success).toBe(true);
    expect(
      messagesOf(RegisterBodySchema.safeParse({ email, password: '😀'.repeat(1025) })),
    ).toEqual([['password', MESSAGES.passwordTooLong]]);
  });

  it('the forms refuse a confirmation that differs, with the spec message', () => {
    expect(
      messagesOf(
        RegisterFormSchema.safeParse({
          email: 'someone@example.com',
          password: 'golden-hour-7',
          confirmPassword: 'golden-hour-8',
        }),
      ),
    ).toEqual([['confirmPassword', MESSAGES.passwordsDontMatch]]);
    expect(
      messagesOf(
        ResetPasswordFormSchema.safeParse({
          password: 'golden-hour-7',
          confirmPassword: 'Golden-hour-7',
        }),
      ),
    ).toEqual([['confirmPassword', MESSAGES.passwordsDontMatch]]);
    expect(
      ResetPasswordFormSchema.safeParse({
        password: 'golden-hour-7',
        confirmPassword: 'golden-hour-7',
      }).success,
    ).toBe(true);
  });
});
