/**
 * Bodies of the account endpoints (site-and-portals.md §5 "Sign-in", "Sign-up", "Forgot/resend", "New password";
 * training-program.md §5). The forms validate with these schemas and the server validates every body again.
 */
import { z } from 'zod/mini';
import {
  agentPasswordProblems,
  joinPasswordProblems,
  PASSWORD_MAX_LENGTH,
  resetPasswordProblems,
  signUpPasswordProblems,
} from '../auth/password-rules';
import { PORTALS, RESET_PORTALS } from '../auth/portals';
import { emailAddress } from './text';

/** §5 "Forgot/resend" texts, used for every account email field. */
export const authEmailMessages = {
  required: 'Please enter your email address',
  invalid: 'Please enter a valid email address',
} as const;

/** An account email: trimmed, lower-cased, at most 255 characters (§5). */
export const authEmail = emailAddress(authEmailMessages);

/** A password as typed: never trimmed or altered, bounded so hashing work stays bounded. */
const password = z
  .string({ error: 'Password is required' })
  .check(
    z.minLength(1, 'Password is required'),
    z.maxLength(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`),
  );

const portal = z.enum(PORTALS, { error: 'Unknown portal.' });
const resetPortal = z.enum(RESET_PORTALS, { error: 'Unknown portal.' });

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

/** An opaque token from an emailed link. */
const token = z
  .string({ error: 'The link is missing its token.' })
  .check(z.minLength(1, 'The link is missing its token.'), z.maxLength(2048, 'The link token is too long.'));

/** `POST /api/auth/sign-in`. */
export const signInSchema = z.strictObject({ email: authEmail, password, portal });
export type SignInInput = z.output<typeof signInSchema>;

/** `POST /api/auth/sign-up`: the password rules depend on the portal (§5). */
export const signUpSchema = z
  .strictObject({ email: authEmail, password, portal })
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
