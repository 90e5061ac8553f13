/**
 * Texts of the members program's public side: the landing page's application dialog (training-program.md §2 item 2,
 * §5 "Application", §8 "Application"), verbatim where the spec quotes them; texts marked "our wording" are not in the
 * spec. Toasts are `{ title, text }`.
 */
import type { ToastText } from './toast-text';

/** The application dialog's toasts (§8 "Application"). */
export const programApplicationMessages = {
  missing: { title: 'Missing Information', text: 'Please fill all required fields.' },
  failure: {
    title: 'Submission Failed',
    text: 'There was an error submitting your application. Please try again.',
  },
  success: {
    title: 'Application Submitted!',
    text: "Thank you for applying! Check your email for a welcome message. We'll review your application and get back to you soon.",
  },
} satisfies Record<string, ToastText>;

/** Field messages of the application (our wording; §5 lists which fields are required). */
export const programFieldMessages = {
  /** An experience level that is not one of the four (§5). */
  experienceLevelChoice: 'Please choose an experience level from the list.',
} as const;
