/**
 * The email address a confirmation link was made for, read from its token (a JWT whose payload names the
 * email) so the 'request a new link' form can start filled in. Never trusted: the server checks everything.
 */
import { EMAIL_MAX_LENGTH } from '@shared/limits/forms';

/** The `email` claim of a JWT, or null when the token is not a readable JWT or names none. */
export function emailFromToken(token: string | null): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const email: unknown = (JSON.parse(json) as { email?: unknown }).email;
    return typeof email === 'string' && email.length <= EMAIL_MAX_LENGTH ? email : null;
  } catch {
    return null;
  }
}
