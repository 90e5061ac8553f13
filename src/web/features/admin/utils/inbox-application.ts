/** Whether an inbox item is an application, which staff approve or decline (issue "Staff operations" item 2). */
import { INBOX_APPLICATION_KINDS, type InboxApplicationKind } from '@shared/schemas/inbox';
import { type InboxKind } from '@shared/limits/inbox';

/** Whether items of `kind` are applications, which staff approve or decline. */
export function isApplicationKind(kind: InboxKind): kind is InboxApplicationKind {
  return INBOX_APPLICATION_KINDS.some((each) => each === kind);
}
