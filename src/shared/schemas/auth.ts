/**
 * Bodies of the account endpoints (site-and-portals.md §5 "Sign-in", "Sign-up", "Forgot/resend", "New password";
 * training-program.md §5). The forms validate with these schemas and the server validates every body again.
 */
import { regexes, z } from 'zod/mini';
import {
  agentPasswordProblems,
  joinPasswordProblems,
  resetPasswordProblems,
  signUpPasswordProblems,
} from '../auth/password-rules';
import { PORTALS, RESET_PORTALS } from '../auth/portals';
import { LINK_TOKEN_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../limits/auth';
import {
  accountFormMessages,
  authEmailMessages,
  authFieldMessages as fm,
  passwordRuleMessages,
} from '../messages/auth';
import { ACCOUNT_LIMITS } from '../limits/account';
import { accountFieldMessages } from '../messages/account';
import { emailAddress, optionalName, storableText } from './text';

/**
 * An account email: trimmed, lower-cased, at most 255 characters (§5), and in the form the account library checks
 * (zod's email pattern: ASCII letters, digits and `_'+-.` before the `@`, a dotted domain), so an address it would
 * refuse gets the field message here instead of reaching it.
 */
export const authEmail = z.pipe(
  emailAddress(authEmailMessages),
  z.string().check(z.regex(regexes.email, authEmailMessages.invalid)),
);

/**
 * A password as typed: never trimmed or altered, bounded so hashing work stays bounded; NUL and lone surrogates are
 * refused (a lone surrogate would be hashed as U+FFFD, so two different passwords would match).
 */
const password = z
  .string({ error: fm.passwordRequired })
  .check(
    z.minLength(1, fm.passwordRequired),
    z.maxLength(PASSWORD_MAX_LENGTH, passwordRuleMessages.maxLength),
    storableText(),
  );

const portal = z.enum(PORTALS, { error: fm.unknownPortal });
const resetPortal = z.enum(RESET_PORTALS, { error: fm.unknownPortal });

/**
 * A check reporting every password rule `problemsOf` finds as one issue on `field`, the rule messages joined as
 * site-and-portals.md §5 asks. Used by the sign-up and reset bodies and by the reset page's form. Later checks still run, so their
 * problems are reported together with these.
 */
export function passwordRulesCheck<T extends Record<K, string>, K extends string>(
  field: K,
  problemsOf: (value: T) => string[],
) {
  return z.superRefine<T>((value, ctx) => {
    const problems = problemsOf(value);
    if (problems.length > 0)
      ctx.issues.push({
        code: 'custom',
        input: value[field],
        path: [field],
        message: joinPasswordProblems(problems),
        continue: true,
      });
  });
}

/** An opaque token from an emailed link; one holding NUL or a lone surrogate cannot be ours and is refused. */
const token = z
  .string({ error: fm.tokenMissing })
  .check(
    z.minLength(1, fm.tokenMissing),
    z.maxLength(LINK_TOKEN_MAX_LENGTH, fm.tokenTooLong),
    storableText(fm.tokenInvalid),
  );

/** `POST /api/auth/sign-in`. */
export const signInSchema = z.strictObject({ email: authEmail, password, portal });
export type SignInInput = z.output<typeof signInSchema>;

/**
 * The name a new account gives (issue 38 item 1): trimmed, at most the account page's name length; empty or left
 * out is null. The agent portal's form asks for it (required there); it becomes the account's name, which artists
 * see beside the agent's feedback.
 */
const signUpName = z.optional(optionalName({ label: accountFormMessages.name, max: ACCOUNT_LIMITS.name }));

/**
 * The organisation a new account gives (issue 38 item 1): optional, trimmed, at most
 * {@link ACCOUNT_LIMITS.organisation} characters; empty or left out is null. The agent portal's form asks for it;
 * artists see it after the agent's role beside their feedback.
 */
const signUpOrganisation = z.optional(
  optionalName({ label: accountFieldMessages.organisation, max: ACCOUNT_LIMITS.organisation }),
);

/** `POST /api/auth/sign-up`: the password rules depend on the portal (§5); `name` and `organisation` are optional. */
export const signUpSchema = z
  .strictObject({ email: authEmail, password, portal, name: signUpName, organisation: signUpOrganisation })
  .check(
    passwordRulesCheck('password', (value) =>
      value.portal === 'agent'
        ? agentPasswordProblems(value.password)
        : signUpPasswordProblems(value.password),
    ),
  );
export type SignUpInput = z.output<typeof signUpSchema>;

/** `POST /api/auth/forgot-password`. */
export const forgotPasswordSchema = z.strictObject({ email: authEmail, portal: resetPortal });
export type ForgotPasswordInput = z.output<typeof forgotPasswordSchema>;

/** `POST /api/auth/resend-confirmation`. */
export const resendConfirmationSchema = z.strictObject({ email: authEmail, portal });
export type ResendConfirmationInput = z.output<typeof resendConfirmationSchema>;

/** `POST /api/auth/reset-password/check` and `POST /api/auth/confirm-email`. */
export const tokenSchema = z.strictObject({ token });

/** `POST /api/auth/reset-password`: §5 "New password" rules. */
export const resetPasswordSchema = z
  .strictObject({ token, newPassword: password })
  .check(passwordRulesCheck('newPassword', (value) => resetPasswordProblems(value.newPassword)));
export type ResetPasswordInput = z.output<typeof resetPasswordSchema>;

/** `POST /api/rpc/is_artist_approved` and `POST /api/rpc/is_agent_approved` (§7). */
export const approvalQuerySchema = z.strictObject({ p_email: authEmail });

/**
 * `POST /api/auth/confirm-email` answers this. With `signedIn` the answer also set the cookie of a new session; without
 * it the account is confirmed but has no access to sign in with (docs/decisions/0015).
 */
export const confirmEmailResponseSchema = z.object({ status: z.literal('confirmed'), signedIn: z.boolean() });
export type ConfirmEmailResponse = z.output<typeof confirmEmailResponseSchema>;

/** `POST /api/auth/sign-up` answers this: the account exists and its confirmation link is on its way. */
export const signUpResponseSchema = z.object({ status: z.literal('confirmation_sent') });

/** `POST /api/auth/sign-out` answers this: the session ended and its cookie is cleared. */
export const signOutResponseSchema = z.object({ status: z.literal('signed_out') });

/**
 * `POST /api/auth/forgot-password` and `POST /api/auth/resend-confirmation` answer this, whether or not the account
 * exists.
 */
export const linkSentResponseSchema = z.object({ status: z.literal('sent') });

/** `POST /api/auth/reset-password/check` answers this: the reset token is known, unused and not expired. */
export const resetTokenValidResponseSchema = z.object({ status: z.literal('valid') });

/** `POST /api/auth/reset-password` answers this: the new password is set and every session ended. */
export const passwordResetResponseSchema = z.object({ status: z.literal('password_reset') });

/** `POST /api/rpc/is_artist_approved` and `POST /api/rpc/is_agent_approved` answer this. */
export const approvalResponseSchema = z.object({ approved: z.boolean() });
