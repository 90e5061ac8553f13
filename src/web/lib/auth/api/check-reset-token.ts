/** The reset callback's check (§4 "Reset flow"): `POST /api/auth/reset-password/check`. */
import { resetTokenValidResponseSchema } from '@shared/schemas/auth';
import { answerOf, api } from '@web/lib/api-client';

/**
 * Checks that a reset token is known, unused and not expired, without using it.
 *
 * @throws {ApiError} 400 `invalid_token` otherwise; 429 `rate_limited`.
 */
export async function checkResetToken(token: string): Promise<void> {
  await answerOf(api.POST('/auth/reset-password/check', { body: { token } }), resetTokenValidResponseSchema);
}
