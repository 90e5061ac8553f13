/**
 * Receives a multipart form with at most one file and streams the file to the disk as it arrives, never holding
 * it whole in memory (issue "Agent portal" item 4). The file is checked before anything is stored: a safe name,
 * an accepted extension, content that matches it, not empty; a file over the limit is deleted again.
 *
 * The file is written under a temporary key (stored-files.ts); the caller moves it to its final key with
 * `keepUpload` once the rest of the form is valid. Names arrive as UTF-8 (RFC 7578) and are normalised to NFC.
 * A form with more parts, fields or longer values than the limits is refused with 413, never cut silently.
 *
 * What a file must be, the messages of a refusal and the key it is kept under form an {@link UploadRule}: the
 * department resources' rule by default, the program buckets' rules for the admin area (features/admin).
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { safeParse } from 'zod/mini';
import type * as z from 'zod/v4/core';
import { API_ERROR_CODES, type ApiErrorCode } from '@shared/api-error';
import { uploadMessages } from '@shared/messages/admin';
import { resourceFileMessages as messages } from '@shared/messages/departments';
import { AppError } from '../errors';
import type { Logger } from '../logger';
import type { WriteOptions } from 'flydrive/types';
import type { Disk } from '../storage/disk';
import {
  contentMatchesName,
  hasAcceptedExtension,
  isSafeFileName,
  sanitizeFileName,
  SNIFF_BYTES,
} from '../storage/file-check';
import { temporaryKey, type ReceivedUpload, type StoredFile } from '../storage/stored-files';
import { fieldErrors } from './contract';

/** Most text fields a form may carry, and the longest value of one, in bytes. */
export const MULTIPART_LIMITS = { fields: 10, fieldSize: 8192, parts: 12 } as const;

/** What an uploaded file must be, how a refusal reads, and where a kept file goes. */
export interface UploadRule {
  /** Whether the name's extension is accepted. */
  accepts(name: string): boolean;
  /** Whether the leading bytes (up to {@link SNIFF_BYTES}) match the name's extension. */
  matches(name: string, head: Uint8Array): Promise<boolean>;
  /** The refusals' messages: wrong type, over the size limit, empty, a bad name. */
  messages: { invalidType: string; tooLarge: string; empty: string; badName: string };
  /** The final key of an accepted file named `name`, under `prefix`. */
  storagePath(prefix: string, name: string): string;
  /** How the disk stores it (content type, cache control), if anything beyond the default. */
  writeOptions?(name: string): WriteOptions;
}

/** The department resources' rule (issue "Agent portal" item 4): documents, images and audio, up to 50 MB. */
export const RESOURCE_UPLOAD_RULE: UploadRule = {
  accepts: hasAcceptedExtension,
  matches: (name, head) => contentMatchesName(name, head),
  messages: {
    invalidType: messages.invalidType,
    tooLarge: messages.tooLarge,
    empty: messages.empty,
    badName: messages.badName,
  },
  storagePath: (prefix, name) => `${prefix}/${randomUUID()}-${sanitizeFileName(name)}`,
};

/** Options of {@link receiveUpload}. */
export interface ReceiveOptions {
  disk: Disk;
  /** First segment of the storage path (the department slug, the bucket). */
  prefix: string;
  /** Largest file, in bytes. */
  maxFileBytes: number;
  logger: Logger;
  /** What the file must be; {@link RESOURCE_UPLOAD_RULE} by default. */
  rule?: UploadRule;
  /** Set by {@link receiveUpload}: aborted when the client goes away before the body ends. */
  signal?: AbortSignal;
}

type FileOutcome =
  | { kind: 'stored'; file: StoredFile }
  | { kind: 'storage-failed'; name: string }
  | { kind: 'refused'; code: ApiErrorCode; message: string }
  | { kind: 'aborted'; error: unknown };

const refused = (code: ApiErrorCode, message: string): FileOutcome => ({ kind: 'refused', code, message });

async function drain(chunks: AsyncIterator<Buffer>): Promise<void> {
  for (;;) if ((await chunks.next()).done) return;
}

