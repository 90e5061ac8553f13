/**
 * The allow-lists, as staff and the admin CLI change them (issue "Staff operations" item 3; site-and-portals.md §3
 * approved_artists and approved_agents, §7 "insert approved_artists"): list, search, add, enable and disable, each
 * change recorded in `staff_actions` in its own transaction. Disabling an entry ends every session of the account
 * with that email at once. Who may sign in is read in src/server/auth/access.ts.
 *
 * Throws `AppError` with code `allow_list_entry_not_found`.
 */
import { and, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import { API_ERROR_CODES } from '@shared/api-error';
import { staffRequestMessages as m } from '@shared/messages/staff';
import type {
  AllowListChange,
  AllowListEntry,
  AllowListEntryDetail,
  AllowListName,
  AllowListPage,
  AllowListQuery,
} from '@shared/schemas/allow-lists';
import { encodeResourceCursor } from '@shared/schemas/departments';
import type { Db, Tx } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { approvedAgents, approvedArtists, sessions, staffActions, users } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordStaffAction, type ActedBy } from '../audit/record';

const tables = { artist: approvedArtists, agent: approvedAgents } as const;

/** Most changes an entry's detail shows (newest first). */
const HISTORY_MAX = 50;

/** What a write did: `added` a new entry, `enabled` or `disabled` one, or nothing (`unchanged`). */
export type AllowListOutcome = 'added' | 'enabled' | 'disabled' | 'unchanged';

function entryColumns(list: AllowListName) {
  const table = tables[list];
  return {
    id: table.id,
    email: table.email,
    isEnabled: table.isEnabled,
    // From the left join of {@link withAccount}: one account at most per email.
    hasAccount: sql<boolean>`${users.id} is not null`,
    createdAt: table.createdAt,
    updatedAt: table.updatedAt,
  };
}

/** Selects `columns` from the list, joined to the account with the entry's email (if any). */
function withAccount<T extends ReturnType<typeof entryColumns>>(db: Tx, list: AllowListName, columns: T) {
  const table = tables[list];
  return db.select(columns).from(table).leftJoin(users, eq(users.email, table.email));
}

function toEntry(row: {
  id: string;
  email: string;
  isEnabled: boolean;
  hasAccount: boolean;
  createdAt: Date;
  updatedAt: Date;
}): AllowListEntry {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/**
 * Puts `email` on `list`, enabled, and records it by `by` (§7 "insert approved_artists"); an entry that was
 * disabled is enabled again. The admin CLI's `allow`, staff in /admin and an approved application all use it.
 *
 * @param email - lower-cased.
 * @returns what changed; `unchanged` (nothing recorded) when the email was already on the list and enabled.
 */
export async function allowEmail(
  tx: Tx,
  list: AllowListName,
  email: string,
  by: ActedBy,
): Promise<AllowListOutcome> {
  const table = tables[list];
  const [before] = await tx
    .select({ isEnabled: table.isEnabled })
    .from(table)
    .where(eq(table.email, email))
    .for('update');
  if (before?.isEnabled) return 'unchanged';
  await tx
    .insert(table)
    .values({ email, isEnabled: true })
    .onConflictDoUpdate({ target: table.email, set: { isEnabled: true, updatedAt: new Date() } });
  const outcome = before ? 'enabled' : 'added';
  await recordStaffAction(tx, by, { kind: `allow_list.${outcome}`, subjectEmail: email, details: { list } });
  return outcome;
}

/**
 * Enables or disables the entry for `email` on `list` and records it; disabling ends every session of the account
 * with that email in the same transaction.
 *
 * @param email - lower-cased.
 * @returns what changed, or null when the email is not on the list.
 */
export async function setEmailEnabled(
  tx: Tx,
  list: AllowListName,
  email: string,
  isEnabled: boolean,
  by: ActedBy,
): Promise<AllowListOutcome | null> {
  const table = tables[list];
  const [before] = await tx
    .select({ isEnabled: table.isEnabled })
    .from(table)
    .where(eq(table.email, email))
    .for('update');
  if (!before) return null;
  if (before.isEnabled === isEnabled) return 'unchanged';
  await tx.update(table).set({ isEnabled, updatedAt: new Date() }).where(eq(table.email, email));
  if (!isEnabled)
    await tx
      .delete(sessions)
      .where(inArray(sessions.userId, tx.select({ id: users.id }).from(users).where(eq(users.email, email))));
  const outcome = isEnabled ? 'enabled' : 'disabled';
  await recordStaffAction(tx, by, { kind: `allow_list.${outcome}`, subjectEmail: email, details: { list } });
  return outcome;
}

/** `GET /admin/allow-lists/:list`: one page of entries, newest first, filtered by state and email. */
export async function listAllowList(
  db: Db,
  list: AllowListName,
  query: AllowListQuery,
): Promise<AllowListPage> {
  const table = tables[list];
  const filters: SQL[] = [];
  if (query.q) filters.push(ilike(table.email, containsPattern(query.q)));
  if (query.state !== 'all') filters.push(eq(table.isEnabled, query.state === 'enabled'));
  if (query.cursor)
    filters.push(
      sql`(${table.createdAt}, ${table.id}) < (${query.cursor.createdAt}::timestamptz, ${query.cursor.id}::uuid)`,
    );
  const rows = await withAccount(db, list, {
    ...entryColumns(list),
    cursorTime: sql<string>`${table.createdAt}::text`,
  })
    .where(and(...filters))
    .orderBy(desc(table.createdAt), desc(table.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    entries: page.map(({ cursorTime: _, ...row }) => toEntry(row)),
    nextCursor:
      rows.length > query.limit && last
        ? encodeResourceCursor({ createdAt: last.cursorTime, id: last.id })
        : null,
  };
}

/** The recorded changes of `email` on `list`, newest first. */
async function historyOf(db: Tx, list: AllowListName, email: string): Promise<AllowListChange[]> {
  const rows = await db
    .select({
      id: staffActions.id,
      kind: staffActions.kind,
      actor: staffActions.actorEmail,
      createdAt: staffActions.createdAt,
    })
    .from(staffActions)
    .where(
      and(
        eq(staffActions.subjectEmail, email),
        inArray(staffActions.kind, ['allow_list.added', 'allow_list.enabled', 'allow_list.disabled']),
        sql`${staffActions.details} ->> 'list' = ${list}`,
      ),
    )
    .orderBy(desc(staffActions.createdAt), desc(staffActions.seq))
    .limit(HISTORY_MAX);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as AllowListChange['kind'],
    actor: row.actor,
    createdAt: row.createdAt.toISOString(),
  }));
}

