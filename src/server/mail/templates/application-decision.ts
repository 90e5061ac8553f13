/**
 * The emails staff's decision on an application sends (issue "Staff operations" item 2): the invitation of an
 * approved applicant — a sign-up link that opens /program-auth in sign-up mode with their email filled in, or a
 * sign-in link when the email already has an account — and a courteous answer to a declined one. Every text of
 * them is here, in one place. Plain text; every link is absolute, built from `PUBLIC_URL`.
 */
import { APPLICATION_EMAIL_REPEAT_HOURS } from '@shared/limits/emails';
import type { MailMessage } from '../transport';

/** The same decision email is not sent again to the same address within this many ms (issue 38 item 7). */
const ONCE_WITHIN_MS = APPLICATION_EMAIL_REPEAT_HOURS * 3_600_000;

/** What both emails need. */
export interface ApplicationDecisionInput {
  /** The applicant's address. */
  email: string;
  /** How to greet them: their first name, else their stage name. */
  greetingName: string;
  brandName: string;
  /** The program team's address (site configuration `addresses.program`): Reply-To and the address for questions. */
  programAddress: string;
}

/**
 * The invitation of an approved applicant: not a second welcome (the application's was that, issue 38 item 7), but
 * the next step, step by step.
 */
export function applicationApprovedEmail(
  input: ApplicationDecisionInput & {
    /** Absolute URL: /program-auth in sign-up mode with the email filled in, or in sign-in mode. */
    link: string;
    /** Whether the email already has an account (a sign-in link instead of a sign-up link). */
    hasAccount: boolean;
  },
): MailMessage {
  const next = input.hasAccount
    ? [
        '1. Your account is ready for the program. Sign in with this email address here:',
        `   ${input.link}`,
        '   Forgot your password? Use "Forgot your password?" on the sign-in page.',
        '2. Your members dashboard opens with Month 1 ready to start.',
      ]
    : [
        '1. Create your program account with this email address here (it takes a minute):',
        `   ${input.link}`,
        '2. We send you one email with a link to confirm your address. Open it: you are signed in.',
        '3. Your members dashboard opens with Month 1 ready to start.',
      ];
  return {
    to: input.email,
    replyTo: input.programAddress,
    kind: 'decision',
    onceWithinMs: ONCE_WITHIN_MS,
    subject: `You are in: your application to the ${input.brandName} Artist Development Program is approved`,
    text: [
      `Hi ${input.greetingName},`,
      '',
      `Good news: your application to the ${input.brandName} Artist Development Program is approved.`,
      '',
      'What happens next:',
      '',
      ...next,
      '',
      'You start with Month 1 and work at your own pace: six modules, each with video lessons, a worksheet and a quiz. Complete all six to earn your Certificate of Completion.',
      '',
      `Questions? Reply to this email or write to ${input.programAddress}.`,
      '',
      'See you in the program,',
      `The ${input.brandName} artist development team`,
      '',
    ].join('\n'),
  };
}

/** The answer to a declined applicant. */
export function applicationDeclinedEmail(input: ApplicationDecisionInput): MailMessage {
  return {
    to: input.email,
    replyTo: input.programAddress,
    kind: 'decision',
    onceWithinMs: ONCE_WITHIN_MS,
    subject: `Your application to the ${input.brandName} Artist Development Program`,
    text: [
      `Hi ${input.greetingName},`,
      '',
      `Thank you for applying to the ${input.brandName} Artist Development Program and for telling us about your music.`,
      '',
      'We read every application with care. We cannot offer you a place in the program this time. This is not a judgement of your talent: each round has few places, and we match them to where the program can help most right now.',
      '',
      `What happens next: nothing more is needed from you. Keep creating and releasing music. You are welcome to apply again for a later round, and to write to us at ${input.programAddress} in the meantime.`,
      '',
      `With our best wishes,`,
      `The ${input.brandName} artist development team`,
      '',
    ].join('\n'),
  };
}
