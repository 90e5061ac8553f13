/**
 * The email a learner gets when feedback arrives on one of their tracks (issue "Press kits and feedback on
 * tracks" item 3, issue 38 item 1; docs/decisions/0022): at most one per track per hour, whoever writes and however
 * many comments arrive in that hour. It names the author with their role, quotes the comment or reply that sent it
 * (up to {@link FEEDBACK_EMAIL_QUOTE_MAX} characters), gives its moment in the track (m:ss and the version) and links
 * to the track's page opened there. Plain text; the link is absolute, built from `PUBLIC_URL`.
 */
import { FEEDBACK_EMAIL_QUOTE_MAX } from '@shared/limits/tracks';
import { feedbackEmailMessages as m } from '@shared/messages/tracks';
import { formatPosition } from '@shared/track-moments';
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
  /**
   * Their role as the track's page shows it beside the name, with their organisation after it when there is one,
   * e.g. "Agent" or "Agent · Northside Agency" (feedbackAuthorMessages.roleAndOrganisation).
   */
  authorRole: string;
  /** A new comment, or a reply in a comment's thread. */
  kind: 'comment' | 'reply';
  /** The comment's or reply's text (plain text). */
  body: string;
  /** The version commented on, from 1. */
  versionNumber: number;
  /** The comment's moment in that version, ms (for a reply, its comment's). */
  positionMs: number;
  /** Absolute URL of the track's page at that moment (`/tracks/{id}?v=N&t=SECONDS`). */
  link: string;
}

/** `body` as quoted lines (`> `), cut at {@link FEEDBACK_EMAIL_QUOTE_MAX} characters. */
function quote(body: string): string[] {
  const chars = [...body];
  const shown =
    chars.length > FEEDBACK_EMAIL_QUOTE_MAX
      ? `${chars.slice(0, FEEDBACK_EMAIL_QUOTE_MAX).join('').trimEnd()} ${m.cut}`
      : body;
  return shown.split(/\r?\n/).map((line) => (line ? `> ${line}` : '>'));
}

/** Sent when someone other than the learner comments on or replies about a version of their track. */
export function feedbackEmail(input: FeedbackEmailInput): MailMessage {
  const said = input.kind === 'comment' ? m.comment : m.reply;
  return {
    to: input.to,
    replyTo: input.programAddress,
    kind: 'feedback',
    subject: m.subject(input.trackTitle),
    text: [
      `Hi ${input.greetingName},`,
      '',
      said(
        input.authorName,
        input.authorRole,
        input.trackTitle,
        formatPosition(input.positionMs),
        input.versionNumber,
      ),
      '',
      ...quote(input.body),
      '',
      m.open,
      input.link,
      '',
      m.throttled,
      '',
      `The ${input.brandName} artist development team`,
      '',
    ].join('\n'),
  };
}
