/**
 * What the browser keeps about signing in (site-and-portals.md §4 "stored return path", "lost session"): the path
 * to return to after sign-in (localStorage, so it survives the confirmation email) and the reset token between
 * the reset callback and the reset-password page (sessionStorage, this tab only, never in the URL afterwards).
 */

const RETURN_PATH_KEY = 'gbf.auth.returnPath';
const RESET_TOKEN_KEY = 'gbf.auth.resetToken';

function safely<T>(work: () => T, fallback: T): T {
  try {
    return work();
  } catch {
    return fallback;
  }
}

/** Remembers where to go after sign-in (e.g. /learning); only same-site paths are kept. */
export function storeReturnPath(path: string): void {
  if (!path.startsWith('/') || path.startsWith('//')) return;
  safely(() => localStorage.setItem(RETURN_PATH_KEY, path), undefined);
}

/** The stored return path, removed as it is read; null when there is none. */
export function takeReturnPath(): string | null {
  return safely(() => {
    const path = localStorage.getItem(RETURN_PATH_KEY);
    localStorage.removeItem(RETURN_PATH_KEY);
    return path && path.startsWith('/') && !path.startsWith('//') ? path : null;
  }, null);
}

/** Keeps the reset token for the reset-password page. */
export function storeResetToken(token: string): void {
  safely(() => sessionStorage.setItem(RESET_TOKEN_KEY, token), undefined);
}

/** The kept reset token, or null (the reset session has expired). */
export function readResetToken(): string | null {
  return safely(() => sessionStorage.getItem(RESET_TOKEN_KEY), null);
}

/** Forgets the reset token (after it was used, or when the reset flow ends). */
export function clearResetToken(): void {
  safely(() => sessionStorage.removeItem(RESET_TOKEN_KEY), undefined);
}

/** Forgets everything above: on sign-out and when the session is lost. */
export function clearStoredAuthState(): void {
  safely(() => localStorage.removeItem(RETURN_PATH_KEY), undefined);
  clearResetToken();
}
