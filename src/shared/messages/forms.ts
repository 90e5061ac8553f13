/**
 * Texts of the public forms: contact, artist intake and touring (site-and-portals.md §5, §8), verbatim where the
 * spec quotes them; texts marked "our wording" are not in the spec. Also the field messages every text field
 * shares. Toasts are `{ title, text }`.
 */
import { INTAKE_REPLY_BUSINESS_DAYS } from '../constants';
import { TOURING_START_YEARS } from '../limits/forms';
import type { ToastText } from './toast-text';

/** Contact form (§2.9, §5, §8). */
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

/** The 'Message Sent!' state of the contact page (§8: "page text says within 24-48 hours"). */
export const CONTACT_SENT_TEXT = "Thank you for reaching out. We'll get back to you within 24-48 hours.";

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

/**
 * The intake's line that stays after a stored application (issue 38 item 5; our wording, the reply time ours too:
 * docs/decisions/0001): under the form after the toast with JavaScript, and on the confirmation without it.
 */
export const INTAKE_RECEIVED_TEXT = `Application received — we reply within ${INTAKE_REPLY_BUSINESS_DAYS} business days.`;

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
  /** A real start date outside {@link TOURING_START_YEARS}. */
  startDateOutOfRange: `Please enter a date between the years ${TOURING_START_YEARS.min} and ${TOURING_START_YEARS.max}.`,
  yesOrNo: 'Please choose yes or no.',
  genreChoice: 'Please choose genres from the list.',
  budgetChoice: 'Please choose a budget from the list.',
  serviceChoice: 'Please choose services from the list.',
} as const;

/** Messages every text field gives (our wording; docs/decisions/0001). */
export const textFieldMessages = {
  /** A field holds control characters. */
  controlChars: 'Please remove control characters.',
  /** A field holds a NUL character or a broken (lone surrogate) character. */
  invalidChars: 'Please remove invalid characters.',
  /** A field is longer than its limit, e.g. 'Name must be at most 100 characters.'. */
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  /** A field that is not a string, e.g. 'Phone must be text.'. */
  notText: (label: string) => `${label} must be text.`,
  /**
   * A name with nothing that prints (only spaces, invisible or format characters, symbols), e.g. 'Stage name must
   * contain at least one letter or digit that shows.' (issue 33 item 6; docs/decisions/0003).
   */
  nameNotVisible: (label: string) => `${label} must contain at least one letter or digit that shows.`,
  /** A name holding a text-direction control, which can make it print backwards or out of order. */
  nameDirectionControls: 'Please remove text-direction controls (invisible characters that reorder text).',
} as const;

/** The note above every public form: 'Fields marked * are required.' (our wording). */
export const requiredFieldsNote = {
  before: 'Fields marked',
  /** What the asterisk is, for assistive technology. */
  asterisk: 'with an asterisk',
  after: 'are required.',
} as const;

/** The hint of an optional field (our wording). */
export const OPTIONAL_HINT = 'Optional.';

/** Labels, hints and buttons of the contact form (§2.9; our wording except 'Send Another Message'). */
export const contactFormMessages = {
  allRequired: 'All fields are required.',
  legend: 'Your message',
  name: 'Name',
  email: 'Email',
  subject: 'Subject',
  message: 'Message',
  messageHint: (min: number, max: number) => `At least ${min} characters, at most ${max}.`,
  send: 'Send Message',
  sending: 'Sending...',
  sendAnother: 'Send Another Message',
} as const;

/** Labels, hints and buttons of the artist intake form (our wording, §2.10). */
export const intakeFormMessages = {
  legend: 'Artist intake application',
  aboutYou: 'About you',
  stageName: 'Stage name',
  legalName: 'Legal name',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  locationHint: 'City and country, e.g. Atlanta, USA.',
  yourMusic: 'Your music',
  genres: 'Primary genres',
  genresHint: 'Separate genres with commas, e.g. R&B, Afrobeats, Pop.',
  influences: 'Musical influences',
  influencesHint: 'Artists, producers or records that shaped your sound.',
  releasedMusic: 'Have you released music?',
  management: 'Do you have management?',
  chooseAnswer: 'Choose an answer',
  yes: 'Yes',
  no: 'No',
  socialHandles: 'Social handles',
  socialHandlesHint: 'Optional. Instagram, TikTok, Spotify, YouTube: whatever you use.',
  yourGoals: 'Your goals',
  goals: 'Six-month goals',
  goalsHint: 'Where do you want your career to be six months from now?',
  challenges: 'Top challenges',
  challengesHint: 'What is holding your music career back right now?',
  submit: 'Submit Application',
  submitting: 'Submitting...',
} as const;

/** Labels, hints and buttons of the touring form (our wording, §2.11). */
export const touringFormMessages = {
  legend: 'Tour plan request',
  stageName: 'Stage name',
  contact: 'Contact name & role',
  contactHint: 'e.g. Jordan Lee, Manager',
  email: 'Email',
  phone: 'Phone',
  genres: 'Genres',
  links: 'Links',
  linksHint: 'Streaming profiles, socials, EPK or live videos, one per line.',
  regions: 'Regions',
  regionsHint: 'Cities, states or countries you want to play, e.g. US East Coast, UK, West Africa.',
  startDate: 'Start date',
  startDateHint: 'Optional. When you would like the tour to begin.',
  budget: 'Budget',
  chooseBudget: 'Choose a budget',
  services: 'Services you are interested in',
  notes: 'Notes',
  notesHint: 'Optional. Anything else we should know: past shows, team, routing ideas.',
  submit: 'Submit Tour Request',
  submitting: 'Submitting...',
} as const;

/**
 * A public form sent without JavaScript and refused as a whole, shown above the form on the page the server renders
 * (our wording; docs/decisions/0001 "Forms without JavaScript"). A rate limit shows `RATE_LIMITED_MESSAGE`.
 */
export const formPageMessages = {
  /** 403: the form was posted from a page of another site. */
  crossSite: 'This form was sent from another site, so it was not accepted. Please fill it in on this page.',
  /** 413: the submission is larger than the server accepts. */
  tooLarge: 'Your submission is too long to send. Please shorten it and try again.',
  /** 415: the body is not the browser's form encoding. */
  unreadable: 'Your submission could not be read. Please try again.',
  /** The label of the hidden field people never see and software fills in (the honeypot). */
  honeypotLabel: 'Leave this field empty',
} as const;

/** The button under a lasting confirmation that brings back an empty form (our wording). */
export const sendAnotherMessages = {
  touring: 'Send Another Inquiry',
  intake: 'Submit Another Application',
  program: 'Submit Another Application',
} as const;
