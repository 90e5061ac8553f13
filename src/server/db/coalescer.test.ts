/**
 * The coalescer of reads (src/server/db/coalescer.ts; docs/decisions/0014): what callers of `load` see.
 */
import { describe, expect, it } from 'vitest';
import { Coalescer } from './coalescer';

/** A run that records the keys it was given and answers each key with itself doubled, after `release()`. */
function recordingRun() {
  const runs: number[][] = [];
  const pending: (() => void)[] = [];
  const run = (keys: number[]) => {
    runs.push(keys);
    return new Promise<Map<number, number>>((resolve) =>
      pending.push(() => resolve(new Map(keys.filter((key) => key >= 0).map((key) => [key, key * 2])))),
    );
  };
  const release = async () => {
    while (pending.length === 0) await new Promise((resolve) => setImmediate(resolve));
    pending.shift()!();
  };
  return { runs, run, release };
}

describe('Coalescer', () => {
  it('answers the keys asked for in one turn with one run, a key asked twice read once', async () => {
    const { runs, run, release } = recordingRun();
    const coalescer = new Coalescer(run, 1, 100);
    const answers = Promise.all([1, 2, 2, 3, -1].map((key) => coalescer.load(key)));
    await release();
    expect(await answers).toEqual([2, 4, 4, 6, undefined]);
    expect(runs).toEqual([[1, 2, 3, -1]]);
  });

  it('answers a key asked for while a run is under way only from a run that starts after it', async () => {
    const { runs, run, release } = recordingRun();
    const coalescer = new Coalescer(run, 1, 100);
    const early = coalescer.load(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(runs).toEqual([[1]]);
    const late = [coalescer.load(1), coalescer.load(5)];
    await release();
    expect(await early).toBe(2);
    await release();
    expect(await Promise.all(late)).toEqual([2, 10]);
    expect(runs).toEqual([[1], [1, 5]]);
  });

  it('splits runs at maxKeys', async () => {
    const { runs, run, release } = recordingRun();
    const coalescer = new Coalescer(run, 2, 2);
    const answers = Promise.all([1, 2, 3].map((key) => coalescer.load(key)));
    await release();
    await release();
    expect(await answers).toEqual([2, 4, 6]);
    expect(runs).toEqual([[1, 2], [3]]);
  });

  it('rejects every load of a run that fails, and the next run reads again', async () => {
    let fail = true;
    const coalescer = new Coalescer(
      async (keys: number[]) => {
        if (fail) throw new Error('database down');
        return new Map(keys.map((key) => [key, key]));
      },
      1,
      100,
    );
    const results = await Promise.allSettled([coalescer.load(1), coalescer.load(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await coalescer.load(1)).toBe(1);
  });
});
