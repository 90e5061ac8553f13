/**
 * The audit log's vocabulary (issue "Staff operations" items 3-7): every kind of staff action that is recorded,
 * whether made in /admin or with the admin CLI.
 */

/**
 * - `allow_list.added` / `.enabled` / `.disabled`: an email put on, enabled or disabled on approved_artists or
 *   approved_agents (details: `{ list }`).
 * - `admin.granted` / `admin.revoked`: the admin role; `mentor.granted` / `mentor.revoked`: the mentor role.
 * - `account.deleted`: an account deleted by staff with its press kit, tracks and feedback (details: `{ userId,
 *   removed }`, the counts of what went).
 * - `account.disabled` / `account.enabled`.
 * - `quiz_round.reset`, `module.unlocked`: help given to one learner (details: `{ moduleId, monthNumber }`).
 * - `question.added` / `.edited` / `.reordered` / `.retired` / `.deleted`, `module.edited`: course content.
 * - `file.uploaded` / `.renamed` / `.deleted`: a file of a program bucket (details: `{ bucket, fileName, … }`).
 * - `email.retried`: a failed email queued again.
 * - `certificate.revoked`: a learner's certificate credential revoked (details: `{ certificateId, reason }`).
 */
export const STAFF_ACTION_KINDS = [
  'allow_list.added',
  'allow_list.enabled',
  'allow_list.disabled',
  'admin.granted',
  'admin.revoked',
  'mentor.granted',
  'mentor.revoked',
  'account.deleted',
  'account.disabled',
  'account.enabled',
  'quiz_round.reset',
  'module.unlocked',
  'question.added',
  'question.edited',
  'question.reordered',
  'question.retired',
  'question.deleted',
  'module.edited',
  'file.uploaded',
  'file.renamed',
  'file.deleted',
  'email.retried',
  'certificate.revoked',
] as const;
export type StaffActionKind = (typeof STAFF_ACTION_KINDS)[number];
