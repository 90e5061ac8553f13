/**
 * Moving an installation (issue 21 item 1, "Move an installation"; docs/decisions/0021; docs/operations.md "Moving
 * from the embedded database"): `npm run cli -- export <file>` writes every table and every stored file of a
 * running or stopped installation to one archive, and `npm run cli -- import <file>` loads it into an empty database
 * and storage of either kind (embedded or `DATABASE_URL`, local folder or S3).
 *
 * An export is one uncompressed tar file (format `gbf-export`, version 1) holding, in this order:
 *
 * - `export.json`: the {@link ExportManifest} (format, version, when, the schema's last migration, every table
 *   with its columns, row count and SHA-256, the identity sequences, how many stored files);
 * - `tables/<table>.jsonl`, one per table in dependency order (a table after every table it references): one line
 *   per row, ordered by primary key, each a JSON array of the row's values in the order of the table's `columns`.
 *   Every value is PostgreSQL's own text form of it (`value::text` with `DateStyle` ISO, `TimeZone` UTC,
 *   `bytea_output` hex and `extra_float_digits` 1), or `null` for SQL NULL; the import casts it back to the column's
 *   type. The text form is what `COPY` writes: timestamps keep their microseconds, bigints all their digits, jsonb
 *   its exact value, arrays and bytea their bytes;
 * - `files/<key>`: every stored file but the partial uploads (`_partial/`), read through the storage disk, with its
 *   content type in the extended header record `GBF.content_type` when the disk knows it.
 *
 * The rows are read in one read-only REPEATABLE READ transaction (on the embedded database, the server's other
 * statements wait until it ends), so they are one consistent state; the files are read after it, and since a file
 * is written before the row that names it and never overwritten, every file a row names is there.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';
import { sql, type SQL } from 'drizzle-orm';
import { migrateDatabase, migrationsFolder, openDatabase, type Database, type Tx } from '../db/client';
import { TABLES_IN_DEPENDENCY_ORDER } from '../db/table-order';
import type { Disk } from '../storage/disk';
import { TEMPORARY_PREFIX } from '../storage/stored-files';
import { addEntry, readEntries, writeArchive } from './backup';

/** The name in `export.json` that says what the archive is. */
export const EXPORT_FORMAT = 'gbf-export';
/** The version of the layout this code writes and reads. */
export const EXPORT_VERSION = 1;
const MANIFEST = 'export.json';
const TABLES = 'tables';
const FILES = 'files';
/** The extended header record of a stored file's content type. */
const CONTENT_TYPE_RECORD = 'GBF.content_type';
/** Rows fetched from a cursor at a time. */
const FETCH_ROWS = 1000;
/** Rows inserted by one statement at most, and their JSON's length at most (characters). */
const INSERT_ROWS = 500;
const INSERT_CHARS = 1_000_000;
/** Stored files up to this size (bytes) are written to the target disk whole, larger ones as a stream. */
const SMALL_FILE_BYTES = 5 * 1024 * 1024;

/** A column of an exported table: its name and its type as PostgreSQL writes it (`format_type`). */
export interface ExportColumn {
  name: string;
  type: string;
}

/** One table of an export. */
export interface ExportTable {
  name: string;
  /** In the order of each row's values. */
  columns: ExportColumn[];
  rows: number;
  /** SHA-256 of the table's `.jsonl` entry, hex. */
  sha256: string;
}

/** An identity or serial column's sequence: its last value, as text (a bigint); null when never used. */
export interface ExportSequence {
  table: string;
  column: string;
  value: string | null;
}

/** What `export.json` says. */
export interface ExportManifest {
  format: typeof EXPORT_FORMAT;
  version: number;
  /** When the rows were read (ISO 8601). */
  createdAt: string;
  /** The tag of the last migration of the schema the rows are in, e.g. `0013_session_changes`. */
  schema: string;
  /** Every table, in dependency order (the order of the table entries). */
  tables: ExportTable[];
  sequences: ExportSequence[];
  /** How many stored files follow the tables, and their bytes. */
  files: { count: number; bytes: number };
}

/** Thrown for an export or import that cannot be done; its message is the one line the CLI prints. */
export class ExportError extends Error {
  override name = 'ExportError';
}

/** The rows of a raw query, on either driver. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The tag of the last migration of this code's schema. */
export async function schemaTag(): Promise<string> {
  const journal = JSON.parse(
    await fsp.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string }[];
  };
  return journal.entries.at(-1)!.tag;
}

