/**
 * UUIDs in their standard text form (RFC 9562 §4: 8-4-4-4-12 hexadecimal digits, either case), the only form the
 * API accepts for an id, so PostgreSQL never sees one it would refuse (issue "Hardening what is built" item 2).
 */
import { z } from 'zod/mini';

/** 8-4-4-4-12 hexadecimal digits. Any version and variant: ids are compared, never interpreted. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID in the standard text form. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

/** A UUID in the standard text form; `message` for anything else (another type included). */
export function uuid(message: string) {
  return z.string({ error: message }).check(z.regex(UUID_PATTERN, message));
}