async function detailBy(db: Tx, list: AllowListName, where: SQL): Promise<AllowListEntryDetail> {
  const [row] = await withAccount(db, list, entryColumns(list)).where(where).limit(1);
  if (!row) throw new AppError(API_ERROR_CODES.allowListEntryNotFound, m.entryNotFound);
  return { entry: toEntry(row), history: await historyOf(db, list, row.email) };
}

/**
 * `GET /admin/allow-lists/:list/:id`: the entry and its changes, newest first.
 *
 * @throws {AppError} 404 `allow_list_entry_not_found`.
 */
export async function getAllowListEntry(
  db: Db,
  list: AllowListName,
  id: string,
): Promise<AllowListEntryDetail> {
  return detailBy(db, list, eq(tables[list].id, id));
}

/**
 * `POST /admin/allow-lists/:list`: puts `email` on the list, enabled, by `by`.
 *
 * @returns the entry, its history, and whether anything changed (`outcome`).
 */
export async function addToAllowList(
  db: Db,
  list: AllowListName,
  email: string,
  by: ActedBy,
): Promise<AllowListEntryDetail & { outcome: AllowListOutcome }> {
  return db.transaction(async (tx) => {
    const outcome = await allowEmail(tx, list, email, by);
    const detail = await detailBy(tx, list, eq(tables[list].email, email));
    return { ...detail, changed: outcome !== 'unchanged', outcome };
  });
}

/**
 * `PATCH /admin/allow-lists/:list/:id`: enables or disables the entry by `by`; disabling signs the person out of
 * every session at once. An admin cannot disable the entry of their own email (it would sign them out, and could
 * lock the program out of its last admin).
 *
 * @throws {AppError} 404 `allow_list_entry_not_found`; 409 `cannot_disable_self`.
 */
export async function updateAllowListEntry(
  db: Db,
  list: AllowListName,
  id: string,
  isEnabled: boolean,
  by: ActedBy,
): Promise<AllowListEntryDetail> {
  return db.transaction(async (tx) => {
    const table = tables[list];
    const [row] = await tx.select({ email: table.email }).from(table).where(eq(table.id, id)).limit(1);
    if (!row) throw new AppError(API_ERROR_CODES.allowListEntryNotFound, m.entryNotFound);
    if (!isEnabled && by !== 'command-line' && by.email === row.email)
      throw new AppError(API_ERROR_CODES.cannotDisableSelf, m.notYourOwnEntry);
    const outcome = await setEmailEnabled(tx, list, row.email, isEnabled, by);
    const detail = await detailBy(tx, list, eq(table.id, id));
    return { ...detail, changed: outcome !== 'unchanged' };
  });
}
