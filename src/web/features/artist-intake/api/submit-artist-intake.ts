/**
 * Sending the public artist intake form (site-and-portals.md §2.10, §7 "Insert enrollment_applications"):
 * `POST /api/enrollment-applications`. The server splits the genres and the legal name (§5).
 */
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ArtistIntakeInput } from '@shared/schemas/artist-intake';
import { formSubmissionAnswerSchema, type FormSubmissionAnswer } from '@shared/schemas/form-submission';
import { answerOf, api } from '@web/lib/api-client';

/**
 * Submits one intake application (§2.10).
 *
 * @throws {ApiError} with `fields` when the server rejects a field, or status 0 on a network failure.
 */
function submitArtistIntake(input: ArtistIntakeInput): Promise<FormSubmissionAnswer> {
  return answerOf(api.POST('/enrollment-applications', { body: input }), formSubmissionAnswerSchema);
}

/** The mutation behind the intake form (§4: idle, submitting, success or failure). */
export function useSubmitArtistIntake(
  options?: Omit<UseMutationOptions<FormSubmissionAnswer, Error, ArtistIntakeInput>, 'mutationFn'>,
) {
  return useMutation({ ...options, mutationFn: submitArtistIntake });
}
