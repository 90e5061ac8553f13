/**
 * Limits of the program application (training-program.md §2 item 2, §3 enrollment_applications, §5 "Application";
 * the lengths are our decision, as for the other public forms in docs/decisions/0001). Lengths are in characters
 * after trimming. The schema and the dialog's `maxLength` attributes read them from here; the body limit is the one
 * of every public form (`MAX_FORM_BODY_BYTES` in ./forms).
 */
import { EMAIL_MAX_LENGTH } from './forms';

/** Maximum lengths of the application fields. */
export const PROGRAM_APPLICATION_LIMITS = {
  firstName: 100,
  lastName: 100,
  email: EMAIL_MAX_LENGTH,
  phone: 40,
  stageName: 100,
  location: 120,
  goals: 2000,
  whyProgram: 2000,
  /** Each social link: a handle or a profile address. */
  socialLink: 300,
} as const;

/** How many recent milestones the Achievements panel lists (§9). */
export const RECENT_MILESTONES_SHOWN = 3;

/** The Achievements panel loads once more this long after its first load (§7, §9 "Reload after 1 second"), in ms. */
export const ACHIEVEMENTS_RELOAD_DELAY_MS = 1_000;
