/**
 * Limits of the account page (/account; issue "One course, one record per learner" item 6; our numbers,
 * docs/decisions/0015). Lengths are in characters after trimming.
 */
import { PROGRAM_APPLICATION_LIMITS } from './program';

/** Maximum lengths of the account's details: as long as the program application's name and stage name. */
export const ACCOUNT_LIMITS = {
  /** The name printed on certificates (a first and a last name of the application fit). */
  name: PROGRAM_APPLICATION_LIMITS.firstName + PROGRAM_APPLICATION_LIMITS.lastName + 1,
  stageName: PROGRAM_APPLICATION_LIMITS.stageName,
  /** The organisation an agent or mentor works for (issue 38 item 1): an agency's or a company's name fits. */
  organisation: 100,
} as const;

/** Largest JSON body of an account request, in bytes: two names, or three passwords at their limit, fit many times. */
export const ACCOUNT_BODY_MAX_BYTES = 8 * 1024;
