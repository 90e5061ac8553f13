/**
 * The staff inbox (issue "Staff operations" item 1): the submissions of the public forms per kind — program
 * applications (training-program.md §3), artist-intake applications (site-and-portals.md §2.10), contact messages
 * (§2.9), touring inquiries (§2.11) — newest first in keyset pages (docs/decisions/0006), filtered by status and
 * searched by name or email (literally: `%`, `_` and `\` match themselves); a submission's every field; status
 * changes and staff notes recorded with who and when; the CSV of a filtered list.
 *
 * Throws `AppError` `submission_not_found` (404) for an id the kind does not have.
 */
import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { API_ERROR_CODES } from '@shared/api-error';
import { inboxRequestMessages as m } from '@shared/messages/inbox';
import { encodeResourceCursor } from '@shared/schemas/departments';
import type {
  ApplicationDecision,
  InboxApplicationKind,
  InboxCounts,
  InboxEvent,
  InboxField,
  InboxFilterQuery,
  InboxItem,
  InboxListQuery,
  InboxPage,
} from '@shared/schemas/inbox';
import { INBOX_KINDS, type InboxKind, type InboxStatus } from '@shared/limits/inbox';
import type { Db, Tx } from '../../db/client';
import {
  contactMessages,
  enrollmentApplications,
  inboxEvents,
  touringInquiries,
  users,
} from '../../db/schema/index';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors';
import { SUBMISSION_FIELDS, type FieldSource } from '../../mail/submission-fields';
import { enqueueEmail } from '../../mail/email-queue';
import {
  applicationApprovedEmail,
  applicationDeclinedEmail,
} from '../../mail/templates/application-decision';
import { containsPattern } from '../../db/like-pattern';
import type { StaffActor } from '../audit/record';
import { allowEmail } from '../allow-lists/service';

/** How one kind of submission is read: its table, the rows it holds, and what the inbox shows of a row. */
interface KindSource {
  table: PgTable;
  id: AnyPgColumn;
  createdAt: AnyPgColumn;
  status: AnyPgColumn;
  email: AnyPgColumn;
  /** Rows of the table that are this kind (two kinds share the applications table). */
  scope: SQL | undefined;
  /** The columns read for the detail and the CSV; named, never `*`. */
  columns: Record<string, AnyPgColumn>;
  /** The name shown for a row, as SQL (for the list and the search). */
  name: SQL<string>;
  /** The one line shown under the name, as SQL. */
  summary: SQL<string>;
  /** Every field the person submitted, in the form's order. */
  fields(row: object): FieldSource[];
  /** Applications only: staff's decision and when and by whom it was made. */
  decision?: { decision: AnyPgColumn; decidedAt: AnyPgColumn; decidedBy: AnyPgColumn };
}

const a = enrollmentApplications;
const applicationColumns = {
  firstName: a.firstName,
  lastName: a.lastName,
  stageName: a.stageName,
  email: a.email,
  phone: a.phone,
  musicGenres: a.musicGenres,
  location: a.location,
  experienceLevel: a.experienceLevel,
  goals: a.goals,
  whyProgram: a.whyProgram,
  socialMediaLinks: a.socialMediaLinks,
};
const applicantName = sql<string>`trim(${a.firstName} || ' ' || ${a.lastName})`;

const c = contactMessages;
const contactColumns = { name: c.name, email: c.email, subject: c.subject, message: c.message };

const t = touringInquiries;
const touringColumns = {
  stageName: t.stageName,
  contactNameRole: t.contactNameRole,
  email: t.email,
  phone: t.phone,
  genres: t.genres,
  links: t.links,
  regions: t.regions,
  startDate: t.startDate,
  budget: t.budget,
  services: t.services,
  notes: t.notes,
};

