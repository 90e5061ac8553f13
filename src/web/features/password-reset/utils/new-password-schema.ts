/**
 * The new-password form (site-and-portals.md §5 "New password"): at least 8 characters with a digit, and a
 * confirmation that matches ('Passwords do not match'). Both problems are reported together. The form sends the
 * reset request {@link newPasswordRequestSchema} makes of it.
 */
import { z } from 'zod/mini';
import { resetMessages } from '@shared/messages/auth';
import { resetPasswordProblems } from '@shared/auth/password-rules';
import { passwordRulesCheck, type ResetPasswordInput } from '@shared/schemas/auth';

const newPasswordSchema = z.object({ password: z.string(), confirm: z.string() }).check(
  passwordRulesCheck('password', (value) => resetPasswordProblems(value.password)),
  z.superRefine((value, ctx) => {
    if (value.confirm !== value.password)
      ctx.issues.push({
        code: 'custom',
        input: value.confirm,
        path: ['confirm'],
        message: resetMessages.passwordMismatch,
      });
  }),
);

export type NewPasswordInput = z.output<typeof newPasswordSchema>;

/** The form checked by {@link newPasswordSchema}, made into the reset request for `token` (the password as typed). */
export function newPasswordRequestSchema(token: string) {
  return z.pipe(
    newPasswordSchema,
    z.transform(({ password }: NewPasswordInput): ResetPasswordInput => ({ token, newPassword: password })),
  );
}
