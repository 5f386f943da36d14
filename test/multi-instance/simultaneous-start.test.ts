// Instances started at the same instant on an empty PostgreSQL database, as a deploy of a new
// environment does: the migrations run exactly once and the demo content is added once, while
// the others wait for them and then serve. Runs in the api-postgres project only.
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { openDatabase, type Database } from '../../src/server/db/client';
import { DEMO_COMPLIMENTS } from '../../src/server/db/seed/demo-compliments';
import { DEMO_IMAGES, DEMO_PROMOTIONS } from '../../src/server/db/seed/demo-content';
import { testConfig } from '../build-test-app';
import { withDatabaseName } from '../test-db';

const serverUrl = process.env.TEST_DATABASE_URL!;
const name = `kindly_start_${process.pid}_${randomBytes(4).toString('hex')}`;
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
const databases: Database[] = [];
const apps: Awaited<ReturnType<typeof buildApp>>[] = [];

afterAll(async () => {
  for (const app of apps) await app.close();
  for (const database of databases) await database.close();
  await admin.unsafe(`drop database if exists "${name}" with (force)`);
  await admin.end();
});

describe('instances started together on an empty database (PostgreSQL)', () => {
  it('migrate it once, add the demo content once, and all serve', async () => {
    await admin.unsafe(`create database "${name}"`);
    const url = withDatabaseName(serverUrl, name);
    const started = await Promise.allSettled(
      [1, 2, 3].map(async () => {
        const database = await openDatabase({ databaseUrl: url });
        databases.push(database);
        const app = await buildApp(testConfig({ demoContent: 'on' }), {
          testing: {
            database,
            logger: false,
          },
        });
        apps.push(app);
        return app;
      }),
    );
    expect(
      started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok')),
    ).toEqual(['ok', 'ok', 'ok']);

    for (const app of apps) {
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      const random = await app.inject({ method: 'GET', url: '/api/compliments/random' });
      expect(random.statusCode).toBe(200);
    }
    const check = databases[0]!;
    const [migrations] = await check.rows<{ count: number }>(
      // drizzle's journal of applied migrations: one row per migration file, however many ran.
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    const files = readdirSync(new URL('../../src/server/db/migrations', import.meta.url)).filter(
      (file) => file.endsWith('.sql'),
    );
    expect(migrations!.count).toBe(files.length);
    // The demo content once: each compliment, image, ad and promotion a single time.
    const [demo] = await check.rows<{
      compliments: number;
      images: number;
      ads: number;
      promotions: number;
    }>(
      sql`select (select count(*)::int from compliments) as compliments,
                 (select count(*)::int from inspirational_images) as images,
                 (select count(*)::int from ads) as ads,
                 (select count(*)::int from promotions) as promotions`,
    );
    expect(demo).toEqual({
      compliments: DEMO_COMPLIMENTS.length,
      images: DEMO_IMAGES.length,
      ads: 1,
      promotions: DEMO_PROMOTIONS.length,
    });
  });
});
