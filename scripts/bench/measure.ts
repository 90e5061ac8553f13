/** Latency measurement for benchmark cases: runs a request function and prints p50/p95/max in ms. */

/** Percentile `p` (0–100) of sorted samples, in the samples' unit. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** One printed row. */
export interface BenchRow {
  case: string;
  requests: number;
  'p50 ms': string;
  'p95 ms': string;
  'max ms': string;
  'req/s': string;
}

/**
 * Calls `run` `count` times with `concurrency` callers and reports latency figures.
 *
 * @param run - one request; it should throw when the answer is wrong so a broken case never prints figures.
 */
export async function measure(
  name: string,
  count: number,
  concurrency: number,
  run: (i: number) => Promise<void>,
): Promise<BenchRow> {
  const samples: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        const t0 = performance.now();
        await run(i);
        samples.push(performance.now() - t0);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  samples.sort((a, b) => a - b);
  return {
    case: name,
    requests: count,
    'p50 ms': percentile(samples, 50).toFixed(2),
    'p95 ms': percentile(samples, 95).toFixed(2),
    'max ms': samples.at(-1)!.toFixed(2),
    'req/s': (count / elapsed).toFixed(0),
  };
}
