/**
 * The answer of the public form endpoints (site-and-portals.md §7 "send-contact-email", "Insert
 * enrollment_applications", "send-touring-inquiry"; training-program.md §7 "Members program"): 201 with the id of
 * the stored submission.
 */
import { z } from 'zod/mini';

/**
 * `POST /api/contact`, `/api/enrollment-applications`, `/api/touring-inquiries` and `/api/program-applications`
 * (201).
 */
export const formSubmissionAnswerSchema = z.object({ id: z.string() });
export type FormSubmissionAnswer = z.output<typeof formSubmissionAnswerSchema>;
