/**
 * Opens the database: node-postgres when a `DATABASE_URL` is given, else PGlite (real Postgres in WASM) in
 * `$DATA_DIR/pgdata`, guarded by a lock so a second process on the same folder refuses to start
 * (ARCHITECTURE.md, issue "Foundation" item 4). Migrations are applied by {@link migrateDatabase}.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
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

/** A database or a transaction on it: what a function that may run inside a caller's transaction takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** An open database and how to release it. */
export interface Database {
  db: Db;
  /** `pglite` (embedded) or `postgres` (server). */
  kind: 'pglite' | 'postgres';
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /**
   * Counts the commits that notify `channel` (`pg_notify` in a trigger), on the embedded database only: its one
   * process is the only writer, and a commit's notification reaches the count before the writer's `await` on the
   * commit returns, so a value read before a read of the rows and unchanged after a later request arrived proves no
   * commit changed them in between. Null on PostgreSQL, where other instances commit too and their notifications
   * arrive later.
   */
  watch(channel: string): Promise<CommitCount | null>;
  /**
   * The embedded database's folder as a gzipped tar, read in one synchronous walk between two statements (PGlite's
   * `dumpDataDir`): what a power cut at that instant would leave, every committed transaction in it. Absent on
   * PostgreSQL.
   */
  dumpDataDir?: () => Promise<Blob>;
  /** Closes connections and releases the data-folder lock. Safe to call twice. */
  close(): Promise<void>;
}

/** The number of commits that notified one channel since {@link Database.watch} was called; only rises. */
export interface CommitCount {
  readonly value: number;
}

const kinds = new WeakMap<Db, Database['kind']>();

/** Which database `db` is (`Database.kind`); `pglite` for one not opened by {@link openDatabase}. */
export function kindOf(db: Db): Database['kind'] {
  return kinds.get(db) ?? 'pglite';
}

/** Thrown when another process holds the embedded database's data folder. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

/** The embedded database's page cache (`shared_buffers`): a few times the size of a label's whole database. */
export const PGLITE_SHARED_BUFFERS = '32MB';

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * How the embedded database opens (docs/decisions/0020):
 *
 * - `extensions`: what the migrations use (pg_trgm: indexed case-insensitive title search); PostgreSQL ships them
 *   in contrib.
 * - `database`: `template1`, where installations made before PGlite 0.4 keep their tables (0.4 defaults to
 *   `postgres`); one name for old and new folders.
 * - `startParams`: PGlite's own, plus {@link PGLITE_SHARED_BUFFERS} of page cache. The WASM heap holds the whole
 *   cache and never shrinks, so this sets most of the server's resident memory.
 */
const PGLITE_OPTIONS = {
  extensions: { pg_trgm },
  database: 'template1',
  startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
};

/** Options for {@link openDatabase}. */
export interface OpenDatabaseOptions {
  /** A postgres:// URL; when absent the embedded database is used. */
  databaseUrl?: string;
  /** Folder for the embedded database; `memory://` for an in-memory one (tests). */
  dataDir: string;
  /** An image of an embedded database's folder (`Database.dumpDataDir`) to start from; its folder must be empty. */
  loadDataDir?: Blob;
}

/**
 * Opens the database described by the options.
 *
 * @throws {DataDirLockedError} when the embedded data folder is in use by another process.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.dataDir === 'memory://') return wrapPglite(new PGlite(PGLITE_OPTIONS), async () => {});
  const pgdata = path.join(options.dataDir, 'pgdata');
  await fs.mkdir(pgdata, { recursive: true });
  const release = await lockDataFolder(pgdata, options.dataDir);
  try {
    if (!options.loadDataDir) await createDataFolderApart(pgdata);
    const client = await PGlite.create(pgdata, { ...PGLITE_OPTIONS, loadDataDir: options.loadDataDir });
    // The embedded PostgreSQL leaves its folder group-readable (0750); it holds every secret of the site.
    await fs.chmod(pgdata, 0o700);
    return wrapPglite(client, release);
  } catch (error) {
    await release();
    throw error;
  }
}

/** Longest a new embedded database's creation may take in its own process, in ms (about 6 s on a small machine). */
const CREATE_TIMEOUT_MS = 120_000;

