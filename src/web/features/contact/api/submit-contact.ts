/**
 * Sending the contact form (site-and-portals.md §2.9, §7 "send-contact-email"): `POST /api/contact`.
 */
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { ContactInput } from '@shared/schemas/contact';
import { formSubmissionAnswerSchema, type FormSubmissionAnswer } from '@shared/schemas/form-submission';
import { answerOf, api } from '@web/lib/api-client';

/**
 * Sends one contact message (§2.9).
 *
 * @throws {ApiError} with `fields` when the server rejects a field, or status 0 on a network failure.
 */
function submitContact(input: ContactInput): Promise<FormSubmissionAnswer> {
  return answerOf(api.POST('/contact', { body: input }), formSubmissionAnswerSchema);
}

/** The mutation behind the contact form (§4 "Contact form": editing, sending, sent or error). */
export function useSubmitContact(
  options?: Omit<UseMutationOptions<FormSubmissionAnswer, Error, ContactInput>, 'mutationFn'>,
) {
  return useMutation({ ...options, mutationFn: submitContact });
}
