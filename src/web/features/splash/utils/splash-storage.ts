/**
 * Whether the visitor has entered the site in this browser session (site-and-portals.md §2.3; decision
 * docs/decisions/0002-splash-screen.md). The flag is `splash-entered` = '1' in sessionStorage; entering also sets
 * `data-splash-entered` on `<html>`, which CSS uses to hide the splash overlay before React runs.
 */
import { useSyncExternalStore } from 'react';

/** sessionStorage key set when the visitor enters. */
export const SPLASH_STORAGE_KEY = 'splash-entered';
/** Attribute on `<html>` that hides the overlay (see {@link SPLASH_HIDE_SCRIPT}). */
export const SPLASH_ENTERED_ATTRIBUTE = 'data-splash-entered';

/**
 * Inline script placed right before the prerendered overlay: when this session already entered, it marks `<html>`
 * before the first paint, so returning visitors never see the splash flash. It touches no element React
 * hydrates, so hydration stays clean.
 */
export const SPLASH_HIDE_SCRIPT = `try{if(sessionStorage.getItem(${JSON.stringify(SPLASH_STORAGE_KEY)})==='1')document.documentElement.setAttribute(${JSON.stringify(SPLASH_ENTERED_ATTRIBUTE)},'')}catch(e){}`;

const listeners = new Set<() => void>();
/** Fallback for browsers where sessionStorage throws (blocked storage): entry lasts for this page's life. */
let enteredInMemory = false;

function readEntered(): boolean {
  if (enteredInMemory) return true;
  try {
    return window.sessionStorage.getItem(SPLASH_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Not entered on the server: the prerendered home page always carries the overlay. */
const serverSnapshot = () => false;

/**
 * Whether this session has entered. Server render and hydration use `false` (matching the prerendered HTML);
 * right after hydration React re-reads sessionStorage and hides the overlay if needed. Client-side navigations
 * read sessionStorage straight away, so the overlay never flashes.
 */
export function useSplashEntered(): boolean {
  return useSyncExternalStore(subscribe, readEntered, serverSnapshot);
}

/** Records entry (sessionStorage and the `<html>` attribute) and tells every subscriber. */
export function markSplashEntered(): void {
  enteredInMemory = true;
  try {
    window.sessionStorage.setItem(SPLASH_STORAGE_KEY, '1');
  } catch {
    // Storage unavailable (privacy mode): the in-memory flag covers this page's life.
  }
  document.documentElement.setAttribute(SPLASH_ENTERED_ATTRIBUTE, '');
  for (const listener of listeners) listener();
}
