/**
 * The new-password form (site-and-portals.md §5 "New password"): at least 8 characters with a digit, and a
 * confirmation that matches ('Passwords do not match'). Both problems are reported together.
 */
import { z } from 'zod/mini';
import { resetMessages } from '@shared/auth-messages';
import { joinPasswordProblems, resetPasswordProblems } from '@shared/auth/password-rules';

export const newPasswordSchema = z.object({ password: z.string(), confirm: z.string() }).check(
  z.superRefine((value, ctx) => {
    const problems = resetPasswordProblems(value.password);
    if (problems.length > 0)
      ctx.issues.push({
        code: 'custom',
        input: value.password,
        path: ['password'],
        message: joinPasswordProblems(problems),
      });
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
