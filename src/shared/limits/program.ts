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

/** Longest notes of one module, in characters (issue "Members program" item 6; docs/decisions/0010). */
export const PROGRAM_NOTES_MAX_LENGTH = 20_000;

/** Largest JSON body of a members-program request, in bytes (notes at their limit, in UTF-8, are the largest). */
export const PROGRAM_BODY_MAX_BYTES = 96 * 1024;

/** The quiz a module gets when none is set (§9 "Default quiz"). */
export const PROGRAM_QUIZ_DEFAULTS = { passingScore: 70, maxAttempts: 3 } as const;

/** How many recent milestones the Achievements panel lists (§9). */
export const RECENT_MILESTONES_SHOWN = 3;

/** How long the notes editor waits after the last keystroke before saving on its own, in ms. */
export const NOTES_AUTOSAVE_DELAY_MS = 1_500;

/** The Achievements panel loads once more this long after its first load (§7, §9 "Reload after 1 second"), in ms. */
export const ACHIEVEMENTS_RELOAD_DELAY_MS = 1_000;
