/**
 * Coalesced reads (docs/decisions/0014): many requests that need the same kind of rows, each for its own key (a
 * session token, a learner), are answered by few queries that each read the rows of many keys
 * (`key = any($1)`). The embedded database runs one query at a time on the server's thread, so under load one
 * round-trip answers every request that arrived while the previous one ran. A read is only ever answered by a
 * query that started after it was asked for, so it sees every write committed before it was asked for; a
 * coalesced read never runs inside a transaction.
 */
import { kindOf, type Db } from './client';

/**
 * Answers many `load(key)` calls with few `run(keys)` calls: the keys asked for during one turn of the event
 * loop, and while `maxRunning` runs are under way, go together into the next run (at most `maxKeys` keys each;
 * a key asked for twice is read once).
 */
export class Coalescer<K, V> {
  readonly #waiting: { key: K; resolve(value: V | undefined): void; reject(error: unknown): void }[] = [];
  #running = 0;
  #scheduled = false;

  /**
   * @param run - reads the rows of `keys` (distinct) and answers each key found; a key it leaves out is
   *   answered `undefined`. Its rejection rejects every `load` of the run.
   * @param maxRunning - runs under way at once (see {@link concurrentRuns}).
   * @param maxKeys - most keys in one run.
   */
  constructor(
    private readonly run: (keys: K[]) => Promise<Map<K, V>>,
    private readonly maxRunning: number,
    private readonly maxKeys: number,
  ) {}

  /** The value of `key`, from a run that starts after this call; `undefined` when the run did not find it. */
  load(key: K): Promise<V | undefined> {
    const answer = new Promise<V | undefined>((resolve, reject) =>
      this.#waiting.push({ key, resolve, reject }),
    );
    this.#schedule();
    return answer;
  }

  #schedule(): void {
    if (this.#scheduled || this.#running >= this.maxRunning || this.#waiting.length === 0) return;
    this.#scheduled = true;
    // After this turn's I/O callbacks, so that the requests that came in together are read together.
    setImmediate(() => {
      this.#scheduled = false;
      this.#start();
    });
  }

  #start(): void {
    while (this.#running < this.maxRunning && this.#waiting.length > 0) {
      const batch = this.#waiting.splice(0, this.maxKeys);
      this.#running += 1;
      this.run([...new Set(batch.map((waiting) => waiting.key))])
        .then(
          (found) => {
            for (const waiting of batch) waiting.resolve(found.get(waiting.key));
          },
          (error: unknown) => {
            for (const waiting of batch) waiting.reject(error);
          },
        )
        .finally(() => {
          this.#running -= 1;
          this.#schedule();
        });
    }
  }
}

/** Runs of one {@link Coalescer} under way at once on `db`: the embedded database runs one query at a time. */
export function concurrentRuns(db: Db): number {
  return kindOf(db) === 'postgres' ? 4 : 1;
}

/**
 * One value per database (a {@link Coalescer} with its prepared queries, say), made on first use.
 *
 * @param make - builds the value of a database.
 * @returns the value of `db`.
 */
export function perDatabase<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
