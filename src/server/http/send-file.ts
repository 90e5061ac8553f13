/**
 * Sends a file from a local folder with HTTP Range support (RFC 9110 §14), so a video player can seek
 * (ARCHITECTURE.md "media: the server streams files with HTTP Range"). Ranges are parsed by `range-parser`; one
 * range answers 206 with `Content-Range`, a range outside the file 416, several ranges or none the whole file
 * (200). The file is streamed, never read into memory.
 */
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import contentDisposition from 'content-disposition';
import parseRange from 'range-parser';
import { API_ERROR_CODES } from '@shared/api-error';
import { AppError } from '../errors';

/** Content types of the files the app streams from its content folders, by extension. */
const CONTENT_TYPES: Record<string, string> = {
  '.webm': 'video/webm',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.pdf': 'application/pdf',
};

/** How a file is sent. */
export interface SendFileOptions {
  /** The `Range` request header, if any. */
  range?: string;
  /** Offer it as a download under this name (`Content-Disposition: attachment`). */
  downloadName?: string;
  /** `Cache-Control`; `private, max-age=3600` by default (the files are per-learner but rarely change). */
  cacheControl?: string;
}

/**
 * The response for `folder/fileName`.
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
  if (!stats?.isFile()) throw new AppError(API_ERROR_CODES.fileMissing, 'This file is no longer available.');
  const size = stats.size;
  const headers: Record<string, string> = {
    'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'accept-ranges': 'bytes',
    'cache-control': options.cacheControl ?? 'private, max-age=3600',
    'last-modified': stats.mtime.toUTCString(),
    'x-content-type-options': 'nosniff',
  };
  if (options.downloadName) headers['content-disposition'] = contentDisposition(options.downloadName);

  const ranges = options.range ? parseRange(size, options.range, { combine: true }) : -2;
  if (ranges === -1) {
    throw new AppError(API_ERROR_CODES.rangeNotSatisfiable, 'The requested range is not part of the file.');
  }
  const single = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges[0]! : null;
  const start = single?.start ?? 0;
  const end = single?.end ?? size - 1;
  const body =
    size === 0
      ? null
      : (Readable.toWeb(createReadStream(file, { start, end })) as ReadableStream<Uint8Array>);
  headers['content-length'] = String(size === 0 ? 0 : end - start + 1);
  if (single) headers['content-range'] = `bytes ${start}-${end}/${size}`;
  return new Response(body, { status: single ? 206 : 200, headers });
}
