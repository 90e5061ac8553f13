/**
 * Navigation after a pause (site-and-portals.md §4, §9 "Redirect delays": post-login 0.5 s, sign-out 0.1 s).
 * The timer belongs to the component that calls the hook, so it survives children that unmount meanwhile (a
 * sign-in form that disappears as the session arrives) and is cancelled when that component goes away.
 */
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';

/** By default the pending navigation replaces the current history entry. */
const REPLACE: NavigateOptions = { replace: true };

/**
 * Navigation after a pause (site-and-portals.md §9 "Redirect delays").
 *
 * @returns `schedule(to, delayMs, options?)`: navigates to `to` after `delayMs`, replacing the current entry
 *   unless `options` say otherwise (`{ replace: false }` pushes); a new call cancels the previous one.
 */
export function useDelayedNavigate(): (to: string, delayMs: number, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback((to: string, delayMs: number, options: NavigateOptions = REPLACE) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => void navigateRef.current(to, options), delayMs);
  }, []);
}
