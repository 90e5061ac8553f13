/**
 * Sending the 'Let's Plan Your Tour' form (site-and-portals.md §2.11, §7 "send-touring-inquiry"):
 * `POST /api/touring-inquiries`, with `startDate` as an ISO date string or null.
 */
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { TouringInquiryInput } from '@shared/schemas/touring-inquiry';
import { formSubmissionAnswerSchema, type FormSubmissionAnswer } from '@shared/schemas/form-submission';
import { answerOf, api } from '@web/lib/api-client';

/**
 * Submits one touring inquiry (§2.11).
 *
 * @throws {ApiError} carrying the server's message (shown in the failure toast, §8), or status 0 on a network
 * failure.
 */
function submitTouringInquiry(input: TouringInquiryInput): Promise<FormSubmissionAnswer> {
  return answerOf(api.POST('/touring-inquiries', { body: input }), formSubmissionAnswerSchema);
}

/** The mutation behind the touring form (§4: idle, submitting, success or failure). */
export function useSubmitTouringInquiry(
  options?: Omit<UseMutationOptions<FormSubmissionAnswer, Error, TouringInquiryInput>, 'mutationFn'>,
) {
  return useMutation({ ...options, mutationFn: submitTouringInquiry });
}
