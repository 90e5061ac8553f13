/** Program account confirmation (§4): `POST /api/auth/confirm-email`. */
import { confirmEmailResponseSchema, type ConfirmEmailResponse } from '@shared/schemas/auth';
import { answerOf, api } from '@web/lib/api-client';

/**
 * Confirms the account of an emailed link. The server signs the confirmed account in when it has access
 * (docs/decisions/0015): then `signedIn` is true and the session cookie is set.
 *
 * @throws {ApiError} 400 `expired`, 409 `already_confirmed`, 400 `invalid_token`, 429 `rate_limited`.
 */
export async function confirmEmail(token: string): Promise<ConfirmEmailResponse> {
  return answerOf(api.POST('/auth/confirm-email', { body: { token } }), confirmEmailResponseSchema);
}
