/**
 * User-facing texts quoted by the spec (site-and-portals.md §8), verbatim. Toasts are `{ title, text }`.
 */

/** A toast as the spec writes it: title / text. */
export interface ToastText {
  title: string;
  text: string;
}

/** Contact form (§5, §8). */
export const contactMessages = {
  validation: { title: 'Validation Error', text: 'Please fill in all required fields.' },
  invalidEmail: { title: 'Invalid Email', text: 'Please enter a valid email address.' },
  messageTooShort: {
    title: 'Message Too Short',
    text: 'Please provide a more detailed message (minimum 10 characters).',
  },
  failure: { title: 'Error', text: 'Failed to send message. Please try again.' },
  success: { title: 'Message Sent!', text: "Thank you for your message. We'll get back to you soon." },
} satisfies Record<string, ToastText>;

/** Artist intake (§8). */
export const intakeMessages = {
  failure: {
    title: 'Submission Failed',
    text: 'There was an error submitting your application. Please try again.',
  },
  success: {
    title: 'Application Submitted',
    text: "Your artist intake form has been submitted successfully. We'll review your application and get back to you soon.",
  },
} satisfies Record<string, ToastText>;

/** Touring inquiry (§8). The failure text is the server's message when there is one. */
export const touringMessages = {
  failure: { title: 'Submission failed', text: 'Please try again in a moment.' },
  success: {
    title: 'Thanks for reaching out!',
    text: 'Our team will review your submission and contact you within 48 hours.',
  },
} satisfies Record<string, ToastText>;

/** Field messages of the intake and touring forms (our wording; the spec lists which fields are required). */
export const fieldMessages = {
  required: 'This field is required.',
  invalidEmail: 'Please enter a valid email address.',
  invalidDate: 'Please enter a valid date.',
} as const;
