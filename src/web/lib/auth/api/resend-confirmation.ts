/** A fresh confirmation link (§5 "Forgot/resend"): `POST /api/auth/resend-confirmation`. */
import { useMutation } from '@tanstack/react-query';
import { linkSentResponseSchema, type ResendConfirmationInput } from '@shared/schemas/auth';
import { answerOf, api } from '@web/lib/api-client';

/**
 * Sends a new confirmation link when the account exists and is unconfirmed; the answer is the same either way.
 *
 * @throws {ApiError} 429 `rate_limited`, 400 `validation_failed`.
 */
async function resendConfirmation(input: ResendConfirmationInput): Promise<void> {
  await answerOf(api.POST('/auth/resend-confirmation', { body: input }), linkSentResponseSchema);
}

/** The resend mutation of the 'request a new link' form. */
export function useResendConfirmation() {
  return useMutation({ mutationFn: resendConfirmation });
}
