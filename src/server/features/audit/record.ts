/**
 * Recording staff actions (issue "Staff operations" items 3-7): every change staff make to who may do what, to a
 * learner's record, to the course's content or to the email queue is written to `staff_actions` in the transaction
 * that makes it, so the change and its record exist together or not at all. The audit log (routes.ts) reads them
 * with the inbox's own events.
 */
import type { StaffActionKind } from '@shared/schemas/staff-actions';
import type { Tx } from '../../db/client';
import { staffActions } from '../../db/schema/index';

/** The signed-in admin who acts (`c.get('user')` of a guarded route). */
export interface StaffActor {
  id: string;
  email: string;
}

/** Who acts: an admin in the browser, or the admin CLI on the server (`'command-line'`). */
export type ActedBy = StaffActor | 'command-line';

/** One action to record. */
export interface StaffAction {
  kind: StaffActionKind;
  /** The email acted on (an allow-list entry, an account), if any. */
  subjectEmail?: string | null;
  /** The account acted on, if any. */
  subjectUserId?: string | null;
  /** What else says what changed; a plain JSON object. */
  details?: Record<string, unknown>;
}

/** The actor of a guarded route's request. */
export function actorOf(c: { get: (key: 'user') => { id: string; email: string } }): StaffActor {
  const { id, email } = c.get('user');
  return { id, email };
}

/** Writes `action` by `by` in the caller's transaction. */
export async function recordStaffAction(tx: Tx, by: ActedBy, action: StaffAction): Promise<void> {
  await tx.insert(staffActions).values({
    kind: action.kind,
    actorId: by === 'command-line' ? null : by.id,
    actorEmail: by === 'command-line' ? null : by.email,
    subjectEmail: action.subjectEmail ?? null,
    subjectUserId: action.subjectUserId ?? null,
    details: action.details ?? {},
  });
}
