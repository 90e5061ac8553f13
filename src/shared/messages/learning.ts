/** Texts of the learning area (training-program.md §2 "Learning area"); texts marked "our wording" are not in it. */

/** The module page, `/learning/module/{moduleId}`. */
export const learningModuleMessages = {
  /** A module that does not exist (§2 "Missing module: Module not found with a back button"). */
  notFound: {
    title: 'Module not found',
    /** Our wording. */
    text: 'This module does not exist or is not open yet.',
  },
  back: 'Go Back',
} as const;
