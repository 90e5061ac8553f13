/**
 * The staff's Emails view (issue "Staff operations" item 6): every email of the queue (mail/email-queue.ts) —
 * queued, sent, or failed after `MAX_ATTEMPTS` — newest first in keyset pages (docs/decisions/0006), filtered by
 * status and kind, never with its text (account emails carry sign-in and reset tokens); the count of failed ones;
 * and Retry, which queues a failed email again, recorded in the audit table in the same transaction.
 *
 * Throws `AppError` `email_not_found` (404), `email_not_failed` (409).
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { emailRequestMessages as m } from '@shared/messages/emails';
import { encodeResourceCursor } from '@shared/schemas/departments';
import {
  type EmailCounts,
  type EmailListItem,
  type EmailListQuery,
  type EmailPage,
} from '@shared/schemas/emails';
import { EMAIL_STATUSES, type EmailKind, type EmailStatus } from '@shared/limits/emails';
import type { Db, Tx } from '../../db/client';
import { emailJobs } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordStaffAction, type StaffActor } from '../audit/record';

/** The columns a list row is made of: never the text, the reply-to or the headers. */
const itemColumns = {
  id: emailJobs.id,
  to: emailJobs.toAddress,
  subject: emailJobs.subject,
  kind: emailJobs.kind,
  status: emailJobs.status,
  attempts: emailJobs.attempts,
  lastError: emailJobs.lastError,
  createdAt: emailJobs.createdAt,
  sentAt: emailJobs.sentAt,
  runAfter: emailJobs.runAfter,
  // The exact time (microseconds; a JavaScript Date keeps only milliseconds) in UTC and fixed width, so the text
  // sorts as the time does: the merge's order and the cursor.
  cursorTime: sql<string>`to_char(${emailJobs.createdAt} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') || '+00'`,
};

/** A row of {@link itemColumns}. */
interface ItemRow {
  id: string;
  to: string;
  subject: string;
  kind: EmailKind;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  runAfter: Date;
  cursorTime: string;
}

function itemOf(row: ItemRow): EmailListItem {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.status === 'pending' ? row.runAfter.toISOString() : null,
  };
}

/**
 * One page of the queue, newest first. Each status is read on its own along the index `(status, created_at, id)`
 * and the pages merged, so a page costs the same however many emails there are. A `kind` filter is checked on the
 * rows read along that index: a rare kind reads further (there is no index by kind).
 *
 * @returns the emails and the cursor of the next page (null on the last).
 */
export async function listEmails(db: Db, query: EmailListQuery): Promise<EmailPage> {
  const statuses = query.status ? [query.status] : EMAIL_STATUSES;
  const perStatus = await Promise.all(
    statuses.map((status) => {
      const filters: SQL[] = [eq(emailJobs.status, status)];
      if (query.kind) filters.push(eq(emailJobs.kind, query.kind));
      if (query.cursor)
        filters.push(
          sql`(${emailJobs.createdAt}, ${emailJobs.id}) < (${query.cursor.createdAt}::timestamptz, ${query.cursor.id}::uuid)`,
        );
      return db
        .select(itemColumns)
        .from(emailJobs)
        .where(and(...filters))
        .orderBy(desc(emailJobs.createdAt), desc(emailJobs.id))
        .limit(query.limit + 1);
    }),
  );
  // Newest first across the statuses: the exact time, then the id, as the index orders them.
  const rows: ItemRow[] = perStatus
    .flat()
    .sort((a, b) => descending(a.cursorTime, b.cursorTime) || descending(a.id, b.id));
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(itemOf),
    nextCursor:
      rows.length > query.limit && last
        ? encodeResourceCursor({ createdAt: last.cursorTime, id: last.id })
        : null,
  };
}

/** Newest first: negative when `a` sorts after `b` (text of the same fixed width: times, UUIDs). */
function descending(a: string, b: string): number {
  return a > b ? -1 : a < b ? 1 : 0;
}

/** The failed emails (the Emails tab's badge). */
export async function countEmails(db: Db): Promise<EmailCounts> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(emailJobs)
    .where(eq(emailJobs.status, 'failed'));
  return { failed: row?.n ?? 0 };
}

/**
 * One email of the queue, as the list shows it.
 *
 * @throws {AppError} `email_not_found`.
 */
async function getEmail(db: Tx, id: string): Promise<EmailListItem> {
  const [row] = await db.select(itemColumns).from(emailJobs).where(eq(emailJobs.id, id));
  if (!row) throw new AppError(API_ERROR_CODES.emailNotFound, m.notFound);
  return itemOf(row);
}

/**
 * Retry: a failed email is queued again — `pending`, its attempts counted from 0, due now — and the retry recorded
 * (`email.retried`, with who and when) in the same transaction. Its last error stays until it is sent. The caller
 * asks the worker for a delivery round afterwards.
 *
 * @returns the email, queued again.
 * @throws {AppError} `email_not_found`; `email_not_failed` (409) for an email that is queued or sent (a second
 *   Retry of the same email included: it changes nothing).
 */
export async function retryEmail(db: Db, id: string, actor: StaffActor): Promise<EmailListItem> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: emailJobs.status, to: emailJobs.toAddress, kind: emailJobs.kind })
      .from(emailJobs)
      .where(eq(emailJobs.id, id))
      .for('update');
    if (!row) throw new AppError(API_ERROR_CODES.emailNotFound, m.notFound);
    if (row.status !== 'failed') throw new AppError(API_ERROR_CODES.emailNotFailed, m.notFailed(row.status));
    await tx
      .update(emailJobs)
      .set({ status: 'pending', attempts: 0, runAfter: sql`now()` })
      .where(eq(emailJobs.id, id));
    await recordStaffAction(tx, actor, {
      kind: 'email.retried',
      subjectEmail: row.to,
      details: { emailId: id, emailKind: row.kind },
    });
    return getEmail(tx, id);
  });
}
