/**
 * Turning reminder emails off from a progress email's link (issue "Staff operations" item 6): `POST
 * /api/unsubscribe?token=…`, no sign-in. The answer is the same when they were already off.
 */
import { useMutation } from '@tanstack/react-query';
import { unsubscribeAnswerSchema, type UnsubscribeAnswer } from '@shared/schemas/emails';
import { answerOf, api } from '@web/lib/api-client';

/**
 * Turns reminders off for the learner the token names.
 *
 * @throws {ApiError} 400 (`invalid_token`, or `validation_failed` for a missing or overlong token), 429, or status 0.
 */
async function unsubscribe(token: string): Promise<UnsubscribeAnswer> {
  return answerOf(api.POST('/unsubscribe', { params: { query: { token } } }), unsubscribeAnswerSchema);
}

/** The unsubscribe mutation of the page's button. */
export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
