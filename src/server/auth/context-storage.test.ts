/**
 * The storages of better-auth calls are off between calls and never while one is in flight (context-storage.ts):
 * a call keeps its state while another ends, and once none is in flight a storage reads nothing; the next call's
 * own `run` turns it on again. The app's own calls are covered by the account tests, which run through the wrapped
 * `auth.api`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { describe, expect, it } from 'vitest';
import { callsInFlight, pauseBetweenCalls, pauseWhenIdle } from './context-storage';

/** A promise and the function that settles it. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('the storages of better-auth calls', () => {
  it('keep a call state while another call ends, and are off once no call is in flight', async () => {
    const storage = new AsyncLocalStorage<string>();
    pauseBetweenCalls(storage as AsyncLocalStorage<unknown>);
    const quickEnded = deferred();
    const seen: (string | undefined)[] = [];
    let later: (() => string | undefined) | undefined;
    const api = pauseWhenIdle({
      slow: async () =>
        storage.run('slow call', async () => {
          await quickEnded.promise;
          seen.push(storage.getStore());
          // A continuation of this call's context, read after every call has ended.
          later = () => storage.getStore();
        }),
      quick: async () => storage.run('quick call', async () => storage.getStore()),
    });

    const slow = api.slow();
    expect(await api.quick()).toBe('quick call');
    quickEnded.resolve();
    await slow;
    expect(seen).toEqual(['slow call']);
    expect(callsInFlight()).toBe(0);
    expect(later!()).toBeUndefined();

    // The next call turns its storage on again.
    expect(await api.quick()).toBe('quick call');
  });

  it('pass on arguments, answers and errors, and keep the methods own properties', async () => {
    const method = Object.assign(async (a: number, b: number) => a + b, { path: '/sum' });
    const api = pauseWhenIdle({
      sum: method,
      fail: async () => {
        throw new Error('refused');
      },
    });
    expect(await api.sum(2, 3)).toBe(5);
    expect(api.sum.path).toBe('/sum');
    await expect(api.fail()).rejects.toThrow('refused');
    expect(callsInFlight()).toBe(0);
  });
});