async function storeFile(
  stream: Readable & { truncated?: boolean },
  name: string,
  options: ReceiveOptions,
): Promise<FileOutcome> {
  const rule = options.rule ?? RESOURCE_UPLOAD_RULE;
  const messages = rule.messages;
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  if (!isSafeFileName(name)) {
    await drain(chunks);
    return refused(API_ERROR_CODES.validationFailed, messages.badName);
  }
  if (!rule.accepts(name)) {
    await drain(chunks);
    return refused(API_ERROR_CODES.unsupportedFileType, messages.invalidType);
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
  if (head.length === 0) return refused(API_ERROR_CODES.validationFailed, messages.empty);
  if (!(await rule.matches(name, head))) {
    if (!ended) await drain(chunks);
    return refused(API_ERROR_CODES.unsupportedFileType, messages.invalidType);
  }
  const storagePath = rule.storagePath(options.prefix, name);
  const temporaryPath = temporaryKey();
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
    await options.disk.putStream(temporaryPath, body, rule.writeOptions?.(name));
  } catch (error) {
    await options.disk.delete(temporaryPath).catch(() => {});
    if (options.signal?.aborted) return { kind: 'aborted', error };
    if (stream.truncated) return refused(API_ERROR_CODES.payloadTooLarge, messages.tooLarge);
    options.logger.error({ err: error, storagePath }, 'storing an upload failed');
    await drain(chunks).catch(() => {});
    return { kind: 'storage-failed', name };
  }
  if (stream.truncated) {
    await options.disk.delete(temporaryPath).catch(() => {});
    return refused(API_ERROR_CODES.payloadTooLarge, messages.tooLarge);
  }
  return { kind: 'stored', file: { name, temporaryPath, storagePath, size } };
}

/**
 * {@link storeFile} that never rejects: a stream that fails mid-way (the client went away) is an `aborted`
 * outcome, so no promise is left rejected while the rest of the form is still being read.
 */
function receiveFile(
  stream: Readable & { truncated?: boolean },
  name: string,
  options: ReceiveOptions,
): Promise<FileOutcome> {
  // Until storeFile reads it, a stream error must still have a listener.
  stream.on('error', () => {});
  return storeFile(stream, name, options).catch((error: unknown) => ({ kind: 'aborted', error }));
}

/**
 * The file name as the person chose it. Browsers escape `"`, CR and LF in multipart file names as `%22`, `%0D`
 * and `%0A` (HTML standard, "multipart/form-data encoding algorithm"); they are turned back, so a quote is kept
 * and a line break is refused with the file-name message. NFC-normalised.
 */
export function uploadedFileName(sent: string | undefined): string {
  return (sent ?? '').replace(/%22/g, '"').replace(/%0D/gi, '\r').replace(/%0A/gi, '\n').normalize('NFC');
}

/** A body the multipart parser cannot read (a bad boundary, a part header with a control character …). */
function malformed(): AppError {
  const message = 'The multipart body is malformed.';
  return new AppError(API_ERROR_CODES.validationFailed, message, { _body: message });
}

/** The answer to a client that went away mid-body (logged as 499, as proxies do; nobody reads it). */
function clientGone(): AppError {
  return new AppError(
    API_ERROR_CODES.clientClosedRequest,
    'The client closed the connection before the upload ended.',
  );
}

/** Deletes what a refused form left on the disk. */
async function discard(outcomes: FileOutcome[], disk: Disk): Promise<void> {
  for (const outcome of outcomes)
    if (outcome.kind === 'stored') await disk.delete(outcome.file.temporaryPath).catch(() => {});
}

/**
 * Reads the form of `request` (the HTTP layer's multipart parsing: services receive the plain values) and parses
 * its text fields with `schema`, the shared zod schema of the form.
 *
 * @throws {AppError} 415 when the body is not multipart; 413 (`fields.file`) for a file over the limit; 413 when
 *   the form has more parts or fields than {@link MULTIPART_LIMITS}, or a longer value (`fields[name]`); 415
 *   `unsupported_file_type` or 400 (`fields.file`) for a refused file; 400 for more than one file, a malformed
 *   body or fields the schema refuses (`fields`); 499 `client_closed_request` when the client goes away before the
 *   body ends (the partial file is deleted at once). Nothing is left on the disk when it throws.
 */
