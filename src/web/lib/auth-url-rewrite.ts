/**
 * Start-up URL rewriting (site-and-portals.md §2.1 "On application start"): auth links that arrive in an older
 * or mangled shape are turned into the agent callback before the router starts.
 *
 * 1. A path that begins with an encoded access-token fragment (`/%23access_token=…`, produced when a `#` was
 *    escaped on the way) becomes a normal path with that fragment as the hash.
 * 2. Any URL carrying `type=recovery`, `code` or `access_token` in its query or hash, outside
 *    /agent-portal/auth/callback, is sent to the agent callback, keeping its query and hash.
 */
import { RESET_PATHS } from '@shared/auth/portals';
import { normalizePath } from '@shared/pages';

/** The agent callback every stray auth link is sent to (§2.1). */
export const AUTH_CALLBACK_PATH = RESET_PATHS.agent.link;

/** `/%23access_token…`: an escaped `#access_token` at the very start of the path. */
const ENCODED_TOKEN_FRAGMENT = /^\/%23(access_token.*)$/;

/** The parameters of a query (`?a=b`) or hash (`#a=b`); empty when it is not parameter-shaped. */
function paramsOf(part: string): URLSearchParams {
  const body = part.replace(/^[?#]/, '');
  return new URLSearchParams(body.includes('=') ? body : '');
}

/** Whether the query or hash carries a recovery type, a code or an access token. */
function carriesAuthParams(search: string, hash: string): boolean {
  return [paramsOf(search), paramsOf(hash)].some(
    (params) => params.get('type') === 'recovery' || params.has('code') || params.has('access_token'),
  );
}

/** Decodes a fragment that was escaped whole (`access_token%3Dx%26type%3Drecovery`); leaves others as they are. */
function decodeFragment(fragment: string): string {
  if (fragment.includes('=')) return fragment;
  try {
    return decodeURIComponent(fragment);
  } catch {
    return fragment;
  }
}

/**
 * Where the app should be instead of `url` at start-up (§2.1).
 *
 * @returns the new path, query and hash to put in place with `history.replaceState`, or null when `url` is
 *   fine as it is.
 */
export function rewriteAuthUrl(url: URL): string | null {
  let pathname = url.pathname;
  let hash = url.hash;
  const encoded = ENCODED_TOKEN_FRAGMENT.exec(pathname);
  if (encoded?.[1]) {
    const fragment = decodeFragment(encoded[1]);
    pathname = '/';
    hash = `#${fragment}${url.hash ? `&${url.hash.slice(1)}` : ''}`;
  }
  if (normalizePath(pathname) !== AUTH_CALLBACK_PATH && carriesAuthParams(url.search, hash)) {
    pathname = AUTH_CALLBACK_PATH;
  }
  const next = `${pathname}${url.search}${hash}`;
  return next === `${url.pathname}${url.search}${url.hash}` ? null : next;
}
