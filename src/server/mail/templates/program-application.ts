/**
 * The two emails of a program application (training-program.md §7 "Members program": notify-enrollment and
 * send-welcome-email). Plain text; every link is absolute, built from `PUBLIC_URL`.
 */
import { APPLICATION_EMAIL_REPEAT_HOURS } from '@shared/limits/emails';
import type { MailMessage } from '../transport';
import { staffNotification, type StaffNotificationInput } from './staff-notification';

/** Input of {@link enrollmentNotification}: the §7 notify-enrollment body, plus where to send it. */
export interface EnrollmentNotificationInput {
  /** The program admin's inbox (site configuration `addresses.program`). */
  to: string;
  firstName: string;
  lastName: string;
  email: string;
  /** Every field of the application, as the staff inbox shows them (mail/submission-fields.ts). */
  fields: StaffNotificationInput['fields'];
  /** Absolute URL of the program landing page. */
  pageUrl: string;
}

/** notify-enrollment: tells the program admin about a new application; replies go to the applicant. */
export function enrollmentNotification(input: EnrollmentNotificationInput): MailMessage {
  const name = `${input.firstName} ${input.lastName}`;
  return staffNotification({
    to: input.to,
    replyTo: input.email,
    subject: `New program application: ${name}`,
    intro: `${name} applied to the artist development program.`,
    fields: input.fields,
    pageUrl: input.pageUrl,
  });
}

/** Input of {@link welcomeEmail}: the §7 send-welcome-email body, plus the links and addresses it names. */
export interface WelcomeEmailInput {
  /** The applicant's address. */
  email: string;
  firstName: string;
  lastName: string;
  brandName: string;
  /** The program admin's inbox (site configuration `addresses.program`): Reply-To and the address for questions. */
  programAddress: string;
  /** Absolute URL of the program landing page. */
  programUrl: string;
  /** Absolute URL where an approved artist creates the program account. */
  signUpUrl: string;
}

/**
 * send-welcome-email: welcomes the applicant and says what happens next. The only welcome on the applicant's way
 * (issue 38 item 7): sent once for applications from the same address within
 * {@link APPLICATION_EMAIL_REPEAT_HOURS} hours.
 */
export function welcomeEmail(input: WelcomeEmailInput): MailMessage {
  return {
    to: input.email,
    replyTo: input.programAddress,
    kind: 'submission',
    onceWithinMs: APPLICATION_EMAIL_REPEAT_HOURS * 3_600_000,
    subject: `Welcome to the ${input.brandName} Artist Development Program`,
    text: [
      `Hi ${input.firstName},`,
      '',
      `Welcome, and thank you for applying to the ${input.brandName} Artist Development Program. We are glad you want to grow with us.`,
      '',
      'What happens next:',
      '',
      `1. Our program team reads every application. We will review yours and reply to this address (${input.email}) soon.`,
      '2. If you are accepted, we email you, and you create your program account with this email address here:',
      `   ${input.signUpUrl}`,
      '3. Once you are in, you start with Month 1, History of the Recording Industry, and work at your own pace: one module a month for six months, each with expert-led video lessons, a worksheet and a quiz. Complete all six modules to earn your Certificate of Completion.',
      '',
      'While you wait, take another look at what the six months cover:',
      input.programUrl,
      '',
      `Questions? Reply to this email or write to ${input.programAddress}.`,
      '',
      'See you in the program,',
      `The ${input.brandName} artist development team`,
      '',
      'If you did not apply, you can ignore this email.',
      '',
    ].join('\n'),
  };
}
