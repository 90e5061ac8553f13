/** Sign-up (§7 "Auth sign up"): `POST /api/auth/sign-up`. The confirmation email's link is chosen by the server. */
import { useMutation } from '@tanstack/react-query';
import { signUpResponseSchema, type SignUpInput } from '@shared/schemas/auth';
import { answerOf, api } from '@web/lib/api-client';

/**
 * Creates an account (no session until the email is confirmed).
 *
 * @throws {ApiError} 403 `not_approved` when the email is not on the portal's allow-list, 400 `validation_failed`
 *   with `fields.password` for a weak password, 429 `rate_limited`.
 */
export async function signUp(input: SignUpInput): Promise<void> {
  await answerOf(api.POST('/auth/sign-up', { body: input }), signUpResponseSchema);
}

/** The sign-up mutation. */
export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
