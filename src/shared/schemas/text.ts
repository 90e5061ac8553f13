/**
 * Building blocks for every public form field: input is trimmed, angle brackets are stripped
 * (site-and-portals.md §5 "Contact form"), control characters are refused, and lengths are bounded. Every string a
 * route accepts, these fields and the rest alike, refuses NUL and lone surrogates ({@link storableText}).
 *
 * Written with `zod/mini` so the forms' browser bundles stay small; the server runs the very same schemas.
 */
import { z } from 'zod/mini';
import { EMAIL_MAX_LENGTH } from '../limits/forms';
import { textFieldMessages } from '../messages/forms';

/** Control characters other than tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** Any control character, line breaks included (single-line fields). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARS_SINGLE_LINE = /[\u0000-\u001F\u007F]/;

/**
 * A NUL character, or half of a UTF-16 surrogate pair without its other half (ill-formed Unicode): text PostgreSQL
 * cannot store or compare. Written without look-behind so older browsers running the forms' bundle parse it too.
 */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const UNSTORABLE_CHARS = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Removes `<` and `>`; what the forms apply on each change and the server applies again. */
export function stripAngleBrackets(value: string): string {
  return value.replace(/[<>]/g, '');
}

/**
 * Whether `value` is well-formed Unicode without NUL, i.e. text PostgreSQL can store and compare. Every string a
 * route accepts passes this rule (our decision, docs/decisions/0001; issue "Hardening what is built" item 2).
 */
export function isStorableText(value: string): boolean {
  return !UNSTORABLE_CHARS.test(value);
}

/**
 * A check refusing NUL and lone surrogates ({@link isStorableText}) with `message`: part of every text field below,
 * and added to every other string a route accepts (passwords, tokens, searches, slugs).
 */
export function storableText(message: string = textFieldMessages.invalidChars) {
  return z.refine<string>(isStorableText, message);
}

/**
 * Text-direction controls (the Unicode Bidi_Control characters: ALM, LRM, RLM, the embeddings and overrides
 * U+202A-U+202E, the isolates U+2066-U+2069): invisible, and able to make a name print backwards or out of order.
 */
const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/**
 * A letter or digit (Unicode categories L and N) that prints: not a default-ignorable code point. Default-ignorable
 * covers the format characters (category Cf: U+200B, U+2060, U+00AD, …), U+034F, and the fillers that are
 * letters by category yet print nothing (Hangul U+115F, U+1160, U+3164, halfwidth U+FFA0). U+2800 (braille blank)
 * is a symbol (So), so it is not a letter to begin with.
 */
const VISIBLE_LETTER_OR_DIGIT = /(?!\p{Default_Ignorable_Code_Point})[\p{L}\p{N}]/u;

/** Why a name would not print as a name: it holds direction controls, or no letter or digit that shows. */
export type NameProblem = 'directionControls' | 'notVisible';

/**
 * The rule of every person's name and stage name (issue 33 item 6; docs/decisions/0003): at least one letter or
 * digit that shows once format and invisible characters are left out, and no text-direction control. Other
 * invisible characters are kept (a zero-width joiner is part of some scripts' spelling), only never on their own.
 *
 * @param value - the name as it will be stored (already trimmed).
 * @returns the problem, or null when the name prints.
 */
export function nameProblem(value: string): NameProblem | null {
  if (DIRECTION_CONTROLS.test(value)) return 'directionControls';
  return VISIBLE_LETTER_OR_DIGIT.test(value) ? null : 'notVisible';
}

/** The field message of {@link nameProblem} for the field labelled `label` (e.g. 'Stage name'); null when none. */
export function nameProblemMessage(label: string, value: string): string | null {
  const problem = nameProblem(value);
  if (problem === 'directionControls') return textFieldMessages.nameDirectionControls;
  return problem === 'notVisible' ? textFieldMessages.nameNotVisible(label) : null;
}

/** The check of {@link nameProblem} on a cleaned name, with its field message. */
function printableName(label: string) {
  return z.superRefine<string>((value, ctx) => {
    const message = nameProblemMessage(label, value);
    if (message) ctx.issues.push({ code: 'custom', input: value, message, continue: true });
  });
}

