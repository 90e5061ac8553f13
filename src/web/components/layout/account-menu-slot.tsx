/**
 * Where the account menu goes in the site header (docs/decisions/0015). The header is part of every prerendered
 * public page, and its script counts towards the home page's budget, so this slot is all the header carries: it
 * renders nothing on the server and during hydration (the prerendered HTML is the signed-out header), and once the
 * page is idle after hydration it loads signed-in-account-menu.tsx, which reads the session and shows the menu only
 * when someone is signed in. Nothing here delays the first paint or hydration.
 *
 * Loaded by an effect rather than `lazy` in the render, as the toasts are (app/providers.tsx): nothing suspends
 * while the page hydrates.
 */
import { useEffect, useState, type ComponentType } from 'react';

/** The longest wait for an idle moment before loading anyway, in ms. */
const IDLE_TIMEOUT_MS = 2_000;

/** Runs `work` when the browser is idle (or after a moment where it cannot say); returns a cancel function. */
function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 1);
  return () => window.clearTimeout(handle);
}

/** The slot: nothing until the page is idle after hydration, then the chunk of signed-in-account-menu.tsx. */
export function AccountMenuSlot() {
  const [Menu, setMenu] = useState<ComponentType | null>(null);
  useEffect(() => {
    let mounted = true;
    const cancel = whenIdle(() => {
      void import('./signed-in-account-menu').then((module) => {
        if (mounted) setMenu(() => module.SignedInAccountMenu);
      });
    });
    return () => {
      mounted = false;
      cancel();
    };
  }, []);
  return Menu ? <Menu /> : null;
}
