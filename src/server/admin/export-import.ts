/**
 * Moving an installation (issue 21 item 1, "Move an installation"; docs/decisions/0021; docs/operations.md "Moving
 * from the embedded database"): `npm run cli -- export <file>` writes every table and every stored file of a
 * running or stopped installation to one archive, and `npm run cli -- import <file>` loads it into an empty database
 * and storage of either kind (embedded or `DATABASE_URL`, local folder or S3).
 *
 * The archive's layout and manifest are export-format.ts; the tables read as text are export-tables.ts, and loaded
 * by import-tables.ts. The names the CLI and its tests use are exported here.
 *
 * The archive also carries the data folder's `credentials/issuer-keys.json` when the installation has one (right
 * after the manifest), so the certificates' credentials of an imported site still verify.
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
import { sql } from 'drizzle-orm';
import { migrateDatabase, type Database } from '../db/client';
import { TABLES_IN_DEPENDENCY_ORDER } from '../db/table-order';
import type { Disk } from '../storage/disk';
import { TEMPORARY_PREFIX } from '../storage/stored-files';
import { addEntry, ISSUER_KEYS, readEntries, writeArchive } from './backup';
import {
  bytesOf,
  CONTENT_TYPE_RECORD,
  EXPORT_FORMAT,
  EXPORT_VERSION,
  ExportError,
  FILES,
  isSafeKey,
  MANIFEST,
  readExportManifest,
  schemaTag,
  TABLES,
  type ExportManifest,
  type ExportSequence,
  type ExportTable,
} from './export-format';
import { readTable, sequencesOf, setTextForms, shapesOf, tableShape } from './export-tables';
import { loadTable, requireEmptyTarget, setSequences } from './import-tables';

/** Stored files up to this size (bytes) are written to the target disk whole, larger ones as a stream. */
const SMALL_FILE_BYTES = 5 * 1024 * 1024;

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
  /** The data folder, whose credentials' issuer keys go with the export when it has them. */
  dataDir?: string;
}

/** The issuer keys' file of `dataDir`, or null when it has none. */
async function issuerKeysOf(dataDir: string | undefined): Promise<Buffer | null> {
  if (!dataDir) return null;
  return fsp.readFile(path.join(dataDir, ISSUER_KEYS)).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  });
}

/** Writes the imported issuer keys to `dataDir` (mode 0600), in place of any the empty target made. */
async function writeIssuerKeys(dataDir: string, keys: Buffer): Promise<void> {
  const target = path.join(dataDir, ISSUER_KEYS);
  await fsp.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  const temporary = `${target}.import.tmp`;
  await fsp.writeFile(temporary, keys, { mode: 0o600 });
  await fsp.chmod(temporary, 0o600);
  await fsp.rename(temporary, target);
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
              sequences.push(...(await sequencesOf(tx, name, shape)));
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
        const keys = await issuerKeysOf(source.dataDir);
        if (keys) await addEntry(pack, ISSUER_KEYS, keys, keys.byteLength);
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

/** Where an import writes to: the open database (migrated by the import) and the storage disk. */
export interface ImportTarget {
  database: Database;
  disk: Disk;
  /** The data folder, which gets the archive's credentials' issuer keys (without it they are not written). */
  dataDir?: string;
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
  const counts = await requireEmptyTarget(database, disk);

  const written: string[] = [];
  let issuerKeys: Buffer | undefined;
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
        if (name === ISSUER_KEYS && nextTable === 0) {
          issuerKeys = await bytesOf(stream);
          return;
        }
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

      await setSequences(tx, manifest.sequences);
      for (const { name } of TABLES_IN_DEPENDENCY_ORDER) {
        await tx.execute(sql`alter table ${sql.identifier(name)} enable trigger user`);
      }
    });
  } catch (error) {
    for (const key of written) await disk.delete(key).catch(() => undefined);
    if (error instanceof ExportError) throw error;
    throw new ExportError(`importing ${file} failed and was undone: ${(error as Error).message}`);
  }
  if (issuerKeys && target.dataDir) await writeIssuerKeys(target.dataDir, issuerKeys);
  return manifest;
}
