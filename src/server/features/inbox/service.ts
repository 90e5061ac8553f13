/**
 * The staff inbox (issue "Staff operations" item 1): the submissions of the public forms per kind (sources.ts) —
 * newest first in keyset pages (docs/decisions/0006), filtered by status and searched by name or email (literally:
 * `%`, `_` and `\` match themselves); a submission's every field; status changes and staff notes recorded with who
 * and when. Staff's decisions on applications are in decisions.ts, the CSV of a filtered list in export-csv.ts.
 *
 * Throws `AppError` `submission_not_found` (404) for an id the kind does not have.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { inboxRequestMessages as m } from '@shared/messages/inbox';
import { encodeResourceCursor } from '@shared/schemas/departments';
import type {
  ApplicationDecision,
  InboxCounts,
  InboxEvent,
  InboxItem,
  InboxListQuery,
  InboxPage,
} from '@shared/schemas/inbox';
import { INBOX_KINDS, type InboxKind, type InboxStatus } from '@shared/limits/inbox';
import type { Db, Tx } from '../../db/client';
import { inboxEvents } from '../../db/schema/index';
import { AppError } from '../../errors';
import type { StaffActor } from '../audit/record';
import { filtersOf, inKind, shownFields, SOURCES, type KindSource } from './sources';

/**
 * The status of submission `id` of `source`, its row locked until the transaction ends.
 *
 * @throws {AppError} `submission_not_found`.
 */
async function lockSubmission(tx: Tx, source: KindSource, id: string): Promise<InboxStatus> {
  const [row] = await tx
    .select({ status: sql<InboxStatus>`${source.status}` })
    .from(source.table)
    .where(inKind(source, eq(source.id, id)))
    .for('update');
  if (!row) throw new AppError(API_ERROR_CODES.submissionNotFound, m.notFound);
  return row.status;
}

/**
 * One page of a kind's submissions, newest first.
 *
 * @returns the items and the cursor of the next page (null on the last).
 */
export async function listInbox(db: Db, kind: InboxKind, query: InboxListQuery): Promise<InboxPage> {
  const source = SOURCES[kind];
  const filters = filtersOf(source, query);
  if (query.cursor)
    filters.push(
      sql`(${source.createdAt}, ${source.id}) < (${query.cursor.createdAt}::timestamptz, ${query.cursor.id}::uuid)`,
    );
  const rows = await db
    .select({
      id: sql<string>`${source.id}`,
      name: source.name,
      email: sql<string>`${source.email}`,
      summary: source.summary,
      status: sql<InboxStatus>`${source.status}`,
      createdAt: sql<Date>`${source.createdAt}`.mapWith(source.createdAt),
      // The exact timestamp (microseconds) for the cursor; a JavaScript Date keeps only milliseconds.
      cursorTime: sql<string>`${source.createdAt}::text`,
    })
    .from(source.table)
    .where(and(...filters))
    .orderBy(desc(source.createdAt), desc(source.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      summary: row.summary,
      status: row.status,
      createdAt: (row.createdAt as Date).toISOString(),
    })),
    nextCursor:
      rows.length > query.limit && last
        ? encodeResourceCursor({ createdAt: last.cursorTime, id: last.id })
        : null,
  };
}

/** The new submissions of each kind, and in all (the Inbox tab's badge). */
export async function countNewInbox(db: Db): Promise<InboxCounts> {
  const counted = await Promise.all(
    INBOX_KINDS.map(async (kind) => {
      const source = SOURCES[kind];
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(source.table)
        .where(inKind(source, eq(source.status, 'new')));
      return [kind, row?.n ?? 0] as const;
    }),
  );
  const counts = Object.fromEntries(counted) as Record<InboxKind, number>;
  return { counts, total: counted.reduce((sum, [, n]) => sum + n, 0) };
}

