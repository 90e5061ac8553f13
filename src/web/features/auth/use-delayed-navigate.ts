/**
 * Navigation after a pause (site-and-portals.md §9 "Redirect delays"): the page shows its toast or message
 * first. Leaving the page cancels the pending navigation.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';

/** Returns `go(to, delayMs, options?)`; a later call replaces an earlier pending one. */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number, options?: NavigateOptions) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void navigate(to, options), delayMs);
    },
    [navigate],
  );
}
