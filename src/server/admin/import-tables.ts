/**
 * Loading an export's tables into an empty installation (export-import.ts `importExport`; the archive's layout is
 * export-format.ts): the check that the target is empty, each table's rows inserted in batches and checked against
 * the manifest, and the sequences set to the source's values.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { sql, type SQL } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Database, type Tx } from '../db/client';
import type { Disk } from '../storage/disk';
import { TEMPORARY_PREFIX } from '../storage/stored-files';
import { ExportError, type ExportColumn, type ExportSequence, type ExportTable } from './export-format';
import { rowCounts } from './export-tables';

/** Rows inserted by one statement at most, and their JSON's length at most (characters). */
const INSERT_ROWS = 500;
const INSERT_CHARS = 1_000_000;

let freshCounts: Promise<Map<string, number>> | undefined;

/**
 * The rows each table holds in a freshly migrated database (the reference data the migrations write, such as the
 * departments), counted once per process on an embedded database in memory.
 */
function freshRowCounts(): Promise<Map<string, number>> {
  freshCounts ??= (async () => {
    const scratch = await openDatabase({ dataDir: 'memory://' });
    try {
      await migrateDatabase(scratch);
      return await rowCounts(scratch.db);
    } finally {
      await scratch.close();
    }
  })();
  freshCounts.catch(() => {
    freshCounts = undefined;
  });
  return freshCounts;
}

/**
 * Checks that the target is empty: no table holds more rows than a freshly migrated database (whose reference rows
 * an archive's replace), and the storage holds no file but partial uploads.
 *
 * @returns the rows each table holds now (the reference rows to delete before loading).
 * @throws {ExportError} when the database or the storage is not empty.
 */
export async function requireEmptyTarget(database: Database, disk: Disk): Promise<Map<string, number>> {
  const fresh = await freshRowCounts();
  const counts = await rowCounts(database.db);
  const holding = [...counts].filter(([name, n]) => n > (fresh.get(name) ?? 0));
  if (holding.length > 0) {
    throw new ExportError(
      `the target database is not empty (${holding.map(([name, n]) => `${name}: ${n} rows`).join(', ')}); import into a new database`,
    );
  }
  let paginationToken: string | undefined;
  do {
    const page = await disk.listAll('', { recursive: true, paginationToken });
    for (const object of page.objects) {
      if (object.isFile && !object.key.startsWith(`${TEMPORARY_PREFIX}/`)) {
        throw new ExportError(
          `the target storage is not empty (it holds ${object.key}); import into empty storage`,
        );
      }
    }
    paginationToken = page.paginationToken;
  } while (paginationToken);
  return counts;
}

/** `insert ... select` of a batch of rows given as one JSON array of arrays of text values. */
function insertStatement(table: string, columns: ExportColumn[], rows: string): SQL {
  const names = sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );
  const values = sql.join(
    columns.map((column, i) => sql`(r->>${sql.raw(String(i))})::${sql.raw(column.type)}`),
    sql`, `,
  );
  return sql`insert into ${sql.identifier(table)} (${names}) overriding system value select ${values} from json_array_elements(${rows}::json) as r`;
}

/** A quoted SQL identifier. */
function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Sets each sequence that the source had used to its last value there. */
export async function setSequences(tx: Tx, sequences: readonly ExportSequence[]): Promise<void> {
  for (const sequence of sequences) {
    if (sequence.value === null) continue;
    await tx.execute(
      sql`select setval(pg_get_serial_sequence(${`public.${quoteIdent(sequence.table)}`}, ${sequence.column}), ${sequence.value}::bigint, true)`,
    );
  }
}

/**
 * Inserts the rows of one `.jsonl` entry, in batches.
 *
 * @returns how many rows.
 * @throws {ExportError} when a line is not a row of the table, or the rows' count or SHA-256 is not the manifest's.
 */
export async function loadTable(tx: Tx, file: string, table: ExportTable, stream: Readable): Promise<number> {
  const hash = createHash('sha256');
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let batch: string[] = [];
  let batchChars = 0;
  let rows = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await tx.execute(insertStatement(table.name, table.columns, `[${batch.join(',')}]`));
    batch = [];
    batchChars = 0;
  };
  const take = async (line: string) => {
    rows += 1;
    let values: unknown;
    try {
      values = JSON.parse(line);
    } catch {
      values = null;
    }
    if (
      !Array.isArray(values) ||
      values.length !== table.columns.length ||
      !values.every((value) => value === null || typeof value === 'string')
    ) {
      throw new ExportError(`${file}: row ${rows} of ${table.name} is not a row of that table`);
    }
    batch.push(line);
    batchChars += line.length;
    if (batch.length >= INSERT_ROWS || batchChars >= INSERT_CHARS) await flush();
  };
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    const lines = (rest + decoder.write(chunk as Buffer)).split('\n');
    rest = lines.pop()!;
    for (const line of lines) await take(line);
  }
  rest += decoder.end();
  if (rest !== '') await take(rest);
  await flush();
  if (rows !== table.rows || hash.digest('hex') !== table.sha256) {
    throw new ExportError(
      `${file} is damaged: the rows of ${table.name} are not the ones it was written with`,
    );
  }
  return rows;
}
