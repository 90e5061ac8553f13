/**
 * One file of a multipart form (receive-upload.ts reads the form): the {@link UploadRule} it must meet, its checks
 * before anything is stored (a safe name, an accepted extension, content that matches it, not empty) and their
 * refusals, and its streaming to the disk under a temporary key, never held whole in memory; a file over the limit
 * is deleted again.
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { WriteOptions } from 'flydrive/types';
import { API_ERROR_CODES, type ApiErrorCode } from '@shared/api-error';
import { resourceFileMessages as messages } from '@shared/messages/departments';
import type { Logger } from '../logger';
import type { Disk } from '../storage/disk';
import {
  contentMatchesName,
  hasAcceptedExtension,
  isSafeFileName,
  sanitizeFileName,
  SNIFF_BYTES,
} from '../storage/file-check';
import { temporaryKey, type StoredFile } from '../storage/stored-files';

/** What an uploaded file must be, how a refusal reads, and where a kept file goes. */
export interface UploadRule {
  /** Whether the name's extension is accepted. */
  accepts(name: string): boolean;
  /** Whether the leading bytes (up to {@link SNIFF_BYTES}) match the name's extension. */
  matches(name: string, head: Uint8Array): Promise<boolean>;
  /**
   * The whole file's check as it streams, for a type whose first bytes cannot prove it (a CSV must be UTF-8 text
   * to its end): a new check per file, called with each chunk in order and then with null at the end; false
   * refuses the file with `messages.contentInvalid` (else `invalidType`). None when the type needs none.
   */
  inspect?(name: string): ((chunk: Uint8Array | null) => boolean) | null;
  /** The refusals' messages: wrong type, over the size limit, empty, a bad name, content `inspect` refused. */
  messages: {
    invalidType: string;
    tooLarge: string;
    empty: string;
    badName: string;
    contentInvalid?: string;
  };
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

/** Where and how {@link receiveFile} stores a file (receive-upload.ts `ReceiveOptions` adds the size limit). */
export interface StoreOptions {
  disk: Disk;
  /** First segment of the storage path (the department slug, the bucket). */
  prefix: string;
  logger: Logger;
  /** What the file must be; {@link RESOURCE_UPLOAD_RULE} by default. */
  rule?: UploadRule;
  /** Set by receive-upload.ts `receiveUpload`: aborted when the client goes away before the body ends. */
  signal?: AbortSignal;
}

/** What became of a form's file: stored under a temporary key, refused, or lost to the disk or the client. */
export type FileOutcome =
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
  options: StoreOptions,
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
  // A type whose whole content is inspected says what is wrong with its content in every refusal of it.
  const inspect = rule.inspect?.(name) ?? null;
  const contentRefused = () =>
    refused(
      API_ERROR_CODES.unsupportedFileType,
      (inspect && messages.contentInvalid) || messages.invalidType,
    );
  if (!(await rule.matches(name, head)) || (inspect && !(inspect(head) && (!ended || inspect(null))))) {
    if (!ended) await drain(chunks);
    return contentRefused();
  }
  const storagePath = rule.storagePath(options.prefix, name);
  const temporaryPath = temporaryKey();
  let size = 0;
  /** Set when `inspect` refused a later chunk: the write is stopped and the file refused. */
  let badContent = false;
  const body = Readable.from(
    (async function* () {
      size += head.length;
      yield head;
      if (ended) return;
      for (;;) {
        const next = await chunks.next();
        if (inspect && !inspect(next.done ? null : next.value)) {
          badContent = true;
          throw new Error('the file’s content does not match its type');
        }
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
    if (badContent) {
      await drain(chunks).catch(() => {});
      return contentRefused();
    }
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
export function receiveFile(
  stream: Readable & { truncated?: boolean },
  name: string,
  options: StoreOptions,
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
