/**
 * The accessible name of the Emails tab, which shows the count of failed emails beside its label (issue "Staff
 * operations" item 6), e.g. "Emails, 2 failed": the badge's number alone would be read as "Emails 2".
 */
import { emailMessages as m } from '@shared/messages/emails';

/** `label` with `count` failed emails, or undefined (the label alone names the control) when there are none. */
export function withFailedCount(label: string, count: number): string | undefined {
  return count > 0 ? `${label}, ${m.failedCount(count)}` : undefined;
}
