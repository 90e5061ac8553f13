/**
 * The notification a public form sends to the staff address of the site configuration
 * (issue "Foundation" item 8). Plain text; every link in it is absolute, built from `PUBLIC_URL`.
 */
import type { MailMessage } from '../transport';

/** Input of {@link staffNotification}. */
export interface StaffNotificationInput {
  /** Staff inbox (site configuration `addresses.staff`). */
  to: string;
  /** Subject line. */
  subject: string;
  /** Sentence that introduces the submission. */
  intro: string;
  /** Label/value pairs (a third element, how the inbox links the value, is ignored); null or empty values print as '—'. */
  fields: readonly (readonly [label: string, value: string | readonly string[] | null, link?: string])[];
  /** The submitter's address, used as Reply-To. */
  replyTo: string;
  /** Absolute URL of the page the form lives on. */
  pageUrl: string;
}

/** Builds the message: intro, one block per field, and where it came from. */
export function staffNotification(input: StaffNotificationInput): MailMessage {
  const blocks = input.fields.map(([label, value]) => {
    const shown = Array.isArray(value) ? value.join(', ') : value;
    return `${label}:\n${shown && shown.length > 0 ? shown : '—'}`;
  });
  return {
    to: input.to,
    replyTo: input.replyTo,
    kind: 'submission',
    subject: input.subject,
    text: [input.intro, '', ...blocks.flatMap((b) => [b, '']), `Submitted on ${input.pageUrl}`, ''].join(
      '\n',
    ),
  };
}
