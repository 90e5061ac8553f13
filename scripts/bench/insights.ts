/**
 * Bench case of the staff's program insights (issue 37 "Program insights" item 6: each insight within 300 ms p99 with
 * 1,000 learners, 6 modules and 20,000 quiz answers in the embedded database). The program is seeded by
 * insights-seed.ts into an in-process app (`createTestApp`: the embedded database, or PostgreSQL with
 * `DATABASE_URL`) and its planner statistics refreshed, as the server does now and then; an admin signed in then asks each insight {@link CALLS} times in a row through the app, in
 * {@link RUNS} runs. Prints per insight the p50 and p99 in ms of each run, and the median p99 of the runs with their
 * spread (max − min) beside the target. The figures are printed, never asserted.
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { member } from '../../src/server/test/admin-test-kit';
import { createTestApp, type TestApp } from '../../src/server/test/test-app';
import { percentile } from './measure';
import { seedInsightsProgram } from './insights-seed';

/** Calls of one insight per run. */
const CALLS = 50;
/** Runs per insight (the project's rule: the median of 3, with the spread). */
const RUNS = 3;
/** The target, in ms. */
const TARGET_P99_MS = 300;

/** The insights asked, by path under `/api/admin/insights`. */
const CASES = [
  'funnel',
  'stops',
  'item-analysis?round=first',
  'item-analysis?round=all',
  'video-engagement',
  'cohorts',
  'cohorts?cohort=2025-03',
  'item-analysis/export.csv?round=all',
];

/** One printed row: an insight's runs. */
interface InsightsRow {
  insight: string;
  'p50 ms (runs)': string;
  'p99 ms (runs)': string;
  'median p99 ms': string;
  'spread ms': string;
}

/** What {@link benchInsights} prints. */
export interface InsightsResult {
  rows: InsightsRow[];
  lines: string[];
}

/** Asks `insight` {@link CALLS} times; the sorted latencies in ms. */
async function run(t: TestApp, cookie: string, insight: string): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < CALLS; i += 1) {
    const started = performance.now();
    const response = await t.app.request(`/api/admin/insights/${insight}`, { headers: { cookie } });
    if (response.status !== 200) throw new Error(`${insight} answered ${response.status}`);
    await response.arrayBuffer();
    samples.push(performance.now() - started);
  }
  return samples.sort((a, b) => a - b);
}

/**
 * Seeds the program, then times each insight.
 *
 * @throws when seeding fails or an insight answers other than 200.
 */
export async function benchInsights(): Promise<InsightsResult> {
  const t = await createTestApp();
  try {
    const seedStarted = performance.now();
    const seeded = await seedInsightsProgram(t);
    // The server refreshes the embedded database's planner statistics now and then (db/client.ts): as it would have.
    await t.database.db.execute(sql`analyze`);
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const { cookie } = await member(t, true);
    const rows: InsightsRow[] = [];
    let worst = 0;
    for (const insight of CASES) {
      await run(t, cookie, insight); // warm-up, not reported
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) runs.push(await run(t, cookie, insight));
      const p99s = runs.map((samples) => percentile(samples, 99)).sort((a, b) => a - b);
      const medianP99 = p99s[Math.floor(p99s.length / 2)]!;
      worst = Math.max(worst, medianP99);
      rows.push({
        insight,
        'p50 ms (runs)': runs.map((samples) => percentile(samples, 50).toFixed(1)).join(' / '),
        'p99 ms (runs)': runs.map((samples) => percentile(samples, 99).toFixed(1)).join(' / '),
        'median p99 ms': medianP99.toFixed(1),
        'spread ms': (p99s.at(-1)! - p99s[0]!).toFixed(1),
      });
    }
    return {
      rows,
      lines: [
        `insights: seeded ${seeded.learners} learners, ${seeded.progressRows} module records, ${seeded.attempts} quiz attempts with ${seeded.answers} answers in ${seedSeconds.toFixed(1)} s`,
        `insights: slowest median p99 ${worst.toFixed(1)} ms (target ${TARGET_P99_MS} ms; ${CALLS} calls per run, median of ${RUNS} runs)`,
      ],
    };
  } finally {
    await t.close();
  }
}

// Run alone with `npx tsx scripts/bench/insights.ts`; `npm run bench` runs it with the other cases.
if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  const result = await benchInsights();
  console.table(result.rows);
  for (const line of result.lines) console.log(line);
}
