/**
 * better-auth's per-call state, switched off between calls (issue "One course" item 8, the signed-in floor;
 * docs/decisions/0014-hot-path.md).
 *
 * better-auth keeps the state of each of its calls in `AsyncLocalStorage` (its endpoint context, request state and
 * database adapter), and so does ./outgoing-email.ts. On Node 20 an `AsyncLocalStorage` that has been used turns on
 * async_hooks' promise hooks for the whole process, and they stay on: from the first sign-in on, every promise and
 * every socket of every later request, better-auth's or not, pays for them. Signed-in requests do not call
 * better-auth (auth/session-lookup.ts), but they paid for its sign-ins.
 *
 * {@link pauseWhenIdle} wraps every method of `auth.api` once: when the last better-auth call in flight has
 * finished, the storages are disabled, which turns the hooks off; the next call's own `run` turns them on again. A
 * storage is never disabled while any call is in flight, so no call loses its state.
 */
import type { AsyncLocalStorage } from 'node:async_hooks';
import {
  getCurrentAuthContextAsyncLocalStorage,
  getCurrentDBAdapterAsyncLocalStorage,
  getRequestStateAsyncLocalStorage,
} from '@better-auth/core/context';

/** The storages turned off when no call is in flight: better-auth's three, once read, and ours. */
const storages = new Set<AsyncLocalStorage<unknown>>();
/** better-auth calls started and not yet settled. */
let inFlight = 0;
/** better-auth's storages, read once (better-auth makes them on first use). */
let libraryStorages: Promise<void> | null = null;

/**
 * Adds a storage of our own, used only inside better-auth calls, to those turned off between calls.
 *
 * @param storage - e.g. the outgoing-email storage.
 */
export function pauseBetweenCalls(storage: AsyncLocalStorage<unknown>): void {
  storages.add(storage);
}

async function readLibraryStorages(): Promise<void> {
  const found = await Promise.all([
    getCurrentAuthContextAsyncLocalStorage(),
    getRequestStateAsyncLocalStorage(),
    getCurrentDBAdapterAsyncLocalStorage(),
  ]);
  for (const storage of found) storages.add(storage as AsyncLocalStorage<unknown>);
}

/** Turns the storages off when no call is in flight (checked again after reading them the first time). */
async function settle(): Promise<void> {
  libraryStorages ??= readLibraryStorages();
  await libraryStorages;
  if (inFlight !== 0) return;
  for (const storage of storages) storage.disable();
}

/**
 * Runs one better-auth call, counted in flight.
 *
 * @throws whatever `work` throws.
 */
async function counted<T>(work: () => Promise<T>): Promise<T> {
  inFlight++;
  try {
    return await work();
  } finally {
    inFlight--;
    if (inFlight === 0) await settle();
  }
}

/**
 * Wraps every method of `api` (better-auth's `auth.api`) in place so that its storages are off between calls.
 *
 * @param api - the instance's `api` object; its methods keep their names, arguments and answers.
 * @returns `api`.
 */
export function pauseWhenIdle<Api extends object>(api: Api): Api {
  const methods = api as Record<string, unknown>;
  for (const [name, method] of Object.entries(methods)) {
    if (typeof method !== 'function') continue;
    const call = method as (...args: unknown[]) => Promise<unknown>;
    const wrapped = (...args: unknown[]) => counted(() => call.apply(api, args));
    methods[name] = Object.assign(wrapped, method);
  }
  return api;
}

/** Whether a better-auth call is in flight (for tests). */
export function callsInFlight(): number {
  return inFlight;
}
