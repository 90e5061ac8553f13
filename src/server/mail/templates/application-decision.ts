/**
 * The emails staff's decision on an application sends (issue "Staff operations" item 2): the invitation of an
 * approved applicant — a sign-up link that opens /program-auth in sign-up mode with their email filled in, or a
 * sign-in link when the email already has an account — and a courteous answer to a declined one. Every text of
 * them is here, in one place. Plain text; every link is absolute, built from `PUBLIC_URL`.
 */
import type { MailMessage } from '../transport';

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

/** The invitation of an approved applicant. */
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
        'Your account is ready for the program. Sign in with this email address here:',
        input.link,
        '',
        'Forgot your password? Use "Forgot your password?" on the sign-in page.',
      ]
    : [
        'Create your program account with this email address here (it takes a minute):',
        input.link,
        '',
        'Then confirm your email from the message we send you, and you are in.',
      ];
  return {
    to: input.email,
    replyTo: input.programAddress,
    kind: 'decision',
    subject: `You are in: welcome to the ${input.brandName} Artist Development Program`,
    text: [
      `Hi ${input.greetingName},`,
      '',
      `Good news: your application to the ${input.brandName} Artist Development Program is approved.`,
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
    subject: `Your application to the ${input.brandName} Artist Development Program`,
    text: [
      `Hi ${input.greetingName},`,
      '',
      `Thank you for applying to the ${input.brandName} Artist Development Program and for telling us about your music.`,
      '',
      'We read every application with care. We cannot offer you a place in the program this time. This is not a judgement of your talent: each round has few places, and we match them to where the program can help most right now.',
      '',
      'Keep creating and releasing music. You are welcome to apply again for a later round, and to write to us in the meantime.',
      '',
      `With our best wishes,`,
      `The ${input.brandName} artist development team`,
      '',
    ].join('\n'),
  };
}
