/**
 * Bench case of the agent portal's resource list (issue "Agent portal" item 6): p50/p95 of the first page and of
 * a title search, with 100 and with 10,000 resources in one department. Keyset pages and the trigram index keep
 * the 10,000 figures near the 100 ones; the printed ratio shows how near.
 */
import { eq, sql } from 'drizzle-orm';
import { departmentResources, departments } from '../../src/server/db/schema/index';
import { createConfirmedAccount, send, signInCookie, uniqueEmail } from '../../src/server/test/accounts';
import type { TestApp } from '../../src/server/test/test-app';
import { measure, type BenchRow } from './measure';

async function fill(t: TestApp, slug: string, count: number): Promise<void> {
  const [department] = await t.database.db.select().from(departments).where(eq(departments.slug, slug));
  const base = Date.parse('2026-01-01T00:00:00Z');
  for (let start = 0; start < count; start += 1000) {
    await t.database.db.insert(departmentResources).values(
      Array.from({ length: Math.min(1000, count - start) }, (_, k) => {
        const i = start + k;
        return {
          departmentId: department!.id,
          title: `${i % 10 === 0 ? 'Press release' : 'Session notes'} ${i}`,
          createdAt: new Date(base + i * 1000),
        };
      }),
    );
  }
}

/** Runs the case on `t` and returns its rows plus the 10,000-to-100 ratios of p50. */
export async function benchDepartmentResources(t: TestApp): Promise<{ rows: BenchRow[]; ratios: string[] }> {
  const email = uniqueEmail('bench-agent');
  await createConfirmedAccount(t, { email, portal: 'agent' });
  const cookie = await signInCookie(t, { email, portal: 'agent' });
  const sizes = [
    { slug: 'social', count: 100 },
    { slug: 'touring', count: 10_000 },
  ];
  const rows: BenchRow[] = [];
  const p50: Record<string, number> = {};
  for (const { slug, count } of sizes) await fill(t, slug, count);
  // Fresh planner statistics, as PostgreSQL's autovacuum keeps them after a bulk insert.
  await t.database.db.execute(sql`analyze department_resources`);
  for (const { slug, count } of sizes) {
    for (const [label, query] of [
      ['first page', ''],
      ['search', '?q=PRESS%20rel'],
    ] as const) {
      const run = async () => {
        const response = await send(t, 'GET', `/api/departments/${slug}/resources${query}`, undefined, {
          cookie,
        });
        if (response.status !== 200) throw new Error(`resources answered ${response.status}`);
        await response.arrayBuffer();
      };
      await measure('warm-up', 20, 1, run);
      const row = await measure(`GET resources, ${label}, ${count} rows`, 300, 4, run);
      rows.push(row);
      p50[`${label} ${count}`] = Number(row['p50 ms']);
    }
  }
  const ratios = ['first page', 'search'].map(
    (label) =>
      `${label}: p50 at 10,000 rows is ${(p50[`${label} 10000`]! / p50[`${label} 100`]!).toFixed(2)}x the p50 at 100`,
  );
  return { rows, ratios };
}
