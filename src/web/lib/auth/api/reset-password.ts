/** Setting the new password (§7 "Auth update user"): `POST /api/auth/reset-password`. */
import { useMutation } from '@tanstack/react-query';
import { passwordResetResponseSchema, type ResetPasswordInput } from '@shared/schemas/auth';
import { answerOf, api } from '@web/lib/api-client';

/**
 * Sets a new password with a reset token; the token then stops working and every session ends.
 *
 * @throws {ApiError} 400 `invalid_token` (unknown, used or expired), 400 `validation_failed`, 429 `rate_limited`.
 */
async function resetPassword(input: ResetPasswordInput): Promise<void> {
  await answerOf(api.POST('/auth/reset-password', { body: input }), passwordResetResponseSchema);
}

/** The new-password mutation of the reset-password screens. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