/**
 * Creates the embedded database in `pgdata` (PostgreSQL's `initdb`) in a short-lived process of its own, when the
 * folder holds none yet (no `PG_VERSION`); does nothing otherwise. In this process, the creation left about 400 MB
 * resident for good: PGlite runs `initdb` in a second WebAssembly instance and copies its folder through an image
 * of it, and neither the instances' memory nor what compiling them took is given back, so a first start idled at
 * twice a second start's memory (docs/decisions/0020). Made apart, the folder is opened here as any later start
 * opens it.
 *
 * @throws {Error} with the child's output when the creation fails.
 */
async function createDataFolderApart(pgdata: string): Promise<void> {
  if (
    await fs.stat(path.join(pgdata, 'PG_VERSION')).then(
      () => true,
      () => false,
    )
  )
    return;
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `(async () => {
    const { PGlite } = require(process.argv[1]);
    const client = await PGlite.create(process.argv[2]);
    await client.close();
  })().catch((error) => {
    console.error(error);
    process.exit(1);
  });`;
  const { NODE_OPTIONS: _ignored, ...env } = process.env;
  await new Promise<void>((resolve, reject) =>
    execFile(
      process.execPath,
      ['-e', script, entry, pgdata],
      { env, timeout: CREATE_TIMEOUT_MS },
      (error, _stdout, stderr) =>
        error
          ? reject(
              new Error(`Creating the embedded database in ${pgdata} failed: ${stderr || error.message}`),
            )
          : resolve(),
    ),
  );
}

/**
 * Locks the embedded database's folder for this process, in two layers:
 *
 * - a lock folder beside it (proper-lockfile), which any process on any host sharing the folder sees, and which a
 *   process that stopped without releasing it leaves behind, counted stale after {@link LOCK_STALE_MS};
 * - on Linux, an abstract Unix socket named after the folder's real path, which only one process can hold and the
 *   kernel frees the moment its holder dies. Holding it proves no live process on this machine owns the folder,
 *   so a lock folder left by a killed server is removed at once and a restart right after `kill -9` starts
 *   without waiting.
 *
 * @returns releases both.
 * @throws {DataDirLockedError} when a live process holds the folder.
 */
async function lockDataFolder(pgdata: string, dataDir: string): Promise<() => Promise<void>> {
  const inUse = () =>
    new DataDirLockedError(
      `The data folder ${dataDir} is in use by another running process; stop it or set DATA_DIR to another folder.`,
    );
  const guard = await holdFolderGuard(pgdata);
  if (guard === 'held-elsewhere') throw inUse();
  const lockfilePath = `${pgdata}.lock`;
  const lock = () => lockfile.lock(pgdata, { lockfilePath, stale: LOCK_STALE_MS, update: LOCK_STALE_MS / 3 });
  let releaseLock: () => Promise<void>;
  try {
    try {
      releaseLock = await lock();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED' || guard === 'unsupported') throw error;
      // We hold the guard, so the process that left this lock folder is gone.
      await fs.rm(lockfilePath, { recursive: true, force: true });
      releaseLock = await lock();
    }
  } catch (error) {
    if (guard !== 'unsupported') guard.close();
    if ((error as NodeJS.ErrnoException).code === 'ELOCKED') throw inUse();
    throw error;
  }
  return async () => {
    await releaseLock();
    if (guard !== 'unsupported') guard.close();
  };
}

/** After how long without an update a lock folder counts as stale where the guard is unsupported, in ms. */
const LOCK_STALE_MS = 15_000;

/**
 * Binds the abstract socket that guards `pgdata` (Linux only; it lives in the network namespace, not the file
 * system, so it never outlives its process).
 *
 * @returns the bound server; `held-elsewhere` when a live process holds it; `unsupported` off Linux.
 */
async function holdFolderGuard(pgdata: string): Promise<net.Server | 'held-elsewhere' | 'unsupported'> {
  if (process.platform !== 'linux') return 'unsupported';
  const key = createHash('sha256')
    .update(await fs.realpath(pgdata))
    .digest('hex')
    .slice(0, 32);
  const server = net.createServer((socket) => socket.destroy());
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve('held-elsewhere') : reject(error),
    );
    server.listen(`\0gbf-data-folder-${key}`, () => {
      server.unref();
      resolve(server);
    });
  });
}

