/**
 * The tables of an export as text (export-format.ts): each table's shape as the database has it, its rows read in
 * PostgreSQL's own text form ordered by primary key, its sequences, its row count, and the checksums two
 * installations are compared by.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { TABLES_IN_DEPENDENCY_ORDER } from '../db/table-order';
import { ExportError, type ExportColumn, type ExportSequence } from './export-format';

/** Rows fetched from a cursor at a time. */
const FETCH_ROWS = 1000;

/** The rows of a raw query, on either driver. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A table as the database has it: columns (generated ones left out), primary key, identity/serial sequences. */
export interface TableShape {
  columns: (ExportColumn & { collatable: boolean; sequence: string | null })[];
  primaryKey: string[];
}

/** The shape of the table `name` in the `public` schema; null when there is none. */
export async function tableShape(tx: Tx, name: string): Promise<TableShape | null> {
  const columns = rowsOf<{ name: string; type: string; collatable: boolean; sequence: string | null }>(
    await tx.execute(sql`
      select a.attname as name, format_type(a.atttypid, a.atttypmod) as type, a.attcollation <> 0 as collatable,
        pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname) as sequence
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = ${name} and c.relkind = 'r'
        and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attnum`),
  );
  if (columns.length === 0) return null;
  const primaryKey = rowsOf<{ name: string }>(
    await tx.execute(sql`
      select a.attname as name
      from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where n.nspname = 'public' and c.relname = ${name} and i.indisprimary
      order by array_position(i.indkey::int2[], a.attnum)`),
  ).map((row) => row.name);
  return { columns, primaryKey };
}

/** The base tables of the `public` schema. */
async function databaseTables(tx: Tx): Promise<string[]> {
  return rowsOf<{ name: string }>(
    await tx.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by 1`),
  ).map((row) => row.name);
}

/**
 * Sets the output of values as text to one form on every server (applies to the current transaction).
 * `DateStyle` ISO with `TimeZone` UTC writes timestamps as `2026-11-27 04:12:34.123456+00`.
 */
export async function setTextForms(tx: Tx): Promise<void> {
  for (const setting of [
    `datestyle = 'ISO, YMD'`,
    `timezone = 'UTC'`,
    `intervalstyle = 'postgres'`,
    `bytea_output = 'hex'`,
    `extra_float_digits = 1`,
  ]) {
    await tx.execute(sql.raw(`set local ${setting}`));
  }
}

/**
 * Reads every row of `name` as text, ordered by primary key (text columns in the `C` collation, so the order is
 * the same on every server), handing each row's JSON line (with its newline) to `onLine`.
 *
 * @returns how many rows there were.
 */
export async function readTable(
  tx: Tx,
  name: string,
  shape: TableShape,
  onLine: (line: string) => Promise<void> | void,
): Promise<number> {
  const order = (shape.primaryKey.length > 0 ? shape.primaryKey : shape.columns.map((c) => c.name)).map(
    (column) => {
      const collatable = shape.columns.find((c) => c.name === column)?.collatable;
      return collatable ? sql`${sql.identifier(column)} collate "C"` : sql`${sql.identifier(column)}`;
    },
  );
  const select = sql.join(
    shape.columns.map(
      (column) => sql`${sql.identifier(column.name)}::text as ${sql.identifier(column.name)}`,
    ),
    sql`, `,
  );
  await tx.execute(
    sql`declare gbf_export no scroll cursor for select ${select} from ${sql.identifier(name)} order by ${sql.join(order, sql`, `)}`,
  );
  let rows = 0;
  for (;;) {
    const batch = rowsOf<Record<string, string | null>>(
      await tx.execute(sql.raw(`fetch forward ${FETCH_ROWS} from gbf_export`)),
    );
    for (const row of batch) {
      await onLine(`${JSON.stringify(shape.columns.map((column) => row[column.name] ?? null))}\n`);
    }
    rows += batch.length;
    if (batch.length < FETCH_ROWS) break;
  }
  await tx.execute(sql.raw('close gbf_export'));
  return rows;
}

/**
 * Every table's shape, in dependency order.
 *
 * @throws {ExportError} when the database has a table the schema does not know (it would be left out) or lacks one.
 */
export async function shapesOf(tx: Tx): Promise<{ name: string; shape: TableShape }[]> {
  const known = new Set(TABLES_IN_DEPENDENCY_ORDER.map((table) => table.name));
  const unknown = (await databaseTables(tx)).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new ExportError(
      `the database has tables this release does not know (${unknown.join(', ')}); use the release that made them`,
    );
  }
  const shapes: { name: string; shape: TableShape }[] = [];
  for (const { name } of TABLES_IN_DEPENDENCY_ORDER) {
    const shape = await tableShape(tx, name);
    if (!shape)
      throw new ExportError(`the database has no table ${name}; start the server once to migrate it`);
    shapes.push({ name, shape });
  }
  return shapes;
}

/**
 * The identity and serial sequences of the table `name`: each one's last value as text, null when never used.
 */
export async function sequencesOf(tx: Tx, name: string, shape: TableShape): Promise<ExportSequence[]> {
  const sequences: ExportSequence[] = [];
  for (const column of shape.columns) {
    if (!column.sequence) continue;
    const [state] = rowsOf<{ value: string; called: boolean }>(
      await tx.execute(
        sql`select last_value::text as value, is_called as called from ${sql.raw(column.sequence)}`,
      ),
    );
    sequences.push({ table: name, column: column.name, value: state?.called ? state.value : null });
  }
  return sequences;
}

/** Rows per table of the schema. */
export async function rowCounts(tx: Tx): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const { name } of TABLES_IN_DEPENDENCY_ORDER) {
    const [row] = rowsOf<{ n: number | string }>(
      await tx.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`),
    );
    counts.set(name, Number(row!.n));
  }
  return counts;
}

/**
 * Each table's row count and the SHA-256 of its rows as an export writes them (the `.jsonl` entry's bytes),
 * read in one transaction: the same on two databases that hold the same values, whichever their kind.
 *
 * @returns table name -> `{ rows, sha256 }` (hex), for every table of the schema.
 */
export async function tableChecksums(
  database: Database,
): Promise<Record<string, { rows: number; sha256: string }>> {
  return database.db.transaction(
    async (tx) => {
      await setTextForms(tx);
      const sums: Record<string, { rows: number; sha256: string }> = {};
      for (const { name, shape } of await shapesOf(tx)) {
        const hash = createHash('sha256');
        const rows = await readTable(tx, name, shape, (line) => void hash.update(line));
        sums[name] = { rows, sha256: hash.digest('hex') };
      }
      return sums;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
