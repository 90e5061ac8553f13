/**
 * Sending the program application (training-program.md §2 item 2, §7 "Members program": insert into
 * enrollment_applications, notify-enrollment, send-welcome-email): `POST /api/program-applications`. The server
 * stores the application and queues both emails in one go.
 */
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ProgramApplication } from '@shared/schemas/program-application';
import { formSubmissionAnswerSchema, type FormSubmissionAnswer } from '@shared/schemas/form-submission';
import { answerOf, api } from '@web/lib/api-client';

/**
 * Submits one application (§2 item 2).
 *
 * @throws {ApiError} with `fields` when the server rejects a field, or status 0 on a network failure.
 */
function submitProgramApplication(application: ProgramApplication): Promise<FormSubmissionAnswer> {
  return answerOf(api.POST('/program-applications', { body: application }), formSubmissionAnswerSchema);
}

/** The mutation behind the application dialog (§4 "Application dialog": submit, then reset and close). */
export function useSubmitProgramApplication(
  options?: Omit<UseMutationOptions<FormSubmissionAnswer, Error, ProgramApplication>, 'mutationFn'>,
) {
  return useMutation({ ...options, mutationFn: submitProgramApplication });
}
