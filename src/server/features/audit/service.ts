/**
 * The audit log (issue "Staff operations" item 7): the staff actions of `staff_actions` (record.ts) and the inbox's
 * events of `inbox_events`, read as one list, newest first, in keyset pages (docs/decisions/0006), filterable by
 * person (the acting admin's email or the email acted on, matched literally) and by kind. Each source is filtered
 * on its own indexes before the two are merged.
 */
import { and, desc, eq, ilike, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  INBOX_EVENT_KINDS,
  type AuditEntry,
  type AuditKind,
  type AuditPage,
  type AuditQuery,
} from '@shared/schemas/audit';
import { encodeResourceCursor } from '@shared/schemas/departments';
import type { StaffActionKind } from '@shared/schemas/staff-actions';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import {
  contactMessages,
  enrollmentApplications,
  inboxEvents,
  staffActions,
  touringInquiries,
} from '../../db/schema/index';

const isInboxKind = (kind: AuditKind): kind is (typeof INBOX_EVENT_KINDS)[number] =>
  (INBOX_EVENT_KINDS as readonly string[]).includes(kind);

/** The email of the person who sent the submission an inbox event is about. */
const inboxSubject = sql<string | null>`coalesce(
  (select ${contactMessages.email} from ${contactMessages} where ${contactMessages.id} = ${inboxEvents.itemId}),
  (select ${enrollmentApplications.email} from ${enrollmentApplications} where ${enrollmentApplications.id} = ${inboxEvents.itemId}),
  (select ${touringInquiries.email} from ${touringInquiries} where ${touringInquiries.id} = ${inboxEvents.itemId}))`;

/** An inbox event's kind in the audit log. */
const inboxKind = sql<string>`case when ${inboxEvents.status} is not null then 'inbox.status' when ${inboxEvents.note} is not null then 'inbox.note' else 'inbox.' || ${inboxEvents.decision} end`;

/**
 * A time as fixed-width UTC text to the microsecond (`2026-11-26T15:30:00.123456Z`): sorts as the time does, and
 * reads back as the same `timestamptz` in a cursor (a JavaScript Date keeps only milliseconds).
 */
const utcKey = (column: SQLWrapper) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** `(created_at, id)` before the cursor's. */
function before(createdAt: SQLWrapper, id: SQLWrapper, cursor: AuditQuery['cursor']): SQL[] {
  return cursor ? [sql`(${createdAt}, ${id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`] : [];
}

function staffBranch(db: Db, query: AuditQuery) {
  const filters: SQL[] = [...before(staffActions.createdAt, staffActions.id, query.cursor)];
  if (query.kind) filters.push(eq(staffActions.kind, query.kind as StaffActionKind));
  if (query.person) {
    const pattern = containsPattern(query.person);
    filters.push(or(ilike(staffActions.actorEmail, pattern), ilike(staffActions.subjectEmail, pattern))!);
  }
  return db
    .select({
      id: staffActions.id,
      kind: sql<string>`${staffActions.kind}`.as('kind'),
      actor: sql<string | null>`${staffActions.actorEmail}`.as('actor'),
      subject: sql<string | null>`${staffActions.subjectEmail}`.as('subject'),
      details: sql<Record<string, unknown>>`${staffActions.details}`.as('details'),
      createdAt: staffActions.createdAt,
      at: utcKey(staffActions.createdAt),
    })
    .from(staffActions)
    .where(and(...filters))
    .orderBy(desc(staffActions.createdAt), desc(staffActions.id))
    .limit(query.limit + 1);
}

function inboxBranch(db: Db, query: AuditQuery) {
  const filters: SQL[] = [...before(inboxEvents.createdAt, inboxEvents.id, query.cursor)];
  if (query.kind) filters.push(sql`${inboxKind} = ${query.kind}`);
  if (query.person) {
    const pattern = containsPattern(query.person);
    filters.push(or(ilike(inboxEvents.actorEmail, pattern), sql`${inboxSubject} ilike ${pattern}`)!);
  }
  return db
    .select({
      id: inboxEvents.id,
      kind: sql<string>`${inboxKind}`.as('kind'),
      actor: sql<string | null>`${inboxEvents.actorEmail}`.as('actor'),
      subject: sql<string | null>`${inboxSubject}`.as('subject'),
      details: sql<
        Record<string, unknown>
      >`jsonb_strip_nulls(jsonb_build_object('itemKind', ${inboxEvents.kind}, 'itemId', ${inboxEvents.itemId}, 'status', ${inboxEvents.status}, 'note', ${inboxEvents.note}))`.as(
        'details',
      ),
      createdAt: inboxEvents.createdAt,
      at: utcKey(inboxEvents.createdAt),
    })
    .from(inboxEvents)
    .where(and(...filters))
    .orderBy(desc(inboxEvents.createdAt), desc(inboxEvents.id))
    .limit(query.limit + 1);
}

/** `GET /admin/audit`: one page of recorded actions, newest first. */
export async function listAudit(db: Db, query: AuditQuery): Promise<AuditPage> {
  const kind = query.kind;
  const branches = [
    ...(kind === undefined || !isInboxKind(kind) ? [staffBranch(db, query)] : []),
    ...(kind === undefined || isInboxKind(kind) ? [inboxBranch(db, query)] : []),
  ];
  // Each branch brings its own newest `limit + 1`; the merged page is the newest of those.
  const rows = (await Promise.all(branches)).flat();
  rows.sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1));
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map((row): AuditEntry => ({
      id: row.id,
      kind: row.kind as AuditKind,
      actor: row.actor,
      subject: row.subject,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
    })),
    nextCursor:
      rows.length > query.limit && last ? encodeResourceCursor({ createdAt: last.at, id: last.id }) : null,
  };
}
