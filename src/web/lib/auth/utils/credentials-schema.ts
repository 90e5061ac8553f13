/**
 * What the email and password form checks before the page sees its values (site-and-portals.md §5 "Sign-in",
 * "Sign-up", "Agent login/sign-up"; training-program.md §5): the shared account schemas, with their messages on the
 * form's email and password fields.
 */
import { z } from 'zod/mini';
import type { Portal } from '@shared/auth/portals';
import { accountFieldMessages } from '@shared/messages/account';
import { authEmail, signInSchema, signUpSchema } from '@shared/schemas/auth';

export type CredentialsMode = 'sign-in' | 'sign-up';

/** The form's fields; also what it hands over: the email trimmed and lower-cased, the passwords exactly as typed. */
export interface CredentialsValues {
  email: string;
  password: string;
  /** Empty in sign-in mode and when the form does not ask for it. */
  confirmPassword: string;
  /** The name given at sign-up, trimmed: only when the form asks for it (agent portal). */
  name?: string;
  /** The organisation given at sign-up, trimmed: only when the form asks for it and one was given (agent portal). */
  organisation?: string;
}

/** Options of {@link credentialsSchema}. */
export interface CredentialsSchemaOptions {
  mode: CredentialsMode;
  /** The portal signing in: the body's portal value, and the sign-up password rules when the form checks them. */
  portal: Portal;
  /** Sign-up checks the password rules here (agent portal); otherwise the page checks the passwords itself. */
  checkPasswordRules: boolean;
  /** Sign-up asks for the account's name, required, and its organisation, optional (agent portal; issue 38 item 1). */
  askName?: boolean;
}

const credentialsInput = z.object({
  email: z.string(),
  password: z.string(),
  confirmPassword: z.string(),
  name: z.optional(z.string()),
  organisation: z.optional(z.string()),
});

const emailOnly = z.object({ email: authEmail });

/**
 * The credentials form's schema in `mode`. Sign-in is checked by the shared sign-in body; sign-up by the shared
 * sign-up body of `portal` when `checkPasswordRules`, else only its email (the artist portal and the program check
 * the passwords with their own texts). With `askName`, a sign-up's name (required) and organisation (optional) are
 * checked by the same body. Problems go on the email, password, name and organisation fields with the shared
 * messages. The output keeps the passwords as typed, with `confirmPassword` empty on sign-in, and the name and the
 * organisation trimmed when they were asked for (an empty organisation left out).
 */
export function credentialsSchema({
  mode,
  portal,
  checkPasswordRules,
  askName = false,
}: CredentialsSchemaOptions) {
  const signingUp = mode === 'sign-up';
  const naming = signingUp && askName;
  return z.pipe(
    credentialsInput,
    z.transform((values: CredentialsValues, ctx): CredentialsValues => {
      const checked =
        signingUp && !checkPasswordRules
          ? emailOnly.safeParse({ email: values.email })
          : (signingUp ? signUpSchema : signInSchema).safeParse({
              email: values.email,
              password: values.password,
              portal,
              ...(naming ? { name: values.name ?? '', organisation: values.organisation ?? '' } : {}),
            });
      const given = checked.success
        ? (checked.data as { name?: string | null; organisation?: string | null })
        : {};
      const name = given.name ?? null;
      const organisation = given.organisation ?? null;
      const nameMissing = naming && checked.success && !name;
      if (!checked.success || nameMissing) {
        for (const issue of checked.success ? [] : checked.error.issues) {
          const field = issue.path[0];
          if (field === 'email' || field === 'password' || field === 'name' || field === 'organisation')
            ctx.issues.push({ code: 'custom', message: issue.message, path: [field], input: values[field] });
        }
        if (nameMissing)
          ctx.issues.push({
            code: 'custom',
            message: accountFieldMessages.nameRequired,
            path: ['name'],
            input: values.name,
          });
        return z.NEVER;
      }
      return {
        email: checked.data.email,
        password: values.password,
        confirmPassword: signingUp ? values.confirmPassword : '',
        ...(naming && name ? { name } : {}),
        ...(naming && organisation ? { organisation } : {}),
      };
    }),
  );
}
