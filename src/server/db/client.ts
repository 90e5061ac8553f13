/**
 * Opens the database: node-postgres when a `DATABASE_URL` is given, else PGlite (real Postgres in WASM) in
 * `$DATA_DIR/pgdata`, guarded by a lock so a second process on the same folder refuses to start
 * (ARCHITECTURE.md, issue "Foundation" item 4). Migrations are applied by {@link migrateDatabase}.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import * as schema from './schema/index';

/** The Drizzle database both drivers share. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and how to release it. */
export interface Database {
  db: Db;
  /** `pglite` (embedded) or `postgres` (server). */
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** Closes connections and releases the data-folder lock. Safe to call twice. */
  close(): Promise<void>;
}

/** Thrown when another process holds the embedded database's data folder. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Extensions the migrations use (pg_trgm: indexed case-insensitive title search); PostgreSQL ships them in contrib. */
const PGLITE_EXTENSIONS = { pg_trgm };

/** Options for {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /** A postgres:// URL; when absent the embedded database is used. */
  databaseUrl?: string;
  /** Folder for the embedded database; `memory://` for an in-memory one (tests). */
  dataDir: string;
}

/**
 * Opens the database described by the options.
 *
 * @throws {DataDirLockedError} when the embedded data folder is in use by another process.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.dataDir === 'memory://')
    return wrapPglite(new PGlite({ extensions: PGLITE_EXTENSIONS }), async () => {});
  const pgdata = path.join(options.dataDir, 'pgdata');
  await fs.mkdir(pgdata, { recursive: true });
  let release: () => Promise<void>;
  try {
    release = await lockfile.lock(pgdata, { lockfilePath: `${pgdata}.lock`, stale: 15_000, update: 5_000 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') {
      throw new DataDirLockedError(
        `The data folder ${options.dataDir} is in use by another running process; stop it or set DATA_DIR to another folder.`,
      );
    }
    throw error;
  }
  try {
    return wrapPglite(await PGlite.create(pgdata, { extensions: PGLITE_EXTENSIONS }), release);
  } catch (error) {
    await release();
    throw error;
  }
}

function wrapPglite(client: PGlite, release: () => Promise<void>): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
      await release();
    },
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it and /readyz reports the outage.
  });
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Applies the committed SQL migrations; idempotent. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await migratePg(database.db as never, { migrationsFolder });
  }
}

/** How often the embedded database refreshes its planner statistics, in ms. */
export const ANALYZE_INTERVAL_MS = 60 * 60_000;

/**
 * The embedded database has no autovacuum: this refreshes planner statistics now and then every
 * {@link ANALYZE_INTERVAL_MS}, so plans stay good as tables grow (docs/decisions/0006). PostgreSQL does this itself.
 *
 * @returns a function that stops the timer.
 */
export function keepStatisticsFresh(database: Database, onError: (error: unknown) => void): () => void {
  if (database.kind !== 'pglite') return () => {};
  const analyze = () => void database.db.execute(sql`analyze`).catch(onError);
  analyze();
  const timer = setInterval(analyze, ANALYZE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
