/**
 * Building blocks for every public form field: input is trimmed, angle brackets are stripped
 * (site-and-portals.md §5 "Contact form"), control characters are refused, and lengths are bounded.
 *
 * Written with `zod/mini` so the forms' browser bundles stay small; the server runs the very same schemas.
 */
import { z } from 'zod/mini';

/** Control characters other than tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Any control character, line breaks included (single-line fields). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS_SINGLE_LINE = /[\u0000-\u001F\u007F]/;

/** Removes `<` and `>`; what the forms apply on each change and the server applies again. */
export function stripAngleBrackets(value: string): string {
  return value.replace(/[<>]/g, '');
}

/** Message shown when a field holds control characters. */
export const CONTROL_CHARS_MESSAGE = 'Please remove control characters.';

/** Options of {@link requiredText} and {@link optionalText}. */
export interface TextOptions {
  /** Label used in the maximum-length message, e.g. 'Name'. */
  label: string;
  /** Maximum length in characters, after trimming. */
  max: number;
  /** Allow line breaks and tabs (text areas). */
  multiline?: boolean;
  /** Minimum length in characters, with its message. */
  min?: [number, string];
}

/** A string with control characters refused, then angle brackets stripped and whitespace trimmed. */
function cleaned(options: TextOptions, typeError: string) {
  const forbidden = options.multiline ? CONTROL_CHARS : CONTROL_CHARS_SINGLE_LINE;
  return z.pipe(
    z.string({ error: typeError }).check(z.refine((v) => !forbidden.test(v), CONTROL_CHARS_MESSAGE)),
    z.transform((v: string) => stripAngleBrackets(v).trim()),
  );
}

function lengthChecks(options: TextOptions) {
  const checks: z.core.$ZodCheck<string>[] = [
    z.maxLength(options.max, `${options.label} must be at most ${options.max} characters.`),
  ];
  if (options.min) checks.push(z.minLength(options.min[0], options.min[1]));
  return checks;
}

/** A required text field: cleaned, non-empty (else `required`), at most `max` characters. */
export function requiredText(options: TextOptions & { required: string }) {
  return z.pipe(
    cleaned(options, options.required),
    z.string().check(z.minLength(1, options.required), ...lengthChecks(options)),
  );
}

/** An optional text field: as {@link requiredText}, but empty input, null or a missing key become `null`. */
export function optionalText(options: TextOptions) {
  return z.pipe(
    z.pipe(
      z.optional(z.union([cleaned(options, `${options.label} must be text.`), z.null()])),
      z.transform((v: string | null | undefined) => (v ? v : null)),
    ),
    z.union([z.null(), z.string().check(...lengthChecks(options))]),
  );
}

/** A simple address pattern: something@something.tld, no spaces (§5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required email address: cleaned, at most 255 characters, lower-cased. */
export function emailAddress(messages: { required: string; invalid: string }) {
  return z.pipe(
    cleaned({ label: 'Email', max: 255 }, messages.required),
    z
      .string()
      .check(
        z.minLength(1, messages.required),
        z.maxLength(255, 'Email must be at most 255 characters.'),
        z.regex(EMAIL_PATTERN, messages.invalid),
        z.toLowerCase(),
      ),
  );
}

/** An optional choice among `values`: '' , null or a missing key become `null`. */
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.pipe(
    z.optional(z.union([z.enum(values, { error: message }), z.literal(''), z.null()])),
    z.transform((v: T[number] | '' | null | undefined) => (v ? v : null)),
  );
}

/** A list of distinct choices among `values`; a missing key is an empty list. */
export function choiceList<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.pipe(
    z._default(
      z.array(z.enum(values, { error: message })).check(z.maxLength(values.length * 2, message)),
      [],
    ),
    z.transform((list: T[number][]) => [...new Set(list)]),
  );
}