function wrapPglite(client: PGlite, release: () => Promise<void>): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  kinds.set(db, 'pglite');
  let closed = false;
  return {
    db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    dumpDataDir: () => client.dumpDataDir('gzip'),
    watch: async (channel) => {
      const count = { value: 0 };
      await client.listen(channel, () => {
        count.value += 1;
      });
      return count;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
      await release();
    },
  };
}

/** Most connections one server keeps to PostgreSQL. */
const POOL_SIZE = 10;

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it and /readyz reports the outage.
  });
  guardLentClients(pool);
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  kinds.set(db, 'postgres');
  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    watch: async () => null,
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/**
 * Guards the clients `pool` lends (`pool.connect()`, as drizzle's transactions take them) against a connection lost
 * while lent: PostgreSQL stopped or the network cut (issue 21 item 5).
 *
 * - A lent client has no `error` listener of its own: one taken just as its connection drops would end the process
 *   with its `error` event. The guard listens, and gives the client back to the pool at once, which drops it.
 * - drizzle-orm 0.45's `transaction()` sends `begin` before its `try`, so a `begin` that fails never gives its
 *   client back: each such failure would keep one of the pool's connections for good, and after
 *   {@link POOL_SIZE} of them the server would not recover when the database returns. The client given back on
 *   its lost connection, the holder's own later `release()` does nothing (it would otherwise throw).
 *
 * The listener is attached in the pool's own callback, in the same turn as the pool removes its idle listener: a
 * new connection's `ReadyForQuery` and PostgreSQL's `FATAL` of a shutdown (57P01) can arrive in one read, and a
 * listener attached once the promise of `pool.connect()` settles came too late for it (the process ended).
 *
 * The holder's query, or its next one, fails with the connection's error, which the API answers 503
 * (db/unavailable.ts).
 */
function guardLentClients(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool) as (callback: Parameters<pg.Pool['connect']>[0]) => void;
  pool.connect = ((callback?: Parameters<pg.Pool['connect']>[0]) => {
    // The callback form is the pool's own `query()`, which listens to its client itself.
    if (callback) return connect(callback);
    return new Promise<pg.PoolClient>((resolve, reject) =>
      connect((error, client) => {
        if (error || !client) return reject(error ?? new Error('the pool lent no client'));
        const release = client.release;
        let given = false;
        const giveBack = (lostWith?: Error | boolean) => {
          if (given) return;
          given = true;
          client.removeListener('error', lost);
          release(lostWith);
        };
        const lost = (lostWith: Error) => giveBack(lostWith);
        client.on('error', lost);
        client.release = giveBack;
        resolve(client);
      }),
    );
  }) as pg.Pool['connect'];
}

/**
 * The key of the PostgreSQL advisory lock {@link migrateDatabase} holds (any fixed 64-bit number, unique to this
 * application's start-up).
 */
const MIGRATION_LOCK_KEY = 7_391_554_102_817;

/**
 * Applies the committed SQL migrations; idempotent. On PostgreSQL the migrations run while one transaction holds a
 * transaction-level advisory lock ({@link MIGRATION_LOCK_KEY}), so instances started at the same time apply them
 * one after the other: the second finds them applied instead of failing on `CREATE SCHEMA "drizzle"` or a table
 * the first one is creating (issue 21 item 3).
 *
 * @throws the database's error when a migration fails (the lock is released with its transaction).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
  } else {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      await migratePg(database.db as never, { migrationsFolder });
    });
  }
}

/** The key of the PostgreSQL advisory lock {@link underStartupLock} holds (not {@link MIGRATION_LOCK_KEY}). */
const STARTUP_LOCK_KEY = 7_391_554_102_818;

/**
 * Runs one of the start-up's writes (migrations, the content files, the demo accounts) while no other instance runs
 * its own on the same PostgreSQL database: a transaction holds a transaction-level advisory lock
 * ({@link STARTUP_LOCK_KEY}) while `work` runs on the database's other connections, so instances started at once
 * take turns, and the later one finds the work done (issue 21 item 3). On the embedded database, which one process
 * holds, `work` just runs.
 *
 * @returns what `work` returns.
 * @throws what `work` throws (the lock is released with the transaction).
 */
export async function underStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'pglite') return work();
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK_KEY})`);
    return work();
  });
}

/** How often the embedded database refreshes its planner statistics, in ms. */
const ANALYZE_INTERVAL_MS = 60 * 60_000;

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
