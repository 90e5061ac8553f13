/**
 * The honeypot of the public forms (docs/decisions/0001 "Forms without JavaScript"): a text field named
 * `HONEYPOT_FIELD` that the forms render out of sight and out of the tab order. People leave it empty; software that
 * fills in every field does not. A submission with it filled is answered exactly like a stored one (so the sender
 * learns nothing) but nothing is stored and no email is sent. The form's schema takes the field as optional, so an
 * empty one is not an unknown field.
 */
import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
import { HONEYPOT_FIELD } from '@shared/public-forms';
import type { Logger } from '../logger';

/**
 * `schema` with the honeypot as an optional field of any value, so a JSON body may carry it (the contract documents
 * it) and the route takes it out with {@link withoutHoneypot} before the service sees the rest.
 *
 * @param schema - a public form's strict object schema (shared/schemas).
 */
export function withHoneypot<S extends z.ZodMiniObject>(schema: S) {
  return z.extend(schema, { [HONEYPOT_FIELD]: z.optional(z.unknown()) });
}

/**
 * Takes the honeypot out of a validated body.
 *
 * @returns the body without the field, and whether the field held anything but white space.
 */
export function withoutHoneypot<T extends { [HONEYPOT_FIELD]?: unknown }>(
  valid: T,
): { body: Omit<T, typeof HONEYPOT_FIELD>; trapped: boolean } {
  const { [HONEYPOT_FIELD]: value, ...body } = valid;
  const trapped = typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined;
  return { body, trapped };
}

/**
 * What a trapped submission is answered with: the shape of a stored one, with an id that names nothing.
 *
 * @param logger - where the trap is noted (info: no one has to act on it).
 * @param form - the form's name, for the log line.
 */
export function decoySubmission(logger: Pick<Logger, 'info'>, form: string): { id: string } {
  logger.info({ form }, 'public form submission with the honeypot filled: answered, not stored');
  return { id: randomUUID() };
}
