/**
 * The honeypot of the public forms (docs/decisions/0001 "Forms without JavaScript"): a text field named
 * `HONEYPOT_FIELD` that the forms render out of sight and out of the tab order. People leave it empty; software that
 * fills in every field does not. A submission with it filled is answered exactly like a stored one (so the sender
 * learns nothing) but nothing is stored and no email is sent. The field is taken out of the body before the form's
 * schema sees it, so an empty one is not an unknown field.
 */
import { randomUUID } from 'node:crypto';
import { HONEYPOT_FIELD } from '@shared/public-forms';
import type { Logger } from '../logger';

/**
 * Takes the honeypot out of a body.
 *
 * @param raw - a parsed body: a plain object (anything else is returned as it is, for the schema to refuse).
 * @returns the body without the field, and whether the field held anything but white space.
 */
export function takeHoneypot(raw: unknown): { rest: unknown; trapped: boolean } {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw) || !Object.hasOwn(raw, HONEYPOT_FIELD)) {
    return { rest: raw, trapped: false };
  }
  const { [HONEYPOT_FIELD]: value, ...rest } = raw as Record<string, unknown>;
  const trapped = typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined;
  return { rest, trapped };
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
