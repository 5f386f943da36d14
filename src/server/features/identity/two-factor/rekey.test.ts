// `npm run rekey` (DECISIONS 67) as an operator runs it, in a process of its own against the
// configured database: PostgreSQL, or a PGlite folder the server has let go of.
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensurePgliteTemplate } from '../../../../../test/database-template';
import { sealedV1 } from '../../../../../test/helpers/two-factor';
import { createTestDatabase, testDbKind, type TestDatabase } from '../../../../../test/test-db';
import { openDatabase, type Database } from '../../../db/client';
import { recoveryCodes, users } from '../../../db/schema/index';
import { packageRoot } from '../../../package-root';
import { resealTwoFactorSecrets } from './rekey.service';
import { openSecret, sealSecret, type KeyConfig } from './sealing';

const SECRET_A = 'first-secret-first-secret-first-secret-12';
const SECRET_B = 'second-secret-second-secret-second-secret';
const K0 = { id: 'k0', key: randomBytes(32) };
const K1 = { id: 'k1', key: randomBytes(32) };
const K2 = { id: 'k2', key: randomBytes(32) };
const PLAIN = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** What the command is started with: B signs with A before it, k2 seals with k1 before it. */
const rotated: KeyConfig = {
  sessionSecret: SECRET_B,
  previousSessionSecrets: [SECRET_A],
  encryptionKeys: [K2, K1],
};
const listed = (keys: (typeof K1)[]) =>
  keys.map(({ id, key }) => `${id}:${key.toString('base64')}`).join(',');

/**
 * The database the command opens, seen from this process: on PGlite a copy of the migrated
 * template in a folder, closed while the command runs (a PGlite folder belongs to one process).
 */
interface CommandDatabase {
  env: Record<string, string>;
  open(): Promise<Database>;
  drop(): Promise<void>;
}

async function commandDatabase(): Promise<CommandDatabase> {
  if (testDbKind() === 'postgres') {
    const testDb: TestDatabase = await createTestDatabase();
    return {
      env: testDb.env,
      open: () => testDb.open(),
      drop: () => testDb.drop(),
    };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'kindly-rekey-'));
  mkdirSync(path.join(dataDir, 'db'));
  execFileSync('tar', ['-xf', await ensurePgliteTemplate(), '-C', path.join(dataDir, 'db')], {
    stdio: 'ignore',
  });
  return {
    env: { DATA_DIR: dataDir },
    open: () => openDatabase({ dataDir }),
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function rekeyCommand(env: Record<string, string>): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join('src', 'server', 'rekey-cli.ts')],
    {
      cwd: packageRoot(),
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        SESSION_SECRET: SECRET_B,
        SESSION_SECRET_PREVIOUS: SECRET_A,
        ENCRYPTION_KEYS: listed([K2, K1]),
        ...env,
      },
    },
  );
  return stdout.trim();
}

let target: CommandDatabase;
beforeAll(async () => {
  target = await commandDatabase();
}, 60_000);
afterAll(() => target?.drop());

async function member(db: Database['db'], twoFactorSecret: string): Promise<number> {
  const email = `rekey.${randomBytes(4).toString('hex')}@example.com`;
  const [row] = await db
    .insert(users)
    .values({ username: email, email, passwordHash: 'unused', twoFactorSecret })
    .returning({ id: users.id });
  return row!.id;
}

async function codes(db: Database['db'], userId: number, keyId: string | null, used = false) {
  await db.insert(recoveryCodes).values(
    [1, 2].map((n) => ({
      userId,
      codeHash: `hash-${userId}-${n}`,
      keyId,
      usedAt: used ? new Date() : null,
    })),
  );
}

describe('the rekey command', () => {
  it('A29 re-seals every secret not under the current key (v1 ones too), leaves the rest, and counts the recovery code sets under older keys', async () => {
    const seeded = await target.open();
    const db = seeded.db;
    const current = sealSecret(rotated, PLAIN);
    const ids = {
      v1: await member(db, sealedV1(SECRET_A, PLAIN)),
      k1: await member(db, sealSecret({ ...rotated, encryptionKeys: [K1] }, PLAIN)),
      k2: await member(db, current),
      retired: await member(db, sealSecret({ ...rotated, encryptionKeys: [K0] }, PLAIN)),
    };
    await codes(db, ids.v1, null);
    await codes(db, ids.k1, 'k1');
    await codes(db, ids.k2, 'k2');
    await codes(db, ids.retired, 'k1', true);
    const retiredBefore = await secretOf(db, ids.retired);
    await seeded.close();

    expect(await rekeyCommand(target.env)).toBe(
      're-sealed 2 two-factor keys under k2; 2 recovery code sets remain under older keys ' +
        '(they cannot be re-hashed without the codes; they work while those keys are listed); ' +
        '1 two-factor key is under no configured key and left unchanged (those members sign in ' +
        'with a recovery code, or an admin resets their two-factor sign-in)',
    );

    const after = await target.open();
    try {
      const onlyK2: KeyConfig = {
        sessionSecret: SECRET_B,
        previousSessionSecrets: [],
        encryptionKeys: [K2],
      };
      for (const id of [ids.v1, ids.k1]) {
        const sealed = await secretOf(after.db, id);
        expect(sealed).toMatch(/^v2\.k2\./);
        expect(openSecret(onlyK2, sealed)).toBe(PLAIN);
      }
      expect(await secretOf(after.db, ids.k2)).toBe(current);
      expect(await secretOf(after.db, ids.retired)).toBe(retiredBefore);
      // Run again, nothing is left to re-seal.
      expect(await resealTwoFactorSecrets(after.db, rotated)).toEqual({
        keyId: 'k2',
        resealed: 0,
        unreadable: 1,
        olderRecoveryCodeSets: 2,
      });
    } finally {
      await after.close();
    }
  }, 60_000);
});

async function secretOf(db: Database['db'], id: number): Promise<string> {
  const [row] = await db
    .select({ sealed: users.twoFactorSecret })
    .from(users)
    .where(eq(users.id, id));
  return row!.sealed!;
}
