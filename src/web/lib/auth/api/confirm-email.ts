/** Program account confirmation (§4): `POST /api/auth/confirm-email`. */
import { postJson } from '@web/lib/api-client';

/**
 * Confirms the account of an emailed link.
 *
 * @throws {ApiError} 400 `expired`, 409 `already_confirmed`, 400 `invalid_token`, 429 `rate_limited`.
 */
export async function confirmEmail(token: string): Promise<void> {
  await postJson<{ status: 'confirmed' }>('/api/auth/confirm-email', { token });
}