async function historyOf(db: Db, kind: InboxKind, id: string): Promise<InboxEvent[]> {
  const rows = await db
    .select({
      id: inboxEvents.id,
      actor: inboxEvents.actorEmail,
      status: inboxEvents.status,
      note: inboxEvents.note,
      decision: inboxEvents.decision,
      createdAt: inboxEvents.createdAt,
    })
    .from(inboxEvents)
    .where(and(eq(inboxEvents.kind, kind), eq(inboxEvents.itemId, id)))
    .orderBy(asc(inboxEvents.seq));
  return rows.map((row) => ({
    ...row,
    status: row.status as InboxStatus | null,
    decision: row.decision as ApplicationDecision | null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * One submission with every field and its history.
 *
 * @throws {AppError} `submission_not_found` when the kind has no submission `id`.
 */
export async function getInboxItem(db: Db, kind: InboxKind, id: string): Promise<InboxItem> {
  const source = SOURCES[kind];
  const [row] = await db
    .select({
      ...source.columns,
      inboxName: source.name,
      inboxEmail: sql<string>`${source.email}`,
      inboxStatus: sql<InboxStatus>`${source.status}`,
      inboxCreatedAt: sql<Date>`${source.createdAt}`.mapWith(source.createdAt),
      ...(source.decision
        ? {
            inboxDecision: sql<ApplicationDecision | null>`${source.decision.decision}`,
            inboxDecidedAt: sql<Date | null>`${source.decision.decidedAt}`.mapWith(source.decision.decidedAt),
            inboxDecidedBy: sql<string | null>`${source.decision.decidedBy}`,
          }
        : {}),
    })
    .from(source.table)
    .where(inKind(source, eq(source.id, id)));
  if (!row) throw new AppError(API_ERROR_CODES.submissionNotFound, m.notFound);
  const {
    inboxName,
    inboxEmail,
    inboxStatus,
    inboxCreatedAt,
    inboxDecision,
    inboxDecidedAt,
    inboxDecidedBy,
    ...submitted
  } = row as typeof row & Record<string, unknown>;
  return {
    item: {
      id,
      kind,
      name: inboxName as string,
      email: inboxEmail as string,
      status: inboxStatus as InboxStatus,
      createdAt: (inboxCreatedAt as Date).toISOString(),
      fields: shownFields(source.fields(submitted)),
      application: source.decision
        ? {
            decision: (inboxDecision as ApplicationDecision | null) ?? null,
            decidedAt: (inboxDecidedAt as Date | null)?.toISOString() ?? null,
            decidedBy: (inboxDecidedBy as string | null) ?? null,
          }
        : null,
    },
    history: await historyOf(db, kind, id),
  };
}

/**
 * Sets a submission's status and records the change with who and when; setting the status it already has records
 * nothing.
 *
 * @throws {AppError} `submission_not_found`.
 */
export async function setInboxStatus(
  db: Db,
  kind: InboxKind,
  id: string,
  status: InboxStatus,
  actor: StaffActor,
): Promise<InboxItem> {
  const source = SOURCES[kind];
  await db.transaction(async (tx) => {
    if ((await lockSubmission(tx, source, id)) === status) return;
    await tx
      .update(source.table)
      .set({ status } as never)
      .where(eq(source.id, id));
    await tx
      .insert(inboxEvents)
      .values({ kind, itemId: id, actorId: actor.id, actorEmail: actor.email, status });
  });
  return getInboxItem(db, kind, id);
}

/**
 * Records a staff note on a submission, with who and when.
 *
 * @param note - the note, trimmed and non-empty (the body schema's).
 * @throws {AppError} `submission_not_found`.
 */
export async function addInboxNote(
  db: Db,
  kind: InboxKind,
  id: string,
  note: string,
  actor: StaffActor,
): Promise<InboxItem> {
  const source = SOURCES[kind];
  await db.transaction(async (tx) => {
    await lockSubmission(tx, source, id);
    await tx
      .insert(inboxEvents)
      .values({ kind, itemId: id, actorId: actor.id, actorEmail: actor.email, note });
  });
  return getInboxItem(db, kind, id);
}
