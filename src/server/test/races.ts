/**
 * Races made deterministic, without sleeps (issue 33 item 4): the requests of a race start one after another, each
 * once the previous one is known to wait where the test says.
 *
 * - {@link raceBehindLocks}: on PostgreSQL a barrier transaction holds row locks on a connection of its own; each
 *   request starts once the database shows the number of sessions waiting on a lock the test names, and the barrier
 *   commits once the last one waits. The embedded database has one connection and runs one transaction at a time,
 *   so no request can wait inside another's transaction there: the requests simply run at once, and the test asserts
 *   the same outcome.
 * - {@link heldBody}: a request body that the server starts reading (the request is past its guard and in its
 *   handler) and that is sent only when the test says, so something else can happen meanwhile on either database.
 * - {@link pausedAfterFirstQuery}: a database handle for a service called directly, whose queries wait after the
 *   first one until the test says, so another request can commit in between on either database.
 */
import type { Database, Db, Tx } from '../db/client';
import { sql } from 'drizzle-orm';

/** How long {@link raceBehindLocks} waits for a request to block before it gives up, in ms. */
const BLOCK_TIMEOUT_MS = 20_000;

/** One request of a race: how to start it, and how many sessions wait on a lock once it blocks where it should. */
export interface Contender<T> {
  start: () => T | Promise<T>;
  /** Sessions of the test's database waiting on a lock once this request blocks (counting earlier ones). */
  waiting: number;
}

/**
 * Waits until `waiting` sessions of the current database wait on a lock, polling from the barrier's own
 * connection (each poll is one round trip: no timer).
 *
 * @throws Error when they do not within {@link BLOCK_TIMEOUT_MS} (the request did not block where the test says).
 */
async function untilWaiting(tx: Tx, waiting: number, settled: () => boolean): Promise<void> {
  const deadline = Date.now() + BLOCK_TIMEOUT_MS;
  for (;;) {
    // The activity view is read once per transaction unless its snapshot is cleared.
    await tx.execute(sql`select pg_stat_clear_snapshot()`);
    const result = await tx.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    );
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    if ((rows[0]?.n ?? 0) >= waiting) return;
    if (settled() || Date.now() > deadline) {
      const activity = await tx.execute(
        sql`select state, wait_event_type, wait_event, left(query, 80) as query from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid()`,
      );
      throw new Error(
        `expected ${waiting} sessions waiting on a lock, found ${rows[0]?.n ?? 0}: ${JSON.stringify(
          (activity as unknown as { rows: unknown[] }).rows,
        )}`,
      );
    }
  }
}

/**
 * Runs a race: on PostgreSQL, `hold` takes row locks in a barrier transaction, then each contender starts once the
 * previous ones wait (its `waiting` count), and the barrier commits once the last one waits; on the embedded
 * database the contenders start at once, in order.
 *
 * @returns each contender's result, in order, once all have settled.
 * @throws Error when a contender does not block as expected on PostgreSQL, at once when it answered instead (the
 *   barrier is rolled back; contenders already started run on unobserved).
 */
export async function raceBehindLocks<T>(
  database: Database,
  hold: (tx: Tx) => Promise<void>,
  contenders: Contender<T>[],
): Promise<T[]> {
  if (database.kind === 'pglite') return Promise.all(contenders.map(async (contender) => contender.start()));
  const started: Promise<T>[] = [];
  await database.db.transaction(async (tx) => {
    await hold(tx);
    for (const contender of contenders) {
      let settled = false;
      const running = Promise.resolve(contender.start()).finally(() => {
        settled = true;
      });
      running.catch(() => {});
      started.push(running);
      await untilWaiting(tx, contender.waiting, () => settled);
    }
  });
  return Promise.all(started);
}

/** A gate a test opens once: `wait()` resolves after `open()`. */
function gate(): { wait: () => Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { wait: () => opened, open };
}

/**
 * A request body that is sent whole once the test opens `release`; `reading` resolves when the server starts to
 * read it (its handler runs: the request passed its guard). `highWaterMark` 0: nothing is pulled before that.
 */
export function heldBody(bytes: Uint8Array): {
  body: ReadableStream<Uint8Array>;
  reading: Promise<void>;
  release: () => void;
} {
  const started = gate();
  const released = gate();
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        started.open();
        await released.wait();
        controller.enqueue(bytes);
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return { body, reading: started.wait(), release: released.open };
}

/** The bytes of a multipart form and its content type, to send as a {@link heldBody}. */
export async function formBytes(form: FormData): Promise<{ bytes: Uint8Array; contentType: string }> {
  const encoded = new Response(form);
  return {
    bytes: new Uint8Array(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type')!,
  };
}

const QUERY_BUILDERS = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
]);

/**
 * `db` for a service called directly, whose first query runs at once and whose later queries and transactions wait
 * until the test opens `release`; `paused` resolves when the second one is about to start. Only queries made
 * through this handle wait (a transaction's own queries run once it started).
 */
export function pausedAfterFirstQuery(db: Db): { db: Db; paused: Promise<void>; release: () => void } {
  const reached = gate();
  const released = gate();
  let queries = 0;
  const beforeQuery = async () => {
    queries += 1;
    if (queries < 2) return;
    reached.open();
    await released.wait();
  };
  /** A query builder whose `then` first waits its turn; chained methods keep answering the wrapper. */
  const wrapBuilder = (builder: object): object => {
    const wrapper: object = new Proxy(builder, {
      get(target, property, receiver) {
        const value = Reflect.get(target, property, receiver) as unknown;
        if (property === 'then')
          return (resolve: (v: unknown) => unknown, reject: (e: unknown) => unknown) =>
            beforeQuery().then(() => (value as PromiseLike<unknown>['then']).call(target, resolve, reject));
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          const result = (value as (...a: unknown[]) => unknown).apply(target, args);
          return result === target
            ? wrapper
            : result && typeof result === 'object'
              ? wrapBuilder(result)
              : result;
        };
      },
    });
    return wrapper;
  };
  const paused = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      if (property === 'transaction')
        return async (...args: unknown[]) => {
          await beforeQuery();
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      if (QUERY_BUILDERS.has(String(property)))
        return (...args: unknown[]) =>
          wrapBuilder((value as (...a: unknown[]) => object).apply(target, args));
      return value;
    },
  });
  return { db: paused, paused: reached.wait(), release: released.open };
}
