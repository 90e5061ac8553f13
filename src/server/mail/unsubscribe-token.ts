/**
 * The token of a progress email's unsubscribe link (issue "Staff operations" item 6): it names the learner and
 * carries an HMAC-SHA256 of their id and its purpose, made with a key derived from `AUTH_SECRET`, so the link works
 * without signing in and cannot be made for someone else. It does not expire: an unsubscribe link in an old email
 * must keep working. Form: `base64url(userId).base64url(hmac)`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What the token allows: turning reminders off, nothing else. */
const PURPOSE = 'reminders-off';

function signature(secret: string, userId: string): Buffer {
  return createHmac('sha256', `unsubscribe-link:${secret}`).update(`${PURPOSE}.${userId}`).digest();
}

/** The unsubscribe token of `userId`, signed with `secret` (`AUTH_SECRET`). */
export function unsubscribeToken(secret: string, userId: string): string {
  return `${Buffer.from(userId, 'utf8').toString('base64url')}.${signature(secret, userId).toString('base64url')}`;
}

/** The user id a token names, or null when it is malformed or its signature is not `secret`'s. */
export function readUnsubscribeToken(secret: string, token: string): string | null {
  const match = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const userId = Buffer.from(match[1]!, 'base64url').toString('utf8');
  // Only the canonical encoding: a token re-encoded differently is not one we made.
  if (userId === '' || Buffer.from(userId, 'utf8').toString('base64url') !== match[1]) return null;
  const given = Buffer.from(match[2]!, 'base64url');
  const expected = signature(secret, userId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** The web page a progress email links to (it asks before turning reminders off). */
export function unsubscribePageUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/unsubscribe?${new URLSearchParams({ token })}`;
}

/** The RFC 8058 one-click address of the `List-Unsubscribe` header (a mail client POSTs to it). */
export function unsubscribeApiUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/unsubscribe?${new URLSearchParams({ token })}`;
}