const SOURCES: { [K in InboxKind]: KindSource } = {
  'program-applications': {
    table: a,
    id: a.id,
    createdAt: a.createdAt,
    status: a.status,
    email: a.email,
    scope: eq(a.form, 'program'),
    decision: { decision: a.decision, decidedAt: a.decidedAt, decidedBy: a.decidedBy },
    columns: applicationColumns,
    name: applicantName,
    summary: sql<string>`coalesce(${a.stageName}, '')`,
    fields: SUBMISSION_FIELDS['program-applications'],
  },
  'artist-intake': {
    table: a,
    id: a.id,
    createdAt: a.createdAt,
    status: a.status,
    email: a.email,
    scope: eq(a.form, 'artist-intake'),
    decision: { decision: a.decision, decidedAt: a.decidedAt, decidedBy: a.decidedBy },
    columns: applicationColumns,
    name: sql<string>`coalesce(${a.stageName}, ${applicantName})`,
    summary: applicantName,
    fields: SUBMISSION_FIELDS['artist-intake'],
  },
  'contact-messages': {
    table: c,
    id: c.id,
    createdAt: c.createdAt,
    status: c.status,
    email: c.email,
    scope: undefined,
    columns: contactColumns,
    name: sql<string>`${c.name}`,
    summary: sql<string>`${c.subject}`,
    fields: SUBMISSION_FIELDS['contact-messages'],
  },
  'touring-inquiries': {
    table: t,
    id: t.id,
    createdAt: t.createdAt,
    status: t.status,
    email: t.email,
    scope: undefined,
    columns: touringColumns,
    name: sql<string>`${t.stageName}`,
    summary: sql<string>`${t.regions}`,
    fields: SUBMISSION_FIELDS['touring-inquiries'],
  },
};

/**
 * The address a field may link to, or null: `mailto:`/`tel:` built from the value, or the value itself when it is
 * one `http:` or `https:` address (a handle such as `@nova`, or a script address, links nowhere).
 */
export function safeHref(value: string, link: FieldSource[2]): string | null {
  const text = value.trim();
  if (!link || text === '') return null;
  if (link === 'mailto') return `mailto:${encodeURIComponent(text).replace('%40', '@')}`;
  if (link === 'tel') {
    const digits = text.replace(/[^\d+]/g, '');
    return digits.length > 0 ? `tel:${digits}` : null;
  }
  if (/\s/.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function shownFields(sources: FieldSource[]): InboxField[] {
  return sources.map(([label, value, link]) => {
    const text = value === null ? '' : typeof value === 'string' ? value : value.join(', ');
    return { label, value: text, href: safeHref(text, link) };
  });
}

/** `filter` within the rows of `source`'s kind. */
function inKind(source: KindSource, filter: SQL): SQL {
  return source.scope ? and(source.scope, filter)! : filter;
}

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

/** The filters of a list or an export: the kind, the status (all but archived by default), the search. */
function filtersOf(source: KindSource, query: InboxFilterQuery): SQL[] {
  const filters: SQL[] = [];
  if (source.scope) filters.push(source.scope);
  filters.push(query.status ? eq(source.status, query.status) : ne(source.status, 'archived'));
  if (query.q) {
    const pattern = containsPattern(query.q);
    filters.push(or(ilike(source.name, pattern), ilike(source.email, pattern))!);
  }
  return filters;
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

/** The form of each application kind (`enrollment_applications.form`). */
const FORM_OF: Record<InboxApplicationKind, string> = {
  'program-applications': 'program',
  'artist-intake': 'artist-intake',
};

/**
 * The address an approved applicant's email links to: /program-auth in sign-up mode with the email filled in, or
 * in sign-in mode (email filled in) when the email already has an account.
 */
export function programAuthLink(publicUrl: string, email: string, hasAccount: boolean): string {
  const url = new URL('/program-auth', publicUrl);
  if (!hasAccount) url.searchParams.set('mode', 'sign-up');
  url.searchParams.set('email', email);
  return url.href;
}

/**
 * Staff's decision on an application (issue "Staff operations" item 2), in one transaction: the decision, who and
 * when on the application, its status `done`, the history, and the email. Approving puts the email on the artist
 * allow-list (enabled, as `npm run cli -- allow artist` does) and invites the applicant: a sign-up link, or a sign-in
 * link when the email already has an account. Declining sends a courteous answer. The same decision again changes
 * nothing and sends nothing.
 *
 * @throws {AppError} `submission_not_found`; `application_decided` (409) when the other decision was made.
 */
export async function decideApplication(
  deps: Pick<AppDeps, 'database' | 'env'>,
  kind: InboxApplicationKind,
  id: string,
  decision: ApplicationDecision,
  actor: StaffActor,
): Promise<InboxItem> {
  const { db } = deps.database;
  const { env } = deps;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        email: a.email,
        firstName: a.firstName,
        stageName: a.stageName,
        status: a.status,
        decision: a.decision,
      })
      .from(a)
      .where(and(eq(a.form, FORM_OF[kind]), eq(a.id, id)))
      .for('update');
    if (!row) throw new AppError(API_ERROR_CODES.submissionNotFound, m.notFound);
    if (row.decision === decision) return;
    if (row.decision) throw new AppError(API_ERROR_CODES.applicationDecided, m.alreadyDecided(row.decision));
    const email = row.email.trim().toLowerCase();
    await tx
      .update(a)
      .set({ decision, decidedAt: new Date(), decidedBy: actor.email, status: 'done' })
      .where(eq(a.id, id));
    const by = { kind, itemId: id, actorId: actor.id, actorEmail: actor.email };
    await tx.insert(inboxEvents).values({ ...by, decision });
    if (row.status !== 'done') await tx.insert(inboxEvents).values({ ...by, status: 'done' });
    const input = {
      email,
      greetingName: row.firstName.trim() || row.stageName?.trim() || 'there',
      brandName: env.site.brandName,
      programAddress: env.site.addresses.program,
    };
    if (decision === 'declined') {
      await enqueueEmail(tx, applicationDeclinedEmail(input));
      return;
    }
    await allowEmail(tx, 'artist', email, actor);
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    const hasAccount = account !== undefined;
    await enqueueEmail(
      tx,
      applicationApprovedEmail({
        ...input,
        hasAccount,
        link: programAuthLink(env.PUBLIC_URL, email, hasAccount),
      }),
    );
  });
  return getInboxItem(db, kind, id);
}

