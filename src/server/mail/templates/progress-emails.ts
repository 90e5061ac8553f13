/**
 * The progress emails to learners (issue "Staff operations" item 6): a welcome when they enrol, a reminder after
 * 14 days without activity, and a congratulation with the certificate's public link when it is issued. Every text
 * of them is here, in one place. Each ends with the link that turns reminders off without signing in; the reminder
 * also carries RFC 8058 one-click headers, so a mail client's "Unsubscribe" does the same. Plain text; every link is
 * absolute, built from `PUBLIC_URL`.
 */
import { REMINDER_AFTER_DAYS } from '@shared/limits/emails';
import type { MailMessage } from '../transport';

/** What every progress email needs. */
export interface ProgressEmailInput {
  /** The learner's address. */
  to: string;
  /** How to greet them: the name on their profile or account, else "there". */
  greetingName: string;
  brandName: string;
  /** The program team's address (site configuration `addresses.program`): Reply-To and the address for questions. */
  programAddress: string;
  /** Absolute URL of the page that turns reminders off (`/unsubscribe?token=…`). */
  unsubscribeUrl: string;
}

function footer(input: ProgressEmailInput): string[] {
  return [
    '',
    `Questions? Reply to this email or write to ${input.programAddress}.`,
    '',
    `The ${input.brandName} artist development team`,
    '',
    '--',
    `Do not want reminders when you pause for ${REMINDER_AFTER_DAYS} days? Stop them here (no sign-in needed):`,
    input.unsubscribeUrl,
    '',
  ];
}

/**
 * Sent once, when the learner enrols in a course. Not a second welcome (the application's was that, issue 38 item 7):
 * it says they are enrolled and where to start.
 */
export function welcomeEmail(
  input: ProgressEmailInput & {
    courseTitle: string;
    /** The course's modules. */
    moduleCount: number;
    /** Absolute URL where the course continues (the members dashboard, or the learning area). */
    link: string;
  },
): MailMessage {
  return {
    to: input.to,
    replyTo: input.programAddress,
    kind: 'welcome',
    subject: `You are enrolled in ${input.courseTitle}: start with Month 1`,
    text: [
      `Hi ${input.greetingName},`,
      '',
      `You are enrolled in ${input.courseTitle}.`,
      '',
      `The course has ${input.moduleCount} modules, one a month, each with a video lesson, a worksheet and a quiz. Work at your own pace; complete every module to earn your Certificate of Completion.`,
      '',
      'What happens next: start with Month 1 here.',
      input.link,
      ...footer(input),
    ].join('\n'),
  };
}

/**
 * Sent after {@link REMINDER_AFTER_DAYS} days without activity, at most once in that many days, never once the
 * learner has finished.
 */
export function reminderEmail(
  input: ProgressEmailInput & {
    courseTitle: string;
    completed: number;
    total: number;
    /** Absolute URL where the course continues. */
    link: string;
    /** Absolute URL a mail client POSTs to for a one-click unsubscribe (RFC 8058). */
    oneClickUrl: string;
  },
): MailMessage {
  const progress =
    input.completed === 0
      ? `Your first module is waiting for you.`
      : `You have completed ${input.completed} of ${input.total} modules: keep going, the next one is ready.`;
  return {
    to: input.to,
    replyTo: input.programAddress,
    kind: 'reminder',
    subject: `Your next step in ${input.courseTitle}`,
    headers: {
      'List-Unsubscribe': `<${input.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: [
      `Hi ${input.greetingName},`,
      '',
      `It has been a while since you last worked on ${input.courseTitle}. ${progress}`,
      '',
      'Pick up where you left off:',
      input.link,
      '',
      'Even half an hour a week adds up.',
      ...footer(input),
    ].join('\n'),
  };
}

/** Sent when the program completion certificate is issued. */
export function certificateEmail(
  input: ProgressEmailInput & {
    programName: string;
    certificateId: string;
    /** Absolute URL of the certificate's public verification page: anyone may open it. */
    verifyUrl: string;
    /** Absolute URL of the learner's certificates page (printable certificate, PDF). */
    certificatesUrl: string;
  },
): MailMessage {
  return {
    to: input.to,
    replyTo: input.programAddress,
    kind: 'certificate',
    subject: `Congratulations: your ${input.programName} certificate`,
    text: [
      `Hi ${input.greetingName},`,
      '',
      `Congratulations! You have completed every module of the ${input.programName}, and your Certificate of Completion is issued.`,
      '',
      'Share it: anyone can check it is genuine at this link:',
      input.verifyUrl,
      '',
      `Certificate ID: ${input.certificateId}`,
      '',
      'View, print or download it from your certificates page:',
      input.certificatesUrl,
      ...footer(input),
    ].join('\n'),
  };
}
