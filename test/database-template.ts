// The migrated database every test file starts from, made once per set of migrations: a dump of a
// PGlite data folder, or a PostgreSQL template database. A test file then copies it in a fraction
// of a second instead of creating a database and running every migration (docs/TESTING.md).
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import postgres from 'postgres';
import { openDatabase } from '../src/server/db/client';
import { packageRoot } from '../src/server/package-root';

const migrationsDir = () => path.join(packageRoot(), 'src', 'server', 'db', 'migrations');

/** Changes with any migration file and with the PGlite release, so a stale copy is never used. */
function migrationsFingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  walk(migrationsDir());
  const pglite = path.join(
    packageRoot(),
    'node_modules',
    '@electric-sql',
    'pglite',
    'package.json',
  );
  hash.update(JSON.parse(readFileSync(pglite, 'utf8')).version as string);
  return hash.digest('hex').slice(0, 12);
}

const pgliteTemplatePath = (fingerprint = migrationsFingerprint()) =>
  path.join(packageRoot(), 'node_modules', '.cache', 'kindly-test', `pglite-${fingerprint}.tar`);

const postgresTemplateName = (fingerprint = migrationsFingerprint()) =>
  `kindly_template_${fingerprint}`;

/** Writes the migrated PGlite dump unless this set of migrations has one already. */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = pgliteTemplatePath();
  if (existsSync(file)) return file;
  const database = await openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const client = (database.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  mkdirSync(path.dirname(file), { recursive: true });
  // Written aside and renamed, so a run that stops half-way leaves no truncated dump behind.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return file;
}

/** Creates the migrated template database on the server unless it exists already. */
export async function ensurePostgresTemplate(serverUrl: string): Promise<string> {
  const name = postgresTemplateName();
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    // Test files in several workers may ask at once: one builds it, the others wait and reuse it.
    await admin`select pg_advisory_lock(hashtext(${name}))`;
    const found = await admin`select 1 from pg_database where datname = ${name}`;
    if (found.length > 0) return name;
    // Migrated under a name of its own and renamed at the end: a template is complete or absent.
    const building = `${name}_building_${process.pid}`;
    await admin.unsafe(`drop database if exists "${building}" with (force)`);
    await admin.unsafe(`create database "${building}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${building}`;
    const database = await openDatabase({ databaseUrl: url.toString() });
    await database.migrate();
    await database.close();
    await admin.unsafe(`alter database "${building}" rename to "${name}"`);
    return name;
  } finally {
    // Ending the connection releases the advisory lock.
    await admin.end();
  }
}
