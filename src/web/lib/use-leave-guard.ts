/**
 * A warning before leaving a page with unsaved work (issue "Members program" item 6: "leaving with unsaved changes
 * warns"), whichever way the visitor leaves:
 *
 * - closing the tab, reloading or typing another address: the browser's own `beforeunload` prompt;
 * - following a link of the app (the site's navigation, a Back link): `window.confirm(message)` before the router
 *   sees the click; cancelling keeps the page as it is;
 * - the browser's Back and Forward buttons: the same question; cancelling returns to this page's history entry.
 *
 * The app's router is the declarative `BrowserRouter`, where React Router's `useBlocker` is not available (it
 * needs a data router); the guard therefore acts on the events the router itself listens to, before it does: a
 * capturing `click` listener on the document (React handles clicks at its root element, below the document) and a
 * capturing `popstate` listener on the window (the router's listener does not capture). It works the same under a
 * data router. Navigation the page starts itself (`navigate()` after an action) is not intercepted: the page
 * decides what to keep first.
 */
import { useEffect, useRef } from 'react';

/** The router's index of a history entry (React Router keeps it in `history.state.idx`). */
function historyIndex(): number | null {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : null;
}

/** The anchor a click follows inside the app, or null when the click leaves the app or does not navigate. */
function appLinkOf(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return null;
  // A link to a place on this same page (`#…`) does not leave it.
  if (url.pathname === window.location.pathname && url.search === window.location.search) return null;
  return anchor;
}

/**
 * Warns with `message` before the page is left while `when` is true (see the module comment).
 *
 * @param when - there is unsaved work.
 * @param message - the question of the in-app warning, e.g. 'You have unsaved notes. Leave anyway?' (the
 *   browser's own prompt for closing the tab shows its own text).
 */
export function useLeaveGuard(when: boolean, message: string): void {
  const messageRef = useRef(message);
  useEffect(() => {
    messageRef.current = message;
  }, [message]);

  useEffect(() => {
    if (!when) return;
    /** Set while this guard puts the history entry back after a cancelled Back/Forward. */
    let restoring = false;
    let index = historyIndex();

    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };

    const onClick = (event: MouseEvent) => {
      if (!appLinkOf(event)) return;
      if (window.confirm(messageRef.current)) return;
      event.preventDefault();
      event.stopPropagation();
    };

    const onPopState = (event: PopStateEvent) => {
      if (restoring) {
        // The entry this guard put back: the router never saw the move away, so it must not see this one either.
        restoring = false;
        event.stopImmediatePropagation();
        return;
      }
      const next = historyIndex();
      if (window.confirm(messageRef.current)) {
        index = next;
        return;
      }
      event.stopImmediatePropagation();
      if (index !== null && next !== null && index !== next) {
        restoring = true;
        window.history.go(index - next);
      }
    };

    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
    };
  }, [when]);
}
