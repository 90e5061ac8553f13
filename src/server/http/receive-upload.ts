/**
 * Receives a multipart form with at most one file and streams the file to the disk as it arrives, never holding
 * it whole in memory (issue "Agent portal" item 4). The file is checked before anything is stored: a safe name,
 * an accepted extension, content that matches it, not empty; a file over the limit is deleted again (the file's
 * checks, refusals and storing: upload-file.ts; this module reads the form and refuses the form as a whole).
 *
 * The file is written under a temporary key (stored-files.ts); the caller moves it to its final key with
 * `keepUpload` once the rest of the form is valid. Names arrive as UTF-8 (RFC 7578) and are normalised to NFC.
 * A form with more parts, fields or longer values than the limits is refused with 413, never cut silently.
 *
 * What a file must be, the messages of a refusal and the key it is kept under form an `UploadRule`
 * (upload-file.ts): the department resources' rule by default, the program buckets' rules for the admin area (features/admin).
 */
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import busboy from 'busboy';
import { safeParse } from 'zod/mini';
import type * as z from 'zod/v4/core';
import { API_ERROR_CODES } from '@shared/api-error';
import { uploadMessages } from '@shared/messages/admin';
import { apiRequestMessages as m } from '@shared/messages/api';
import { AppError } from '../errors';
import type { Disk } from '../storage/disk';
import type { ReceivedUpload, StoredFile } from '../storage/stored-files';
import { fieldErrors } from './contract';
import {
  receiveFile,
  RESOURCE_UPLOAD_RULE,
  uploadedFileName,
  type FileOutcome,
  type StoreOptions,
} from './upload-file';

/** Most text fields a form may carry, and the longest value of one, in bytes. */
const MULTIPART_LIMITS = { fields: 10, fieldSize: 8192, parts: 12 } as const;

/** Options of {@link receiveUpload}: where and how the file is stored, and its size limit. */
export interface ReceiveOptions extends StoreOptions {
  /** Largest file, in bytes. */
  maxFileBytes: number;
}

/** A body the multipart parser cannot read (a bad boundary, a part header with a control character …). */
function malformed(): AppError {
  return new AppError(API_ERROR_CODES.validationFailed, m.malformedMultipart, {
    _body: m.malformedMultipart,
  });
}

/** The answer to a client that went away mid-body (logged as 499, as proxies do; nobody reads it). */
function clientGone(): AppError {
  return new AppError(API_ERROR_CODES.clientClosedRequest, m.clientGone);
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
    throw new AppError(API_ERROR_CODES.unsupportedMediaType, m.notMultipart);
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
    refuse(new AppError(API_ERROR_CODES.payloadTooLarge, m.tooManyFields(MULTIPART_LIMITS.fields)));
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
        const message = m.fieldTooLong(MULTIPART_LIMITS.fieldSize);
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
      refuse(new AppError(API_ERROR_CODES.validationFailed, m.oneFileAtATime, { file: m.oneFileAtATime })),
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
      m.invalidFields,
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
