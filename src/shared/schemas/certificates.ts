/**
 * Answers and parameters of the certificate API (training-program.md §2 item 9, §3 user_certificates, §4
 * "Certificate", §9; docs/decisions/0013): the caller's certificates with the program progress, one certificate for
 * the printable page, and the public verification of a certificate id. Declared once: the server builds them with
 * these types and the web app reads them with these schemas.
 */
import { z } from 'zod/mini';
import { certificateMessages as m } from '../messages/certificates';

/** The program completion type (§3); any other type is shown as a module completion certificate. */
export const PROGRAM_COMPLETION = 'program_completion';

/** §9: the program name printed on every certificate. */
export const CERTIFICATE_PROGRAM_NAME = 'Artist Development Program';

/** The course the program teaches (§1 "called Music Industry Essentials"): named on the certificate and its credential. */
export const PROGRAM_COURSE_NAME = 'Music Industry Essentials';

/** The printed id's fixed prefix (§9 "a fixed prefix plus a timestamp"; random text is added, decision 0013). */
export const CERTIFICATE_ID_PREFIX = 'GBF';

/** A certificate id as issued: the prefix, the issue time in base 36, and 16 random base-32 characters. */
export const CERTIFICATE_ID_PATTERN = /^GBF-[0-9A-Z]{1,12}-[0-9A-Z]{16}$/;

/** `:certificateId` of the certificate routes: a malformed id is refused before any lookup. */
export const certificateParamsSchema = z.strictObject({
  certificateId: z.string().check(z.regex(CERTIFICATE_ID_PATTERN, m.notFound)),
});

/** A certificate as its owner sees it (§3 user_certificates.certificate_data, camel-cased). */
const certificateSchema = z.object({
  certificateId: z.string(),
  certificateType: z.string(),
  recipientName: z.string(),
  programName: z.string(),
  /** ISO date-time the last module was completed. */
  completionDate: z.string(),
  /** ISO date-time the learner enrolled; null on a certificate issued before it was recorded. */
  enrolledDate: z.nullable(z.string()),
  /** Days from enrolment to completion; null when the enrolment date is unknown. */
  durationDays: z.nullable(z.number()),
  issuedBy: z.string(),
  modulesCompleted: z.number(),
  /** ISO date-time. */
  issuedAt: z.string(),
  /** The public verification page, absolute. */
  verifyUrl: z.string(),
});
export type Certificate = z.output<typeof certificateSchema>;

/** The Program Progress card (§2 item 9): modules completed, total modules, completion percentage. */
const programProgressSummarySchema = z.object({
  completedModules: z.number(),
  totalModules: z.number(),
  /** Percent, 0-100. */
  completionPercentage: z.number(),
});
export type ProgramProgressSummary = z.output<typeof programProgressSummarySchema>;

/**
 * `GET /api/certificates`: the caller's certificates, newest first, with the program progress. `generated` is true
 * when this call issued the program completion certificate (§8 'Congratulations! ...').
 */
export const certificateListSchema = z.object({
  certificates: z.array(certificateSchema),
  progress: programProgressSummarySchema,
  generated: z.boolean(),
  /** Every module is completed but no certificate can be issued until the learner sets their name (/account). */
  nameRequired: z.boolean(),
});
export type CertificateList = z.output<typeof certificateListSchema>;

/** `GET /api/certificates/:certificateId`: one of the caller's certificates. */
export const certificateAnswerSchema = z.object({ certificate: certificateSchema });
export type CertificateAnswer = z.output<typeof certificateAnswerSchema>;

/** `GET /api/verify/:certificateId` (public): what anyone may know of a certificate. */
export const certificateVerificationSchema = z.object({
  certificateId: z.string(),
  recipientName: z.string(),
  programName: z.string(),
  /** ISO date-time. */
  completionDate: z.string(),
  issuedBy: z.string(),
});
export type CertificateVerification = z.output<typeof certificateVerificationSchema>;
