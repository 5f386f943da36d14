// Builds the real app on a fresh database for one test file, with a clock the test can move.
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type TestSeam } from '../src/server/app';
import { loadConfig, type Config } from '../src/server/config';
import type { PasswordHashCost } from '../src/server/config-limits';
import type { AppContext } from '../src/server/context';
import { cardDrawerWithFaults, withFaults, type Faults } from './helpers/faults';
import { createTestDatabase, type TestDatabase } from './test-db';

export class TestClock {
  private offsetMs = 0;
  now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
  reset() {
    this.offsetMs = 0;
  }
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  clock: TestClock;
  testDb: TestDatabase;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * Argon2id's least memory and one pass: a hash in well under a millisecond instead of tens. The
 * tests that judge the stored parameters, the hashing cap or login timing use OWASP's.
 */
export const TEST_HASH_COST: PasswordHashCost = { memoryCost: 64, timeCost: 1 };

export function testConfig(overrides: Partial<Config> = {}, clock = new TestClock()): Config {
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/kindly-test-unused',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_URL: 'http://localhost:3000',
    DEMO_CONTENT: 'off',
  });
  // Tests make brand-new members and expect their compliments shown; moderation tests turn it on.
  const moderation = { ...base.moderation, newMemberHold: false };
  return {
    ...base,
    admin: undefined,
    now: clock.now,
    moderation,
    // Tests of features that do not judge confirmation act at once; its own tests turn it on.
    emailConfirmation: 'off',
    passwordHashCost: TEST_HASH_COST,
    ...overrides,
  };
}

export async function buildTestApp(
  overrides: Partial<Config> = {},
  {
    faults,
    ...options
  }: Pick<TestSeam, 'logStream' | 'serverLimits' | 'liveEvents'> & {
    /** Failures and pauses injected through the app's database and card drawer; none by default. */
    faults?: Faults;
  } = {},
): Promise<TestApp> {
  const clock = new TestClock();
  const testDb = await createTestDatabase();
  const config = testConfig(overrides, clock);
  const app = await buildApp(config, {
    testing: {
      database: faults ? withFaults(testDb.database, faults) : testDb.database,
      cardDrawer: faults && cardDrawerWithFaults(testDb.database, faults),
      skipMigrations: true,
      ...options,
    },
  });
  await app.ready();
  return {
    app,
    ctx: app.ctx,
    clock,
    testDb,
    inject: (options) => app.inject(options),
    close: async () => {
      await app.close();
      await testDb.drop();
    },
  };
}
