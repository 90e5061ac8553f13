/**
 * Where the account flows send people (site-and-portals.md §4 "Artist portal login", "Program account
 * confirmation"; training-program.md §2 item 3).
 */
import { LOGIN_PATHS, type Portal } from '@shared/auth/portals';

/** Where a confirmed program account goes when its link names no (usable) next page. */
export const PROGRAM_HOME_PATH = '/program-dashboard';

/**
 * Where sign-out leads (§4): /program-auth when the current path contains /program, else /agent-portal.
 *
 * @param currentPath - the path of the page signing out.
 */
export function signOutDestination(currentPath: string): string {
  return currentPath.includes('/program') ? LOGIN_PATHS.program : LOGIN_PATHS.agent;
}

/**
 * The `next` parameter of a confirmation link, if it is a path on this site: it must start with a single `/`
 * and resolve to `origin`. Anything else (another site, `//host`, `/\host`, a script URL) is dropped.
 *
 * @returns the path with its query and hash, or null.
 */
export function safeNextPath(next: string | null | undefined, origin: string): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  // Control characters and spaces could be stripped by the URL parser into something else.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f]/.test(next)) return null;
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

function isUnder(path: string, base: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Which portal a confirmation link came from, judged by its `next` path: artist, agent, else program. */
export function portalOfNext(next: string | null): Portal {
  if (next && isUnder(next, LOGIN_PATHS.artist)) return 'artist';
  if (next && isUnder(next, LOGIN_PATHS.agent)) return 'agent';
  return 'program';
}

/** The sign-in page for the portal a confirmation link came from ('Go to Login', §2.14). */
export function loginPathOfNext(next: string | null): string {
  return LOGIN_PATHS[portalOfNext(next)];
}

/** The query parameter of a sign-in page reached from a confirmation link that could not sign in. */
const CONFIRMED_PARAM = 'confirmed';

/**
 * The sign-in page `loginPath` with the notice that the account is confirmed (docs/decisions/0015): where a
 * confirmation link leads when it confirmed the account but could not sign it in.
 */
export function confirmedLoginPath(loginPath: string): string {
  return `${loginPath}?${CONFIRMED_PARAM}=1`;
}

/** Whether a sign-in page was reached through {@link confirmedLoginPath} (it then says 'Account Confirmed!'). */
export function cameFromConfirmation(search: URLSearchParams): boolean {
  return search.get(CONFIRMED_PARAM) === '1';
}
