/**
 * Rows of several tables in one query (docs/decisions/0014): a subquery turns a table's rows into a JSON array of
 * objects named like a Drizzle selection ({@link jsonRows}), and {@link fromJsonRow} turns one such object back into
 * the row that selection would have given (timestamps become `Date`s again). Used where one round-trip per page
 * matters more than one query per table: the embedded database pays a fixed cost per statement.
 */
import { sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/** A Drizzle selection: result names to columns of one table. */
export type Columns = Record<string, Column>;

/** The row a selection gives, as Drizzle would type it. */
export type RowOf<C extends Columns> = {
  [K in keyof C]: C[K]['_']['notNull'] extends true ? C[K]['_']['data'] : C[K]['_']['data'] | null;
};

/**
 * `(select json_agg(json_build_object(...)) ...)`: the rows of `table` that match `where`, each as an object with
 * the selection's names, in `orderBy` order; `[]` when none.
 */
export function jsonRows(table: PgTable, columns: Columns, where: SQL, orderBy?: SQL): SQL {
  const fields = sql.join(
    Object.entries(columns).map(([name, column]) => sql`${sql.raw(`'${name}'`)}, ${column}`),
    sql`, `,
  );
  const order = orderBy ? sql` order by ${orderBy}` : sql``;
  return sql`(select coalesce(json_agg(json_build_object(${fields})${order}), '[]'::json) from ${table} where ${where})`;
}

/**
 * One object of a {@link jsonRows} array as the row the selection gives: timestamps (JSON strings) become `Date`s,
 * everything else is as JSON has it (numbers, strings, booleans, null, and `json`/`jsonb` values).
 */
export function fromJsonRow<C extends Columns>(columns: C, value: Record<string, unknown>): RowOf<C> {
  const row: Record<string, unknown> = {};
  for (const [name, column] of Object.entries(columns)) {
    const field = value[name] ?? null;
    row[name] = column.columnType === 'PgTimestamp' && typeof field === 'string' ? new Date(field) : field;
  }
  return row as RowOf<C>;
}
