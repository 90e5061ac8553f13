/**
 * The accessible name of a control that shows a count of new inbox items beside its label (issue "Staff
 * operations" item 1), e.g. "Inbox, 3 new": the badge's number alone would be read as "Inbox 3".
 */
import { inboxMessages as m } from '@shared/messages/inbox';

/** `label` with `count` new items, or undefined (the label alone names the control) when there are none. */
export function withNewCount(label: string, count: number): string | undefined {
  return count > 0 ? `${label}, ${m.newCount(count)}` : undefined;
}
