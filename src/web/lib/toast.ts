/**
 * Toasts (site-and-portals.md §9: bottom-right, focused with Alt+T) without the toast library in a page's first
 * scripts (issue "Public pages fast on a phone" item 1). The library (sonner) adds its stylesheet to the document
 * when it loads, which makes the browser restyle the whole page: on a phone-speed CPU a task of 60 to 70 ms right
 * after hydration, on pages that mostly never show a toast. Here it loads on the first toast: `toast.success(…)`
 * and the others start the load and raise the toast in the library once it is there, in the order they were
 * called; the viewport (app/providers.tsx) mounts once the library has loaded, and a toast raised before it mounts
 * shows when it subscribes.
 */
import type * as sonner from 'sonner';

type Sonner = typeof sonner;

let library: Promise<Sonner> | null = null;
const listeners = new Set<(loaded: Sonner) => void>();

/** Loads the toast library once and tells {@link onToastLibrary}'s listeners. */
function loadToastLibrary(): Promise<Sonner> {
  library ??= import('sonner').then((loaded) => {
    for (const listener of listeners) listener(loaded);
    return loaded;
  });
  return library;
}

/**
 * Calls `listener` with the toast library once it has loaded (at once if it has): how the viewport learns to
 * mount.
 *
 * @returns stops listening.
 */
export function onToastLibrary(listener: (loaded: Sonner) => void): () => void {
  listeners.add(listener);
  if (library) void library.then((loaded) => listeners.has(listener) && listener(loaded));
  return () => {
    listeners.delete(listener);
  };
}

type Raise = (...args: Parameters<Sonner['toast']['success']>) => void;

/** Raises the toast of `kind` once the library is there. */
function raise(kind: 'success' | 'error' | 'info' | 'warning'): Raise {
  return (...args) => void loadToastLibrary().then(({ toast }) => toast[kind](...args));
}

/**
 * The toasts the app raises, as the library's (`toast.success(title, { description, id, duration })` and the
 * others); each returns nothing, since the toast exists only once the library has loaded. `dismiss(id)` closes a
 * toast raised with that `id`, and does nothing when no toast was ever raised.
 */
export const toast = {
  success: raise('success'),
  error: raise('error'),
  info: raise('info'),
  warning: raise('warning'),
  dismiss(id?: string | number): void {
    if (library) void library.then(({ toast: loaded }) => loaded.dismiss(id));
  },
};