/** A table as the database has it: columns (generated ones left out), primary key, identity/serial sequences. */
interface TableShape {
  columns: (ExportColumn & { collatable: boolean; sequence: string | null })[];
  primaryKey: string[];
}

/** The shape of the table `name` in the `public` schema; null when there is none. */
async function tableShape(tx: Tx, name: string): Promise<TableShape | null> {
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
async function setTextForms(tx: Tx): Promise<void> {
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
async function readTable(
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
async function shapesOf(tx: Tx): Promise<{ name: string; shape: TableShape }[]> {
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

/** Appends `text` to `stream`, waiting when its buffer is full. */
async function writeText(stream: fs.WriteStream, text: string): Promise<void> {
  if (!stream.write(text)) await once(stream, 'drain');
}

/** A stored file to export. */
interface FileToExport {
  key: string;
  size: number;
  contentType: string | undefined;
}

/** Every stored file of `disk` but the partial uploads, with its size and content type, by key. */
async function filesOf(disk: Disk): Promise<FileToExport[]> {
  const files: FileToExport[] = [];
  let paginationToken: string | undefined;
  do {
    const page = await disk.listAll('', { recursive: true, paginationToken });
    for (const object of page.objects) {
      if (!object.isFile || object.key.startsWith(`${TEMPORARY_PREFIX}/`)) continue;
      // A file deleted since the listing (its row deleted after the rows were read) is not exported.
      const meta = await disk.getMetaData(object.key).catch(async (error: unknown) => {
        if (await disk.exists(object.key).catch(() => true)) throw error;
        return null;
      });
      if (meta) files.push({ key: object.key, size: meta.contentLength, contentType: meta.contentType });
    }
    paginationToken = page.paginationToken;
  } while (paginationToken);
  return files.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** Where an export reads from: the open database and the storage disk. */
export interface ExportSource {
  database: Database;
  disk: Disk;
}

/**
 * Writes an export of the installation to `file` (issue 21 item 1): every table's rows read in one transaction,
 * then every stored file. The rows are first written to a folder beside `file` (removed at the end), so the
 * transaction lasts as long as reading them and no longer.
 *
 * @param file - the archive to write (mode 0600); never overwritten, removed again when the export fails.
 * @returns the archive's manifest.
 * @throws {ExportError} when `file` exists, or the database's tables are not the schema's.
 */
export async function writeExport(source: ExportSource, file: string): Promise<ExportManifest> {
  let spool: string | undefined;
  try {
    return await writeArchive(
      file,
      (message) => new ExportError(message),
      async (pack) => {
        const folder = await fsp.mkdtemp(path.join(path.dirname(file), '.export-'));
        spool = folder;
        const schema = await schemaTag();
        const { createdAt, tables, sequences } = await source.database.db.transaction(
          async (tx) => {
            const createdAt = new Date().toISOString();
            await setTextForms(tx);
            const tables: ExportTable[] = [];
            const sequences: ExportSequence[] = [];
            for (const { name, shape } of await shapesOf(tx)) {
              const stream = fs.createWriteStream(path.join(folder, `${name}.jsonl`), { mode: 0o600 });
              const closed = once(stream, 'close');
              const hash = createHash('sha256');
              const rows = await readTable(tx, name, shape, (line) => {
                hash.update(line);
                return writeText(stream, line);
              });
              stream.end();
              await closed;
              tables.push({
                name,
                columns: shape.columns.map(({ name, type }) => ({ name, type })),
                rows,
                sha256: hash.digest('hex'),
              });
              for (const column of shape.columns) {
                if (!column.sequence) continue;
                const [state] = rowsOf<{ value: string; called: boolean }>(
                  await tx.execute(
                    sql`select last_value::text as value, is_called as called from ${sql.raw(column.sequence)}`,
                  ),
                );
                sequences.push({
                  table: name,
                  column: column.name,
                  value: state?.called ? state.value : null,
                });
              }
            }
            return { createdAt, tables, sequences };
          },
          { isolationLevel: 'repeatable read', accessMode: 'read only' },
        );
        const files = await filesOf(source.disk);
        const manifest: ExportManifest = {
          format: EXPORT_FORMAT,
          version: EXPORT_VERSION,
          createdAt,
          schema,
          tables,
          sequences,
          files: { count: files.length, bytes: files.reduce((sum, f) => sum + f.size, 0) },
        };
        const manifestBytes = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`);
        await addEntry(pack, MANIFEST, manifestBytes, manifestBytes.byteLength);
        for (const table of tables) {
          const spooled = path.join(folder, `${table.name}.jsonl`);
          const { size } = await fsp.stat(spooled);
          await addEntry(pack, `${TABLES}/${table.name}.jsonl`, fs.createReadStream(spooled), size);
        }
        for (const { key, size, contentType } of files) {
          const body = size === 0 ? Buffer.alloc(0) : await source.disk.getStream(key);
          await addEntry(
            pack,
            `${FILES}/${key}`,
            body,
            size,
            contentType ? { [CONTENT_TYPE_RECORD]: contentType } : undefined,
          );
        }
        return manifest;
      },
    );
  } finally {
    if (spool) await fsp.rm(spool, { recursive: true, force: true });
  }
}

/** All of a stream's bytes. */
async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Checks a parsed `export.json`; returns it typed. */
function checkManifest(file: string, parsed: unknown, schema: string): ExportManifest {
  const manifest = parsed as Partial<ExportManifest> | null;
  if (manifest?.format !== EXPORT_FORMAT) throw new ExportError(`${file} is not an export of this site`);
  if (manifest.version !== EXPORT_VERSION) {
    throw new ExportError(
      `${file} is a version ${String(manifest.version)} export; this version reads ${EXPORT_VERSION}`,
    );
  }
  if (!Array.isArray(manifest.tables) || !Array.isArray(manifest.sequences) || !manifest.files) {
    throw new ExportError(`${file} has an incomplete export.json`);
  }
  if (manifest.schema !== schema) {
    throw new ExportError(
      `${file} holds the schema of migration ${String(manifest.schema)}; this release is at ${schema}: import with the release that exported it`,
    );
  }
  return manifest as ExportManifest;
}

/**
 * Reads and checks the manifest of the export `file` (its first entry), reading nothing else.
 *
 * @throws {ExportError} when there is no file, or it is not an export of this format and version, or of another
 *   schema (a release with other migrations).
 */
export async function readExportManifest(file: string): Promise<ExportManifest> {
  await fsp.access(file).catch(() => {
    throw new ExportError(`no export at ${file}`);
  });
  const schema = await schemaTag();
  let manifest: ExportManifest | undefined;
  const stop = new Error('manifest read');
  try {
    await readEntries(file, async (name, stream) => {
      if (name !== MANIFEST) throw new ExportError(`${file} is not an export of this site`);
      let parsed: unknown;
      try {
        parsed = JSON.parse((await bytesOf(stream)).toString('utf8'));
      } catch {
        throw new ExportError(`${file} is not an export of this site`);
      }
      manifest = checkManifest(file, parsed, schema);
      throw stop;
    });
  } catch (error) {
    if (error !== stop) {
      if (error instanceof ExportError) throw error;
      throw new ExportError(`${file} is not an export of this site (${(error as Error).message})`);
    }
  }
  if (!manifest) throw new ExportError(`${file} is not an export of this site`);
  return manifest;
}

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

/** Rows per table of the schema. */
async function rowCounts(tx: Tx): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const { name } of TABLES_IN_DEPENDENCY_ORDER) {
    const [row] = rowsOf<{ n: number | string }>(
      await tx.execute(sql`select count(*)::int as n from ${sql.identifier(name)}`),
    );
    counts.set(name, Number(row!.n));
  }
  return counts;
}

/** Where an import writes to: the open database (migrated by the import) and the storage disk. */
export interface ImportTarget {
  database: Database;
  disk: Disk;
}

/** A file key of an archive that is safe to write: relative, no `.`/`..` segment, not a partial upload. */
function isSafeKey(key: string): boolean {
  const segments = key.split('/');
  return (
    key.length > 0 &&
    !key.startsWith(`${TEMPORARY_PREFIX}/`) &&
    segments.every(
      (segment) => segment !== '' && segment !== '.' && segment !== '..' && !segment.includes('\\'),
    )
  );
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

/**
 * Loads the export `file` into an empty installation (issue 21 item 1): the target database is migrated, checked
 * to be empty (no table holds more rows than a freshly migrated database, whose reference rows the archive's
 * replace) and the storage to hold no file; then, in one transaction with the tables' own triggers off (the archive
 * carries what they would write, e.g. learner revisions), every table's rows are inserted in dependency order with
 * their ids, the sequences are set to the source's values, and the stored files are written to the disk. Any
 * failure rolls the transaction back and deletes the files written so far, so the target is left as it was.
 *
 * The target's tables must be owned by the user the import connects as (the one that ran the migrations), which
 * may switch their triggers off.
 *
 * @returns the archive's manifest.
 * @throws {ExportError} when the archive is not an export of this format, version and schema, is damaged or
 *   incomplete, or the target is not empty; nothing was written then.
 */
export async function importExport(file: string, target: ImportTarget): Promise<ExportManifest> {
  const manifest = await readExportManifest(file);
  const { database, disk } = target;
  await migrateDatabase(database);

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

  const written: string[] = [];
  try {
    await database.db.transaction(async (tx) => {
      await setTextForms(tx);
      const expected = new Map(manifest.tables.map((table) => [table.name, table]));
      for (const { name } of TABLES_IN_DEPENDENCY_ORDER) {
        const table = expected.get(name);
        const shape = await tableShape(tx, name);
        const theirs = table?.columns.map((c) => `${c.name} ${c.type}`).join(', ');
        const ours = shape?.columns.map((c) => `${c.name} ${c.type}`).join(', ');
        if (theirs !== ours) {
          throw new ExportError(
            `${file} holds table ${name} as (${theirs ?? 'missing'}), this database as (${ours ?? 'missing'})`,
          );
        }
        await tx.execute(sql`alter table ${sql.identifier(name)} disable trigger user`);
      }
      if (manifest.tables.length !== TABLES_IN_DEPENDENCY_ORDER.length) {
        throw new ExportError(`${file} holds tables this release does not have`);
      }
      // The reference rows of the migrations make way for the archive's.
      for (const { name } of [...TABLES_IN_DEPENDENCY_ORDER].reverse()) {
        if ((counts.get(name) ?? 0) > 0) await tx.execute(sql`delete from ${sql.identifier(name)}`);
      }

      let nextTable = 0;
      let files = 0;
      await readEntries(file, async (name, stream, header) => {
        if (name === MANIFEST) return;
        if (name.startsWith(`${TABLES}/`)) {
          const table = manifest.tables[nextTable];
          if (!table || name !== `${TABLES}/${table.name}.jsonl` || files > 0) {
            throw new ExportError(`${file} holds an unexpected entry: ${name}`);
          }
          nextTable += 1;
          await loadTable(tx, file, table, stream);
          return;
        }
        const key = name.slice(FILES.length + 1);
        if (!name.startsWith(`${FILES}/`) || !isSafeKey(key) || nextTable !== manifest.tables.length) {
          throw new ExportError(`${file} holds an unexpected entry: ${name}`);
        }
        const contentType = (header.pax as Record<string, string> | undefined)?.[CONTENT_TYPE_RECORD];
        const options = contentType ? { contentType } : undefined;
        written.push(key);
        // A small file in one request; a large one streamed (on S3, as a multipart upload).
        if (header.size <= SMALL_FILE_BYTES) await disk.put(key, await bytesOf(stream), options);
        else await disk.putStream(key, stream, options);
        files += 1;
      });
      if (nextTable !== manifest.tables.length) {
        throw new ExportError(`${file} is incomplete: ${nextTable} of ${manifest.tables.length} tables`);
      }
      if (files !== manifest.files.count) {
        throw new ExportError(`${file} is incomplete: ${files} of ${manifest.files.count} stored files`);
      }

      for (const sequence of manifest.sequences) {
        if (sequence.value === null) continue;
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${`public.${quoteIdent(sequence.table)}`}, ${sequence.column}), ${sequence.value}::bigint, true)`,
        );
      }
      for (const { name } of TABLES_IN_DEPENDENCY_ORDER) {
        await tx.execute(sql`alter table ${sql.identifier(name)} enable trigger user`);
      }
    });
  } catch (error) {
    for (const key of written) await disk.delete(key).catch(() => undefined);
    if (error instanceof ExportError) throw error;
    throw new ExportError(`importing ${file} failed and was undone: ${(error as Error).message}`);
  }
  return manifest;
}

/** A quoted SQL identifier. */
function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/**
 * Inserts the rows of one `.jsonl` entry, in batches.
 *
 * @returns how many rows.
 * @throws {ExportError} when a line is not a row of the table, or the rows' count or SHA-256 is not the manifest's.
 */
async function loadTable(tx: Tx, file: string, table: ExportTable, stream: Readable): Promise<number> {
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