/**
 * A check refusing control characters with the fields' message: on one line any (tab and line breaks included);
 * with `multiline`, any but tab, line feed and carriage return. Part of every text field below, and of the other
 * free texts a route stores (genres, staff notes).
 */
export function noControlChars(multiline: boolean) {
  const forbidden = multiline ? CONTROL_CHARS : CONTROL_CHARS_SINGLE_LINE;
  return z.refine<string>((v) => !forbidden.test(v), textFieldMessages.controlChars);
}

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

/**
 * A string with control characters, NUL and lone surrogates refused, then angle brackets stripped and whitespace
 * trimmed.
 */
function cleaned(options: TextOptions, typeError: string) {
  return z.pipe(
    z.string({ error: typeError }).check(noControlChars(options.multiline ?? false), storableText()),
    z.transform((v: string) => stripAngleBrackets(v).trim()),
  );
}

function lengthChecks(options: TextOptions) {
  const checks: z.core.$ZodCheck<string>[] = [
    z.maxLength(options.max, textFieldMessages.tooLong(options.label, options.max)),
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
      z.optional(z.nullable(cleaned(options, textFieldMessages.notText(options.label)))),
      z.transform((v: string | null | undefined) => (v ? v : null)),
    ),
    z.union([z.null(), z.string().check(...lengthChecks(options))]),
  );
}

/**
 * A required name (a person's name, a stage name): {@link requiredText} on one line, then {@link nameProblem}'s
 * rule. Every form and route taking a name uses this or {@link optionalName}, so a name that prints nothing, or
 * prints reordered, is refused the same way everywhere (400 with the field's message).
 */
export function requiredName(options: Omit<TextOptions, 'multiline'> & { required: string }) {
  return z.pipe(requiredText(options), z.string().check(printableName(options.label)));
}

/** An optional name: as {@link requiredName}, but empty input, null or a missing key become `null`. */
export function optionalName(options: Omit<TextOptions, 'multiline'>) {
  return z.pipe(optionalText(options), z.union([z.null(), z.string().check(printableName(options.label))]));
}

/**
 * `value` without the control characters every text field refuses (tab, line feed and carriage return kept when
 * `multiline`): for text stored before a field refused them, on its way into a field that does.
 */
export function withoutControlChars(value: string, multiline = true): string {
  return value.replace(new RegExp(multiline ? CONTROL_CHARS : CONTROL_CHARS_SINGLE_LINE, 'g'), '');
}

/**
 * Free text saved as the learner types (worksheet answers, module notes): at most `max` characters, control
 * characters other than tab and line breaks refused as in every multi-line field, NUL and lone surrogates refused.
 * Neither trimmed nor stripped of angle brackets: it is saved on each pause in typing, and trimming there would
 * eat the space just typed (docs/decisions/0003 point 2).
 */
export function typedText(options: { max: number; required: string; tooLong: string }) {
  return z
    .string({ error: options.required })
    .check(z.maxLength(options.max, options.tooLong), noControlChars(true), storableText());
}

/** A simple address pattern: something@something.tld, no spaces (§5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required email address: cleaned, at most {@link EMAIL_MAX_LENGTH} characters, lower-cased. */
export function emailAddress(messages: { required: string; invalid: string }) {
  return z.pipe(
    cleaned({ label: 'Email', max: EMAIL_MAX_LENGTH }, messages.required),
    z
      .string()
      .check(
        z.minLength(1, messages.required),
        z.maxLength(EMAIL_MAX_LENGTH, textFieldMessages.tooLong('Email', EMAIL_MAX_LENGTH)),
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

/**
 * A required choice among `values`: a missing key, a non-string or '' give `required` (the field was left empty),
 * any other value outside the list gives `invalid`.
 */
export function requiredChoice<const T extends readonly [string, ...string[]]>(
  values: T,
  messages: { required: string; invalid: string },
) {
  return z.pipe(
    z.string({ error: messages.required }).check(z.minLength(1, messages.required)),
    z.enum(values, { error: messages.invalid }),
  );
}

/** A list of distinct choices among `values`; a missing key is an empty list, anything but a list gives `message`. */
export function choiceList<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.pipe(
    z._default(
      z
        .array(z.enum(values, { error: message }), { error: message })
        .check(z.maxLength(values.length * 2, message)),
      [],
    ),
    z.transform((list: T[number][]) => [...new Set(list)]),
  );
}
