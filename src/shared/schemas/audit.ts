/**
 * The audit log (issue "Staff operations" item 7): every recorded staff action, newest first, filterable by person
 * and kind. It reads the staff actions (`STAFF_ACTION_KINDS`) and the inbox's own events (a status set, a note
 * written, an application approved or declined).
 */
import { z } from 'zod/mini';
import { STAFF_PAGE_SIZE, STAFF_SEARCH_MAX } from '../limits/staff';
import { staffRequestMessages as m } from '../messages/staff';
import { pageLimitParam } from './cursor';
import { resourceCursorSchema } from './departments';
import { STAFF_ACTION_KINDS } from './staff-actions';
import { storableText } from './text';

/** The inbox's events, as the audit log names them. */
export const INBOX_EVENT_KINDS = ['inbox.status', 'inbox.note', 'inbox.approved', 'inbox.declined'] as const;

/** Every kind the audit log shows. */
export const AUDIT_KINDS = [...STAFF_ACTION_KINDS, ...INBOX_EVENT_KINDS] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/**
 * `GET /api/admin/audit?person=&kind=&cursor=&limit=`: `person` matches (any case, literally) the email of the
 * admin who acted or of the person acted on; `kind` one kind.
 */
export const auditQuerySchema = z.strictObject({
  person: z.optional(
    z.pipe(
      z.string().check(z.maxLength(STAFF_SEARCH_MAX, m.searchTooLong), storableText()),
      z.transform((v: string) => v.trim()),
    ),
  ),
  kind: z.optional(z.enum(AUDIT_KINDS, { error: m.unknownKind })),
  cursor: z.optional(resourceCursorSchema),
  limit: pageLimitParam(STAFF_PAGE_SIZE, m),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

/** One recorded action. */
const auditEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(AUDIT_KINDS),
  /** The admin's email; null when made with the admin CLI. */
  actor: z.nullable(z.string()),
  /** The email of the person acted on (an allow-list entry, an account, the sender of a submission), if any. */
  subject: z.nullable(z.string()),
  /**
   * What else says what changed: e.g. `{ list }` for an allow-list, `{ moduleId, monthNumber, title }` for help
   * given to a learner, `{ itemKind, itemId, status | note }` for the inbox.
   */
  details: z.record(z.string(), z.unknown()),
  /** ISO date-time. */
  createdAt: z.string(),
});
export type AuditEntry = z.output<typeof auditEntrySchema>;

/** `GET /api/admin/audit`: one page, newest first. */
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.nullable(z.string()),
});
export type AuditPage = z.output<typeof auditPageSchema>;
