import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';

const dataDir = mkdtempSync(path.join(tmpdir(), 'kindly-pglite-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function sharedBuffers(database: Database): Promise<string> {
  const [row] = await database.rows<{ shared_buffers: string }>(sql`show shared_buffers`);
  return row!.shared_buffers;
}

describe('PGlite in DATA_DIR', () => {
  it('a new folder is created (in a worker thread) and opened with the smaller buffer setting', async () => {
    const database = await openDatabase({ dataDir });
    try {
      expect(await sharedBuffers(database)).toBe('32MB');
      await database.db.execute(sql`create table kept (value text)`);
      await database.db.execute(sql`insert into kept values ('still here')`);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('a later start opens the same folder, data and setting intact', async () => {
    const database = await openDatabase({ dataDir });
    try {
      expect(await sharedBuffers(database)).toBe('32MB');
      expect(await database.rows(sql`select value from kept`)).toEqual([{ value: 'still here' }]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
