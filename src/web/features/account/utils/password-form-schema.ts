/**
 * What the password change form checks before it sends (docs/decisions/0015): the shared request schema
 * (`passwordChangeSchema`: the current password, and a new one that meets the §5 sign-up rules and differs from it),
 * plus a confirmation that matches ('Passwords do not match', the program's sign-up text). Every problem is reported
 * at once, each on its field. The form sends the request body, the passwords exactly as typed.
 */
import { z } from 'zod/mini';
import { programAuthMessages } from '@shared/messages/auth';
import { passwordChangeSchema, type PasswordChangeInput } from '@shared/schemas/account';

/** The form's fields. */
export interface PasswordFormValues {
  currentPassword: string;
  newPassword: string;
  confirm: string;
}

/** The empty form. */
export const EMPTY_PASSWORD_FORM: PasswordFormValues = { currentPassword: '', newPassword: '', confirm: '' };

const formInput = z.object({ currentPassword: z.string(), newPassword: z.string(), confirm: z.string() });

/** The form's schema: its values in, the `POST /api/account/password` body out. */
export const passwordFormSchema = z.pipe(
  formInput,
  z.transform((values: PasswordFormValues, ctx): PasswordChangeInput => {
    const checked = passwordChangeSchema.safeParse({
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
    });
    const problems: { field: keyof PasswordFormValues; message: string }[] = [];
    for (const issue of checked.error?.issues ?? []) {
      const field = issue.path[0];
      if (field === 'currentPassword' || field === 'newPassword')
        problems.push({ field, message: issue.message });
    }
    if (values.confirm !== values.newPassword)
      problems.push({ field: 'confirm', message: programAuthMessages.passwordMismatch });
    if (problems.length > 0 || !checked.success) {
      for (const { field, message } of problems)
        ctx.issues.push({ code: 'custom', message, path: [field], input: values[field] });
      return z.NEVER;
    }
    return checked.data;
  }),
);
