/**
 * Opaque keyset cursors of every paginated list (docs/decisions/0006): a list of text values (the last row's sort
 * key and its id) written as base64url JSON, so a client can pass it back but has no reason to read it. Each list
 * checks the decoded values itself (a timestamp PostgreSQL reads back, a UUID, a bounded text).
 */
import { z } from 'zod/mini';

/** UTF-8 text as base64url without padding; works in the browser and in Node. */
function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The UTF-8 text of unpadded base64url, or null when either is malformed. */
function fromBase64Url(value: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(value) || value.length % 4 === 1) return null;
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** The opaque cursor of `values` (in order). */
export function encodeCursor(values: readonly string[]): string {
  return toBase64Url(JSON.stringify(values));
}

/** The `length` text values a cursor holds, or null unless it is one {@link encodeCursor} could have made. */
export function decodeCursor(value: string, length: number): string[] | null {
  const text = fromBase64Url(value);
  if (text === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length !== length) return null;
  return parsed.every((part) => typeof part === 'string') ? (parsed as string[]) : null;
}

/**
 * A `cursor` query parameter: at most `maxLength` characters, decoded by `decode` (null for anything it would not
 * have made), else `message`.
 */
export function cursorParam<T>(decode: (value: string) => T | null, maxLength: number, message: string) {
  return z.pipe(
    z.string({ error: message }).check(z.maxLength(maxLength, message)),
    z.transform((value: string, ctx) => {
      const cursor = decode(value);
      if (cursor !== null) return cursor;
      ctx.issues.push({ code: 'custom', input: value, message });
      return z.NEVER;
    }),
  );
}

/** The messages of a {@link pageLimitParam}: not a number, not whole, under 1, over the most. */
export interface PageLimitMessages {
  limitNotNumber: string;
  limitNotWhole: string;
  limitTooSmall: string;
  limitTooLarge: string;
}

/**
 * A `limit` query parameter of a keyset list: a whole number from 1 to `size.max`, `size.default` when absent.
 *
 * @param messages - one per way it can be wrong (a list may give the same text for all four).
 */
export function pageLimitParam(size: { default: number; max: number }, messages: PageLimitMessages) {
  return z._default(
    z.coerce
      .number({ error: messages.limitNotNumber })
      .check(
        z.int(messages.limitNotWhole),
        z.minimum(1, messages.limitTooSmall),
        z.maximum(size.max, messages.limitTooLarge),
      ),
    size.default,
  );
}
