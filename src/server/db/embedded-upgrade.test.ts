/**
 * An installation made before the embedded database moved to PGlite 0.4 keeps its data (docs/decisions/0020): a data
 * folder made and migrated by PGlite 0.3 (the release the site shipped with, installed for this test under the name
 * `pglite-0.3`) opens in place through `openDatabase`, with its rows, its migrations counted as applied, and the
 * page cache the server sets. Always the embedded database, whatever `DATABASE_URL` says: the folder is the subject.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGlite as PGliteBefore } from 'pglite-0.3';
import { pg_trgm as pgTrgmBefore } from 'pglite-0.3/contrib/pg_trgm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  migrateDatabase,
  migrationsFolder,
  openDatabase,
  PGLITE_SHARED_BUFFERS,
  type Database,
} from './client';

let dataDir: string;

/** The rows a query on the embedded database answers. */
async function rows(database: Database, query: SQL): Promise<unknown[]> {
  return ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gbf-upgrade-'));
  const pgdata = path.join(dataDir, 'pgdata');
  await fs.mkdir(pgdata);
  // As the server opened it before: PGlite 0.3's default database (template1), every migration applied.
  const before = await PGliteBefore.create(pgdata, { extensions: { pg_trgm: pgTrgmBefore } });
  await migrate(drizzle({ client: before as never }), { migrationsFolder });
  await before.query(`insert into contact_messages (name, email, subject, message) values ($1, $2, $3, $4)`, [
    'Ada',
    'ada@example.com',
    'Kept',
    'Written by the release before the upgrade.',
  ]);
  await before.close();
}, 120_000);

afterAll(async () => {
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

it('opens a data folder made by PGlite 0.3 in place, with its rows and migrations, and the server page cache', async () => {
  const database = await openDatabase({ dataDir });
  try {
    const applied = sql`select count(*)::int as n from drizzle.__drizzle_migrations`;
    const appliedBefore = await rows(database, applied);
    await migrateDatabase(database);
    expect(await rows(database, applied)).toEqual(appliedBefore);
    expect(appliedBefore).not.toEqual([{ n: 0 }]);

    expect(await rows(database, sql`select name, subject, message from contact_messages`)).toEqual([
      { name: 'Ada', subject: 'Kept', message: 'Written by the release before the upgrade.' },
    ]);
    expect(await rows(database, sql`show shared_buffers`)).toEqual([
      { shared_buffers: PGLITE_SHARED_BUFFERS },
    ]);
  } finally {
    await database.close();
  }
});
