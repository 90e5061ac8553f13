/**
 * Instances started at once (issue 21 item 3): on one PostgreSQL database, their migrations and other start-up
 * writes take turns instead of failing on each other's half-made schema; on the embedded database, which one
 * process holds, the work just runs.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase, underStartupLock, type Database } from './client';

describe('underStartupLock on the embedded database', () => {
  it('runs the work and passes on its result and its error', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      expect(await underStartupLock(database, async () => 42)).toBe(42);
      await expect(
        underStartupLock(database, async () => {
          throw new Error('content is broken');
        }),
      ).rejects.toThrow('content is broken');
    } finally {
      await database.close();
    }
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('two instances starting on one PostgreSQL database', () => {
  /** Two connections pools (as two instances have) on a fresh database, and how to drop it. */
  async function twoInstances(): Promise<{ a: Database; b: Database; drop(): Promise<void> }> {
    const serverUrl = process.env.DATABASE_URL!;
    const name = `test_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const a = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
    const b = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
    return {
      a,
      b,
      async drop() {
        await a.close();
        await b.close();
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      },
    };
  }

  it('apply the migrations at the same time, both succeeding, each migration once', async () => {
    const { a, b, drop } = await twoInstances();
    try {
      const results = await Promise.allSettled([migrateDatabase(a), migrateDatabase(b)]);
      expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled']);
      const count = async (what: ReturnType<typeof sql>) => {
        const result = await a.db.execute(sql`select ${what}::int as n from drizzle.__drizzle_migrations`);
        return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
      };
      const applied = await count(sql`count(*)`);
      expect(applied).toBeGreaterThan(0);
      expect(await count(sql`count(distinct hash)`)).toBe(applied);
    } finally {
      await drop();
    }
  });

  it('take turns for the start-up writes', async () => {
    const { a, b, drop } = await twoInstances();
    try {
      const events: string[] = [];
      const work = (who: string) => async () => {
        events.push(`${who} in`);
        // The other instance's start, meanwhile, waits for the lock.
        await a.db.execute(sql`select pg_sleep(0.2)`);
        events.push(`${who} out`);
      };
      await Promise.all([underStartupLock(a, work('a')), underStartupLock(b, work('b'))]);
      expect([events.slice(0, 2), events.slice(2)]).toEqual(
        events[0] === 'a in'
          ? [
              ['a in', 'a out'],
              ['b in', 'b out'],
            ]
          : [
              ['b in', 'b out'],
              ['a in', 'a out'],
            ],
      );
    } finally {
      await drop();
    }
  });
});
