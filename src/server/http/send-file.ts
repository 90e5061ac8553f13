/**
 * Sends a file with HTTP Range support (RFC 9110 §14), so a video player can seek (ARCHITECTURE.md "media: the
 * server streams files with HTTP Range"): from a local folder ({@link sendFile}, the course content) or from the
 * storage disk ({@link sendStoredFile}, uploaded files), both through the one {@link sendSource}. Ranges are parsed
 * by `range-parser`; one range answers 206 with `Content-Range`, a range outside the file 416, several ranges or
 * none the whole file (200). A matching `If-None-Match` answers 304, and an `If-Range` that no longer matches sends
 * the whole file. The file is streamed, never read into memory.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import parseRange from 'range-parser';
import { API_ERROR_CODES } from '@shared/api-error';
import { apiRequestMessages as m } from '@shared/messages/api';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import { readRange, type Disk } from '../storage/disk';
import { sanitizeFileName } from '../storage/file-check';
import { storedFileMeta } from '../storage/stored-files';

/** Content types of the files the app streams from its content folders, by extension. */
const CONTENT_TYPES: Record<string, string> = {
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.pdf': 'application/pdf',
  '.js': 'text/javascript; charset=utf-8',
};

/** How a file is sent. */
export interface SendFileOptions {
  /** The `Range` request header, if any. */
  range?: string;
  /** The `If-Range` request header: the range is honoured only while it names the file's current version. */
  ifRange?: string;
  /** The `If-None-Match` request header: 304 when it names the file's current version. */
  ifNoneMatch?: string;
  /** Offer it as a download under this name (`Content-Disposition: attachment`). */
  downloadName?: string;
  /** Show it in the browser under this name (`Content-Disposition: inline`); `downloadName` wins. */
  inlineName?: string;
  /** `Cache-Control`; `private, max-age=3600` by default (the files are per-learner but rarely change). */
  cacheControl?: string;
}

/** What the request says about the file it wants: its `Range`, `If-Range` and `If-None-Match` headers. */
export type FileRequest = Pick<SendFileOptions, 'range' | 'ifRange' | 'ifNoneMatch'>;

/**
 * The {@link FileRequest} of a request, for every route that sends a file: a browser revalidating its copy gets 304,
 * and a download resumed after the file was replaced gets the whole new file rather than a piece of it.
 */
export function fileRequest(req: { header(name: string): string | undefined }): FileRequest {
  return {
    range: req.header('range'),
    ifRange: req.header('if-range'),
    ifNoneMatch: req.header('if-none-match'),
  };
}

/** A file to send, wherever it lives. */
export interface FileSource {
  /** Bytes. */
  size: number;
  contentType: string;
  lastModified?: Date;
  /** An entity tag of this version of the file (quoted, possibly weak: `W/"…"`). */
  etag?: string;
  /** Streams bytes `start` to `end`, both included (called only for a non-empty file). */
  open(start: number, end: number): Promise<Readable> | Readable;
}

/** Whether an `If-None-Match` list names `etag` (weak comparison, RFC 9110 §13.1.2). */
function matchesEtag(header: string, etag: string): boolean {
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => bare(tag) === bare(etag));
}

/** Whether `If-Range` still names the file's current version (a strong etag, or the exact Last-Modified date). */
function ifRangeHolds(header: string, source: FileSource): boolean {
  const value = header.trim();
  if (value.startsWith('"') || value.startsWith('W/'))
    return !!source.etag && value === source.etag && !value.startsWith('W/');
  return !!source.lastModified && value === source.lastModified.toUTCString();
}

/**
 * The response for `source`: 200 with the whole file, 206 with one range, or 304 when `If-None-Match` matches.
 *
 * @throws {AppError} `range_not_satisfiable` (416) for a range that names no byte of the file.
 */
export async function sendSource(source: FileSource, options: SendFileOptions = {}): Promise<Response> {
  const { size } = source;
  const headers: Record<string, string> = {
    'content-type': source.contentType,
    'accept-ranges': 'bytes',
    'cache-control': options.cacheControl ?? 'private, max-age=3600',
    'x-content-type-options': 'nosniff',
  };
  if (source.lastModified) headers['last-modified'] = source.lastModified.toUTCString();
  if (source.etag) headers.etag = source.etag;
  // RFC 6266: a name of more than letters, digits, spaces, dots, dashes and brackets gets a plain fallback beside
  // `filename*` in UTF-8, so `résumé café.txt` and `say "hi".txt` keep their names in every browser.
  if (options.downloadName)
    headers['content-disposition'] = contentDisposition(options.downloadName, {
      fallback: /^[\w .()-]*$/.test(options.downloadName) || sanitizeFileName(options.downloadName),
    });
  else if (options.inlineName)
    headers['content-disposition'] = contentDisposition(options.inlineName, {
      type: 'inline',
      fallback: sanitizeFileName(options.inlineName),
    });
  if (options.ifNoneMatch && source.etag && matchesEtag(options.ifNoneMatch, source.etag)) {
    delete headers['content-type'];
    return new Response(null, { status: 304, headers });
  }

  const useRange = options.range && (!options.ifRange || ifRangeHolds(options.ifRange, source));
  const ranges = useRange ? parseRange(size, options.range!, { combine: true }) : -2;
  if (ranges === -1) {
    throw new AppError(API_ERROR_CODES.rangeNotSatisfiable, m.rangeNotSatisfiable);
  }
  const single = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0]! : null;
  const start = single?.start ?? 0;
  const end = single?.end ?? size - 1;
  const body =
    size === 0 ? null : (Readable.toWeb(await source.open(start, end)) as ReadableStream<Uint8Array>);
  headers['content-length'] = String(size === 0 ? 0 : end - start + 1);
  if (single) headers['content-range'] = `bytes ${start}-${end}/${size}`;
  return new Response(body, { status: single ? 206 : 200, headers });
}

/**
 * The response for `folder/fileName` (the course content folders).
 *
 * @throws {AppError} `file_missing` (404) when the file is not there; `range_not_satisfiable` (416) for a range
 * that names no byte of it.
 */
export async function sendFile(
  folder: string,
  fileName: string,
  options: SendFileOptions = {},
): Promise<Response> {
  const file = path.join(folder, path.basename(fileName));
  const stats = await fs.stat(file).catch(() => null);
  if (!stats?.isFile()) throw new AppError(API_ERROR_CODES.fileMissing, m.fileGone);
  return sendSource(
    {
      size: stats.size,
      contentType: CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      lastModified: stats.mtime,
      etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
      open: (start, end) => createReadStream(file, { start, end }),
    },
    options,
  );
}

/**
 * The response for the file at `key` on the storage disk (uploaded files), read by byte range. Its content type is
 * `contentType` when given (the bucket's type for the extension), else what the disk knows. Read errors after the
 * answer started are logged and abort the response, never the process.
 *
 * @throws {AppError} `file_missing` (404) when the file is not on the disk; `range_not_satisfiable` (416).
 */
export async function sendStoredFile(
  disk: Disk,
  key: string,
  logger: Logger,
  options: SendFileOptions & { contentType?: string } = {},
): Promise<Response> {
  const meta = await storedFileMeta(disk, key, logger);
  return sendSource(
    {
      size: meta.contentLength,
      contentType: options.contentType ?? meta.contentType ?? 'application/octet-stream',
      lastModified: meta.lastModified,
      etag: meta.etag,
      open: async (start, end) => {
        const stream = await readRange(disk, key, start, end);
        stream.on('error', (error) =>
          logger.warn({ err: error, storagePath: key }, 'reading a stored file failed'),
        );
        return stream;
      },
    },
    options,
  );
}
