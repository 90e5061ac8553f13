/**
 * A fresh data folder (docs/decisions/0020, "The first start"): `openDatabase` creates the embedded database in a
 * process of its own, then opens it as any later start does: the folder holds a PostgreSQL data directory, the
 * migrations apply, what is written stays after a restart, and the server's page cache is set. Always the embedded
 * database, whatever `DATABASE_URL` says: the folder is the subject.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, PGLITE_SHARED_BUFFERS, type Database } from './client';

let dataDir: string;

/** The rows a query on the embedded database answers. */
async function rows(database: Database, query: SQL): Promise<unknown[]> {
  return ((await database.db.execute(query)) as unknown as { rows: unknown[] }).rows;
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'gbf-fresh-'));
});

afterAll(async () => {
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

it('creates the database in a fresh folder, migrates it, and opens it again with its rows', async () => {
  const first = await openDatabase({ dataDir });
  try {
    expect((await fs.readFile(path.join(dataDir, 'pgdata', 'PG_VERSION'), 'utf8')).trim()).toBe('17');
    await migrateDatabase(first);
    await first.db.execute(
      sql`insert into contact_messages (name, email, subject, message) values ('Ada', 'ada@example.com', 'First', 'Written on the first start.')`,
    );
    expect(await rows(first, sql`select current_setting('shared_buffers') as value`)).toEqual([
      { value: PGLITE_SHARED_BUFFERS },
    ]);
  } finally {
    await first.close();
  }
  const second = await openDatabase({ dataDir });
  try {
    expect(await rows(second, sql`select subject from contact_messages`)).toEqual([{ subject: 'First' }]);
  } finally {
    await second.close();
  }
}, 120_000);
