/**
 * Receives a multipart form with at most one file and streams the file to the disk as it arrives, never holding
 * it whole in memory (issue "Agent portal" item 4). The file is checked before anything is stored: a safe name,
 * an accepted extension, content that matches it, not empty; a file over the limit is deleted again.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { API_ERROR_CODES } from '@shared/api-error';
import { resourceFileMessages as messages } from '@shared/schemas/department-resource';
import { AppError } from '../http/errors';
import type { Logger } from '../logger';
import type { Disk } from './disk';
import {
  contentMatchesName,
  hasAcceptedExtension,
  isSafeFileName,
  sanitizeFileName,
  SNIFF_BYTES,
} from './file-check';

/** A file that reached the disk. */
export interface StoredFile {
  /** The name the browser sent. */
  name: string;
  /** Where it is on the disk: `{prefix}/{random id}-{sanitized name}`. */
  storagePath: string;
  /** Size in bytes. */
  size: number;
}

/** What {@link receiveUpload} got: the text fields, and the file when one was sent. */
export interface ReceivedUpload {
  fields: Record<string, string>;
  /** Null when no file was sent, or when storing it failed (`storageFailed`). */
  file: StoredFile | null;
  /** A valid file was sent but the disk refused it; the caller keeps the rest (§8). */
  storageFailed: boolean;
  /** The name of the file that could not be stored, for the default title. */
  fileName: string | null;
}

/** Options of {@link receiveUpload}. */
export interface ReceiveOptions {
  disk: Disk;
  /** First segment of the storage path (the department slug). */
  prefix: string;
  /** Largest file, in bytes. */
  maxFileBytes: number;
  logger: Logger;
}

type FileOutcome =
  | { kind: 'stored'; file: StoredFile }
  | { kind: 'storage-failed'; name: string }
  | { kind: 'refused'; status: 400 | 413 | 415; code: string; message: string };

const refused = (status: 400 | 413 | 415, code: string, message: string): FileOutcome => ({
  kind: 'refused',
  status,
  code,
  message,
});

async function drain(chunks: AsyncIterator<Buffer>): Promise<void> {
  for (;;) if ((await chunks.next()).done) return;
}

async function storeFile(
  stream: Readable & { truncated?: boolean },
  name: string,
  options: ReceiveOptions,
): Promise<FileOutcome> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  if (!isSafeFileName(name)) {
    await drain(chunks);
    return refused(400, API_ERROR_CODES.validationFailed, messages.badName);
  }
  if (!hasAcceptedExtension(name)) {
    await drain(chunks);
    return refused(415, 'unsupported_file_type', messages.invalidType);
  }
  let head = Buffer.alloc(0);
  let ended = false;
  while (head.length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head = Buffer.concat([head, next.value]);
  }
  if (head.length === 0) return refused(400, API_ERROR_CODES.validationFailed, messages.empty);
  if (!(await contentMatchesName(name, head))) {
    if (!ended) await drain(chunks);
    return refused(415, 'unsupported_file_type', messages.invalidType);
  }
  const storagePath = `${options.prefix}/${randomUUID()}-${sanitizeFileName(name)}`;
  let size = 0;
  const body = Readable.from(
    (async function* () {
      size += head.length;
      yield head;
      if (ended) return;
      for (;;) {
        const next = await chunks.next();
        if (next.done) return;
        size += next.value.length;
        yield next.value;
      }
    })(),
  );
  try {
    await options.disk.putStream(storagePath, body);
  } catch (error) {
    options.logger.error({ err: error, storagePath }, 'storing an upload failed');
    await drain(chunks);
    await options.disk.delete(storagePath).catch(() => {});
    if (stream.truncated) return refused(413, API_ERROR_CODES.payloadTooLarge, messages.tooLarge);
    return { kind: 'storage-failed', name };
  }
  if (stream.truncated) {
    await options.disk.delete(storagePath);
    return refused(413, API_ERROR_CODES.payloadTooLarge, messages.tooLarge);
  }
  return { kind: 'stored', file: { name, storagePath, size } };
}

/**
 * Reads the form of `request`.
 *
 * @throws {AppError} 415 when the body is not multipart; 413 (`fields.file`) for a file over the limit; 415
 *   `unsupported_file_type` or 400 (`fields.file`) for a refused file; 400 for more than one file. Nothing is left
 *   on the disk when it throws.
 */
export async function receiveUpload(request: Request, options: ReceiveOptions): Promise<ReceivedUpload> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type) || !request.body) {
    throw new AppError(
      415,
      API_ERROR_CODES.unsupportedMediaType,
      'The request body must be multipart/form-data.',
    );
  }
  if (Number(request.headers.get('content-length') ?? 0) > options.maxFileBytes + 64 * 1024) {
    throw new AppError(413, API_ERROR_CODES.payloadTooLarge, messages.tooLarge, { file: messages.tooLarge });
  }
  const fields: Record<string, string> = {};
  const outcomes: Promise<FileOutcome>[] = [];
  let extraFiles = false;
  await new Promise<void>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': type },
        preservePath: true,
        limits: { fileSize: options.maxFileBytes, files: 1, fields: 10, fieldSize: 8192, parts: 12 },
      });
    } catch {
      reject(new AppError(400, API_ERROR_CODES.validationFailed, 'The multipart body is malformed.'));
      return;
    }
    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file') {
        fields[name] = '\u0000file';
        stream.resume();
        return;
      }
      outcomes.push(storeFile(stream, info.filename ?? '', options));
    });
    parser.on('filesLimit', () => (extraFiles = true));
    parser.on('close', () => resolve());
    parser.on('error', () =>
      reject(new AppError(400, API_ERROR_CODES.validationFailed, 'The multipart body is malformed.')),
    );
    Readable.fromWeb(request.body as unknown as NodeReadableStream)
      .on('error', reject)
      .pipe(parser);
  }).catch(async (error: unknown) => {
    for (const outcome of await Promise.allSettled(outcomes))
      if (outcome.status === 'fulfilled' && outcome.value.kind === 'stored')
        await options.disk.delete(outcome.value.file.storagePath).catch(() => {});
    throw error;
  });
  const [outcome] = await Promise.all(outcomes);
  if (extraFiles) {
    if (outcome?.kind === 'stored') await options.disk.delete(outcome.file.storagePath);
    throw new AppError(400, API_ERROR_CODES.validationFailed, 'Send one file at a time.', {
      file: 'Send one file at a time.',
    });
  }
  if (outcome?.kind === 'refused')
    throw new AppError(outcome.status, outcome.code, outcome.message, { file: outcome.message });
  return {
    fields,
    file: outcome?.kind === 'stored' ? outcome.file : null,
    storageFailed: outcome?.kind === 'storage-failed',
    fileName:
      outcome?.kind === 'stored'
        ? outcome.file.name
        : outcome?.kind === 'storage-failed'
          ? outcome.name
          : null,
  };
}
