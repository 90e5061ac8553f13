/**
 * Bodies and answers of the account API (issue "One course, one record per learner, and completion that means
 * something" item 6; docs/decisions/0015): the account's details (the name certificates print, the stage name, the
 * email) and the password change. The forms validate with these schemas and the server validates every body again;
 * the answers are declared once here, built by the server and read by the web app.
 */
import { z } from 'zod/mini';
import { signUpPasswordProblems } from '../auth/password-rules';
import { ACCOUNT_LIMITS as L } from '../limits/account';
import { PASSWORD_MAX_LENGTH } from '../limits/auth';
import { accountFieldMessages as fm, accountPageMessages as m } from '../messages/account';
import { passwordRuleMessages } from '../messages/auth';
import { passwordRulesCheck } from './auth';
import { optionalName, requiredName, storableText } from './text';

/** The account as `GET` and `PATCH /api/account` answer it (training-program.md §3 profiles). */
const accountSchema = z.object({
  /** The name certificates print (the profile's `name`); null until it is known. */
  name: z.nullable(z.string()),
  /** The profile's stage name; null when there is none. */
  stageName: z.nullable(z.string()),
  /** The sign-in email, lower-cased; read-only. */
  email: z.string(),
  /**
   * The organisation the person works for (the account's `organisation`; issue 38 item 1), shown after their role
   * beside their feedback; null when none. /account asks it of accounts that are not learners.
   */
  organisation: z.nullable(z.string()),
});
export type Account = z.output<typeof accountSchema>;

/** `GET` and `PATCH /api/account` answer `{ account }`. */
export const accountResponseSchema = z.object({ account: accountSchema });

/** The name printed on certificates: required, trimmed, at most {@link L.name} characters. */
const certificateName = requiredName({ label: m.labels.name, max: L.name, required: fm.nameRequired });

/** The stage name: optional (empty becomes null), trimmed, at most {@link L.stageName} characters. */
const stageName = optionalName({ label: m.labels.stageName, max: L.stageName });

/** The organisation: optional (empty becomes null), trimmed, at most {@link L.organisation} characters. */
const organisation = optionalName({ label: fm.organisation, max: L.organisation });

/**
 * The details form of /account, as the page sends them: the name and stage name (a learner), or the name and the
 * organisation (an account that is not a learner).
 */
export const accountDetailsSchema = z.strictObject({
  name: certificateName,
  stageName: z.optional(stageName),
  organisation: z.optional(organisation),
});

/** `PATCH /api/account`: the details to change; a field left out stays as it is (an empty body changes nothing). */
export const accountPatchSchema = z.strictObject({
  name: z.optional(certificateName),
  stageName: z.optional(stageName),
  organisation: z.optional(organisation),
});
export type AccountPatch = z.output<typeof accountPatchSchema>;

/** A password as typed: never trimmed, bounded, NUL and lone surrogates refused (as in ./auth). */
function typedPassword(required: string) {
  return z
    .string({ error: required })
    .check(
      z.minLength(1, required),
      z.maxLength(PASSWORD_MAX_LENGTH, passwordRuleMessages.maxLength),
      storableText(),
    );
}

/**
 * `POST /api/account/password`: the current password and a new one that meets the sign-up rules of
 * site-and-portals.md §5 (every account, agents included; docs/decisions/0015) and differs from the current one.
 */
export const passwordChangeSchema = z
  .strictObject({
    currentPassword: typedPassword(fm.currentPasswordRequired),
    newPassword: typedPassword(passwordRuleMessages.minLength),
  })
  .check(
    passwordRulesCheck('newPassword', (value) => signUpPasswordProblems(value.newPassword)),
    z.superRefine((value, ctx) => {
      if (value.newPassword === value.currentPassword)
        ctx.issues.push({
          code: 'custom',
          input: value.newPassword,
          path: ['newPassword'],
          message: fm.samePassword,
          continue: true,
        });
    }),
  );
export type PasswordChangeInput = z.output<typeof passwordChangeSchema>;

/** `POST /api/account/password` answers this; the session cookie is replaced with a new one. */
export const passwordChangedSchema = z.object({ status: z.literal('password_changed') });