export async function receiveUpload<S extends z.$ZodType>(
  request: Request,
  options: ReceiveOptions,
  schema: S,
): Promise<ReceivedUpload<z.output<S>>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data/i.test(type) || !request.body) {
    throw new AppError(API_ERROR_CODES.unsupportedMediaType, 'The request body must be multipart/form-data.');
  }
  if (Number(request.headers.get('content-length') ?? 0) > options.maxFileBytes + 64 * 1024) {
    const tooLarge = (options.rule ?? RESOURCE_UPLOAD_RULE).messages.tooLarge;
    throw new AppError(API_ERROR_CODES.payloadTooLarge, tooLarge, { file: tooLarge });
  }
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const pending: Promise<FileOutcome>[] = [];
  let problem: AppError | null = null;
  const refuse = (error: AppError) => (problem ??= error);
  const tooMany = () =>
    refuse(
      new AppError(
        API_ERROR_CODES.payloadTooLarge,
        `A form may have at most ${MULTIPART_LIMITS.fields} fields and one file.`,
      ),
    );
  // The client going away (the HTTP adapter aborts the request's signal when the socket closes first) destroys the
  // parser and the file's stream at once: the partial file is deleted and the request ends, with nothing recorded.
  const gone = request.signal;
  const receiving: ReceiveOptions = { ...options, signal: gone };
  let stopReading: (() => void) | undefined;
  const onGone = () => stopReading?.();
  gone.addEventListener('abort', onGone, { once: true });
  const parsed = await new Promise<void>((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: { 'content-type': type },
        preservePath: true,
        defParamCharset: 'utf8',
        limits: { fileSize: options.maxFileBytes, files: 1, ...MULTIPART_LIMITS },
      });
    } catch {
      reject(malformed());
      return;
    }
    parser.on('field', (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) {
        const message = `Must be at most ${MULTIPART_LIMITS.fieldSize} bytes.`;
        refuse(new AppError(API_ERROR_CODES.payloadTooLarge, message, { [name]: message }));
        return;
      }
      fields[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== 'file') {
        fields[name] = '\u0000file';
        stream.resume();
        return;
      }
      pending.push(receiveFile(stream, uploadedFileName(info.filename), receiving));
    });
    parser.on('filesLimit', () =>
      refuse(
        new AppError(API_ERROR_CODES.validationFailed, 'Send one file at a time.', {
          file: 'Send one file at a time.',
        }),
      ),
    );
    parser.on('fieldsLimit', tooMany);
    parser.on('partsLimit', tooMany);
    parser.on('close', () => resolve());
    parser.on('error', () => reject(malformed()));
    const source = Readable.fromWeb(request.body as unknown as NodeReadableStream);
    stopReading = () => {
      const error = clientGone();
      source.destroy(error);
      parser.destroy(error);
      reject(error);
    };
    if (gone.aborted) stopReading();
    source.on('error', reject).pipe(parser);
  }).then(
    () => null,
    (error: unknown) => error,
  );
  gone.removeEventListener('abort', onGone);
  // receiveFile never rejects, so this waits for every file to be stored, refused or aborted.
  const outcomes = await Promise.all(pending);
  if (gone.aborted) {
    await discard(outcomes, options.disk);
    throw clientGone();
  }
  if (parsed !== null || problem !== null) {
    await discard(outcomes, options.disk);
    throw parsed ?? problem;
  }
  const [outcome] = outcomes;
  if (outcome?.kind === 'aborted') throw outcome.error;
  if (outcome?.kind === 'refused')
    throw new AppError(outcome.code, outcome.message, { file: outcome.message });
  const parsedFields = safeParse(schema, { ...fields });
  if (!parsedFields.success) {
    await discard(outcomes, options.disk);
    throw new AppError(
      API_ERROR_CODES.validationFailed,
      'Please correct the highlighted fields.',
      fieldErrors(parsedFields.error.issues),
    );
  }
  return {
    fields: parsedFields.data,
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

/**
 * The file of a form received by {@link receiveUpload}, for a route whose form must carry one.
 *
 * @param upload - what {@link receiveUpload} answered.
 * @param missing - the message when no file was sent.
 * @param storageFailed - the message when the disk refused a valid file; the generic upload failure by default.
 * @throws {AppError} 500 `internal` (`storageFailed`) when storing the file failed; 400 `validation_failed` with
 *   `fields.file` (`missing`) when no file was sent.
 */
export function receivedFile(
  upload: Pick<ReceivedUpload<unknown>, 'file' | 'storageFailed'>,
  missing: string,
  storageFailed: string = uploadMessages.failureFallback,
): StoredFile {
  if (upload.storageFailed) throw new AppError(API_ERROR_CODES.internal, storageFailed);
  if (!upload.file) throw new AppError(API_ERROR_CODES.validationFailed, missing, { file: missing });
  return upload.file;
}
