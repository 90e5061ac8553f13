/**
 * The life of a stored file (issue "Hardening" items 1 and 5; docs/decisions/0006):
 *
 * - An upload is written under a temporary key in {@link TEMPORARY_PREFIX}, and moved to its final key only once
 *   it passed every check ({@link keepUpload}); the row that names it is written after the move, and the file is
 *   deleted again when that write fails.
 * - A crash can therefore leave a temporary file, or a final file whose row never committed. {@link sweepStorage}
 *   deletes both at start-up, so only files that a committed row names survive.
 * - Reading a file (http/send-file.ts, through {@link storedFileMeta}) checks that it exists first and always listens
 *   for stream errors, so a file deleted outside the app answers 404 `file_missing` and never stops the server.
 * - The program's buckets (program-videos, program-worksheets; docs/decisions/0011) are listed from the disk itself,
 *   not named by rows: the sweep never touches them (their uploads still pass through the temporary prefix).
 * - Deleting the files of deleted rows ({@link deleteStoredFiles}) logs a failure and never throws: the sweep removes
 *   what is left.
 */
import { randomUUID } from 'node:crypto';
import { API_ERROR_CODES } from '@shared/api-error';
import { apiRequestMessages as m } from '@shared/messages/api';
import { PROGRAM_BUCKETS } from '@shared/limits/admin';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import type { Disk } from './disk';

/** A file that reached the disk, under its temporary key. */
export interface StoredFile {
  /** The name the browser sent, NFC-normalised. */
  name: string;
  /** Where it is now: a key under the temporary prefix. */
  temporaryPath: string;
  /** Where it belongs once kept: `{prefix}/{random id}-{sanitized name}`. */
  storagePath: string;
  /** Size in bytes. */
  size: number;
}

/** What the HTTP layer received of an upload form (http/receive-upload.ts): the text fields, and the file when one was sent. */
export interface ReceivedUpload<F> {
  /** The text fields, parsed by the route's schema. */
  fields: F;
  /** Null when no file was sent, or when storing it failed (`storageFailed`). */
  file: StoredFile | null;
  /** A valid file was sent but the disk refused it; the caller keeps the rest (§8). */
  storageFailed: boolean;
  /** The name of the file that could not be stored, for the default title. */
  fileName: string | null;
}

/** Folder of uploads still being received or checked. Keys of kept files never start with it. */
export const TEMPORARY_PREFIX = '_partial';

/** A fresh temporary key for an upload being received. */
export function temporaryKey(): string {
  return `${TEMPORARY_PREFIX}/${randomUUID()}`;
}

/**
 * Moves a checked upload from `temporary` to `final`, then runs `save` (which writes the row naming `final`).
 * When `save` throws, the file is deleted again and the error is rethrown.
 *
 * @throws whatever the move or `save` throws; the disk then holds neither file.
 */
export async function keepUpload<T>(
  disk: Disk,
  temporary: string,
  final: string,
  save: () => Promise<T>,
): Promise<T> {
  try {
    await disk.move(temporary, final);
  } catch (error) {
    await disk.delete(temporary).catch(() => {});
    throw error;
  }
  try {
    return await save();
  } catch (error) {
    await disk.delete(final).catch(() => {});
    throw error;
  }
}

/** What the disk knows of a stored file. */
export interface StoredFileMeta {
  /** Bytes. */
  contentLength: number;
  /** MIME type, when the disk knows it. */
  contentType?: string;
  etag: string;
  lastModified: Date;
}

/**
 * The metadata of the file at `key`.
 *
 * @throws {AppError} 404 `file_missing` when the file is not on the disk; other disk errors are rethrown.
 */
export async function storedFileMeta(disk: Disk, key: string, logger: Logger): Promise<StoredFileMeta> {
  try {
    return await disk.getMetaData(key);
  } catch (error) {
    if (!(await disk.exists(key).catch(() => true))) {
      logger.warn({ storagePath: key }, 'a stored file is missing');
      throw new AppError(API_ERROR_CODES.fileMissing, m.fileGone);
    }
    throw error;
  }
}

/** Keys the sweep leaves alone: the program's buckets, which the disk itself lists. */
function isBucketKey(key: string): boolean {
  return PROGRAM_BUCKETS.some((bucket) => key.startsWith(`${bucket}/`));
}

/** Options of {@link sweepStorage}. */
export interface SweepOptions {
  /** Every key a committed row names. */
  referencedKeys: () => Promise<Set<string>>;
  /**
   * Only files last modified before this time are deleted. Where one process owns the disk (the local folder,
   * guarded by the data-folder lock) this is the start time; on a bucket shared by several instances it leaves
   * room for uploads another instance is receiving now.
   */
  before: Date;
  logger: Logger;
}

/**
 * Deletes leftover temporary files and files no committed row names (files of the program's buckets excepted).
 *
 * @returns how many files were deleted.
 */
export async function sweepStorage(disk: Disk, options: SweepOptions): Promise<number> {
  const referenced = await options.referencedKeys();
  let deleted = 0;
  let paginationToken: string | undefined;
  do {
    const page = await disk.listAll('', { recursive: true, paginationToken });
    for (const object of page.objects) {
      if (object.isDirectory || referenced.has(object.key) || isBucketKey(object.key)) continue;
      try {
        const meta = await object.getMetaData();
        if (meta.lastModified >= options.before) continue;
        await disk.delete(object.key);
        deleted += 1;
      } catch (error) {
        options.logger.warn({ err: error, storagePath: object.key }, 'sweeping a stored file failed');
      }
    }
    paginationToken = page.paginationToken;
  } while (paginationToken);
  if (deleted > 0) options.logger.info({ deleted }, 'removed stored files no record names');
  return deleted;
}

/**
 * The keys of every stored file under `prefix` (e.g. `press-kits/{userId}/`), read a page at a time: what an
 * account's deletion removes of a folder that belongs to one person.
 *
 * @throws the storage's error when a listing fails.
 */
export async function fileKeysUnder(disk: Disk, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let paginationToken: string | undefined;
  do {
    const page = await disk.listAll(prefix, { recursive: true, paginationToken });
    for (const object of page.objects)
      if (!object.isDirectory && object.key.startsWith(prefix)) keys.push(object.key);
    paginationToken = page.paginationToken;
  } while (paginationToken);
  return keys;
}

/**
 * Deletes the stored files at `keys`, logging (never throwing) a failure: the rows are gone already, and the
 * start-up sweep removes what is left. For every feature that deletes rows with files (a track, an account).
 *
 * @returns how many were deleted (a key with no file is skipped).
 */
export async function deleteStoredFiles(
  deps: { disk: Disk; logger: Logger },
  keys: string[],
): Promise<number> {
  let deleted = 0;
  for (const key of keys) {
    try {
      if (!(await deps.disk.exists(key))) continue;
      await deps.disk.delete(key);
      deleted += 1;
    } catch (error) {
      deps.logger.error({ err: error, storagePath: key }, 'deleting a stored file failed');
    }
  }
  return deleted;
}
