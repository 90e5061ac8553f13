/**
 * Helpers of the migration tests: an empty database of either kind, the migrations folder cut after a given
 * migration, the migrator `migrateDatabase` uses, and rows inserted into tables of an older schema.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsFolder, openDatabase, type Database, type Db } from '../db/client';

/** A fresh database with nothing in it: PGlite in memory, or a new database on the `DATABASE_URL` server. */
export async function openEmptyDatabase(): Promise<Database> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) return openDatabase({ dataDir: 'memory://' });
  const name = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Applies the migrations of `folder` not yet applied, with the migrator `migrateDatabase` uses. */
export async function migrateWith(database: Database, folder: string): Promise<void> {
  if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder: folder });
  else await migratePg(database.db as never, { migrationsFolder: folder });
}

/**
 * A copy of the migrations folder that ends with the migration `last`.
 *
 * @throws when `last` is not a migration, or when `next` (the migration under test) does not follow it.
 */
export async function migrationsUpTo(last: string, next: string): Promise<string> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'gbf-migrations-'));
  const journal = JSON.parse(
    await fs.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === last);
  if (index < 0 || journal.entries[index + 1]?.tag !== next)
    throw new Error(`migration ${next} does not follow ${last}`);
  const entries = journal.entries.slice(0, index + 1);
  await fs.mkdir(path.join(folder, 'meta'));
  await fs.writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries)
    await fs.copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

/** Inserts one row into a table of an older schema (objects and arrays as JSON, for jsonb columns). */
export async function insertRow(db: Db, table: string, row: Record<string, unknown>): Promise<void> {
  const columns = Object.keys(row);
  const values = Object.values(row).map((value) =>
    value !== null && typeof value === 'object' ? JSON.stringify(value) : value,
  );
  await db.execute(
    sql`insert into ${sql.identifier(table)} (${sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    )}) values (${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )})`,
  );
}
