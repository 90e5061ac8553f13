/** Reset request (§7 "Auth reset password for email"): `POST /api/auth/forgot-password`. */
import { useMutation } from '@tanstack/react-query';
import { linkSentResponseSchema, type ForgotPasswordInput } from '@shared/schemas/auth';
import { answerOf, api } from '@web/lib/api-client';

/**
 * Asks for a reset link; the answer is the same whether or not the account exists.
 *
 * @throws {ApiError} 429 `rate_limited`, 400 `validation_failed`, status 0 on a network failure.
 */
async function requestPasswordReset(input: ForgotPasswordInput): Promise<void> {
  await answerOf(api.POST('/auth/forgot-password', { body: input }), linkSentResponseSchema);
}

/** The reset-request mutation of the forgot-password screens. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
