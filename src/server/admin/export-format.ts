/**
 * The archive of an export (issue 21 item 1; docs/decisions/0021; export-import.ts writes and reads it): one
 * uncompressed tar file (format `gbf-export`, version 1) holding, in this order:
 *
 * - `export.json`: the {@link ExportManifest} (format, version, when, the schema's last migration, every table
 *   with its columns, row count and SHA-256, the identity sequences, how many stored files);
 * - `tables/<table>.jsonl`, one per table in dependency order (a table after every table it references): one line
 *   per row, ordered by primary key, each a JSON array of the row's values in the order of the table's `columns`.
 *   Every value is PostgreSQL's own text form of it (`value::text` with `DateStyle` ISO, `TimeZone` UTC,
 *   `bytea_output` hex and `extra_float_digits` 1), or `null` for SQL NULL; the import casts it back to the column's
 *   type. The text form is what `COPY` writes: timestamps keep their microseconds, bigints all their digits, jsonb
 *   its exact value, arrays and bytea their bytes (export-tables.ts);
 * - `files/<key>`: every stored file but the partial uploads (`_partial/`), read through the storage disk, with its
 *   content type in the extended header record `GBF.content_type` when the disk knows it.
 *
 * This module holds the layout's names, the manifest and its check.
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { migrationsFolder } from '../db/client';
import { TEMPORARY_PREFIX } from '../storage/stored-files';
import { readEntries } from './backup';

/** The name in `export.json` that says what the archive is. */
export const EXPORT_FORMAT = 'gbf-export';
/** The version of the layout this code writes and reads. */
export const EXPORT_VERSION = 1;
/** The archive's first entry: the manifest. */
export const MANIFEST = 'export.json';
/** The folder of the tables' entries. */
export const TABLES = 'tables';
/** The folder of the stored files' entries. */
export const FILES = 'files';
/** The extended header record of a stored file's content type. */
export const CONTENT_TYPE_RECORD = 'GBF.content_type';

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

/** The tag of the last migration of this code's schema. */
export async function schemaTag(): Promise<string> {
  const journal = JSON.parse(
    await fsp.readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as {
    entries: { tag: string }[];
  };
  return journal.entries.at(-1)!.tag;
}

/** All of a stream's bytes. */
export async function bytesOf(stream: Readable): Promise<Buffer> {
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

/** A file key of an archive that is safe to write: relative, no `.`/`..` segment, not a partial upload. */
export function isSafeKey(key: string): boolean {
  const segments = key.split('/');
  return (
    key.length > 0 &&
    !key.startsWith(`${TEMPORARY_PREFIX}/`) &&
    segments.every(
      (segment) => segment !== '' && segment !== '.' && segment !== '..' && !segment.includes('\\'),
    )
  );
}
