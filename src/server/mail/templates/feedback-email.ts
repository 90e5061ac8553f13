/**
 * The email a learner gets when feedback arrives on one of their tracks (issue "Press kits and feedback on
 * tracks" item 3; docs/decisions/0022): at most one per track per hour, whoever writes and however many comments
 * arrive in that hour. Plain text; the link is absolute, built from `PUBLIC_URL`. The feedback itself is not quoted:
 * the learner reads it beside the waveform.
 */
import { feedbackEmailMessages } from '@shared/messages/tracks';
import type { MailMessage } from '../transport';

/** What the feedback email says. */
export interface FeedbackEmailInput {
  /** The learner's address. */
  to: string;
  /** How to greet them: the name on their profile or account, else "there". */
  greetingName: string;
  brandName: string;
  /** The program team's address: Reply-To. */
  programAddress: string;
  trackTitle: string;
  /** Who left the feedback, as the track's page names them (never an email). */
  authorName: string;
  /** Absolute URL of the track's page (`/tracks/{id}`). */
  link: string;
}

/** Sent when someone other than the learner comments on or replies about a version of their track. */
export function feedbackEmail(input: FeedbackEmailInput): MailMessage {
  return {
    to: input.to,
    replyTo: input.programAddress,
    kind: 'feedback',
    subject: feedbackEmailMessages.subject(input.trackTitle),
    text: [
      `Hi ${input.greetingName},`,
      '',
      `${input.authorName} left feedback on your track “${input.trackTitle}”.`,
      '',
      'Read it at its moment on the waveform, reply, and mark it resolved when it is done:',
      input.link,
      '',
      'We send at most one of these emails per track each hour, so more feedback may be waiting.',
      '',
      `The ${input.brandName} artist development team`,
      '',
    ].join('\n'),
  };
}