/** Rows read per query while an export is written. */
const EXPORT_BATCH = 500;

/**
 * Every submission of a kind that matches the filter, newest first, as the rows of a CSV: the header (Received,
 * Status, then every field's label) and one row per submission.
 */
export async function* inboxCsvRows(
  db: Db,
  kind: InboxKind,
  query: InboxFilterQuery,
): AsyncGenerator<string[]> {
  const source = SOURCES[kind];
  let cursor: { createdAt: string; id: string } | null = null;
  let header = false;
  for (;;) {
    const filters = filtersOf(source, query);
    if (cursor)
      filters.push(
        sql`(${source.createdAt}, ${source.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`,
      );
    const rows = await db
      .select({
        ...source.columns,
        inboxId: sql<string>`${source.id}`,
        inboxStatus: sql<string>`${source.status}`,
        inboxCreatedAt: sql<Date>`${source.createdAt}`.mapWith(source.createdAt),
        cursorTime: sql<string>`${source.createdAt}::text`,
      })
      .from(source.table)
      .where(and(...filters))
      .orderBy(desc(source.createdAt), desc(source.id))
      .limit(EXPORT_BATCH);
    for (const row of rows) {
      const {
        inboxId: _id,
        inboxStatus,
        inboxCreatedAt,
        cursorTime: _time,
        ...submitted
      } = row as typeof row & Record<string, unknown>;
      const fields = shownFields(source.fields(submitted));
      if (!header) {
        header = true;
        yield ['Received', 'Status', ...fields.map((field) => field.label)];
      }
      yield [
        (inboxCreatedAt as Date).toISOString(),
        inboxStatus as string,
        ...fields.map((field) => field.value),
      ];
    }
    const last = rows.at(-1);
    if (rows.length < EXPORT_BATCH || !last) break;
    cursor = { createdAt: last.cursorTime as string, id: last.inboxId as string };
  }
  if (!header)
    yield ['Received', 'Status', ...shownFields(source.fields(emptyRow(source))).map((f) => f.label)];
}

/** A row of `source` with every column empty, for the header of an empty export. */
function emptyRow(source: KindSource): Record<string, unknown> {
  return Object.fromEntries(
    Object.keys(source.columns).map((key) => [key, key === 'socialMediaLinks' ? {} : null]),
  );
}
