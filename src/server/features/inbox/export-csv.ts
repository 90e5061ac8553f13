/**
 * The CSV of a filtered inbox list (issue "Staff operations" item 1): every matching submission of a kind, newest
 * first, read in batches, with a header even when nothing matches.
 */
import { and, desc, sql } from 'drizzle-orm';
import type { InboxKind } from '@shared/limits/inbox';
import type { InboxFilterQuery } from '@shared/schemas/inbox';
import type { Db } from '../../db/client';
import { filtersOf, shownFields, SOURCES, type KindSource } from './sources';

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
