/**
 * Signed download links (site-and-portals.md §7 "Storage create signed URL": valid 60 seconds). The link names a
 * resource and an expiry time and carries an HMAC of both made with a key derived from `AUTH_SECRET`; the server
 * checks it before streaming the file, so an expired or altered link is refused.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lifetime of a download link, in ms (§9). */
export const SIGNED_URL_TTL_MS = 60_000;

function signature(secret: string, resourceId: string, expiresMs: number): string {
  return createHmac('sha256', `download-link:${secret}`)
    .update(`${resourceId}.${expiresMs}`)
    .digest('base64url');
}

/** The path of a download link for `resourceId`, valid until `now + SIGNED_URL_TTL_MS`. */
export function signDownloadPath(
  secret: string,
  resourceId: string,
  now = Date.now(),
): { path: string; expiresAt: Date } {
  const expires = now + SIGNED_URL_TTL_MS;
  const query = new URLSearchParams({
    expires: String(expires),
    signature: signature(secret, resourceId, expires),
  });
  return { path: `/api/downloads/${resourceId}?${query}`, expiresAt: new Date(expires) };
}

/** Why a link is refused, or null when it is good. */
export function checkDownloadLink(
  secret: string,
  resourceId: string,
  expires: string | undefined,
  given: string | undefined,
  now = Date.now(),
): 'expired' | 'invalid' | null {
  const expiresMs = Number(expires);
  if (!expires || !given || !Number.isSafeInteger(expiresMs)) return 'invalid';
  const expected = Buffer.from(signature(secret, resourceId, expiresMs));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return 'invalid';
  if (expiresMs < now || expiresMs > now + SIGNED_URL_TTL_MS) return 'expired';
  return null;
}
