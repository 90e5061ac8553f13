/**
 * The rules of the program's storage buckets that both sides apply (training-program.md §3 "Storage buckets", §5
 * "Uploads", "Rename"; §9 "Upload limits"; docs/decisions/0011): which bucket a name belongs in, what is wrong with
 * a chosen file before it is sent, which names a user may give a file, and the name a rename ends with. The server
 * checks everything again, the content of an upload included.
 */
import {
  BUCKET_FILE_NAME_MAX,
  BUCKET_RULES,
  LEARNER_WORKSHEET_EXTENSIONS,
  PROGRAM_BUCKETS,
  VIDEO_BUCKET,
  WORKSHEET_MAX_BYTES,
  type ProgramBucket,
} from '../limits/admin';
import { adminRequestMessages as m, uploadMessages } from '../messages/admin';
import { fileExtension } from '../schemas/department-resource';

export { fileExtension };

/** Whether `value` names one of the program's buckets. */
export function isProgramBucket(value: string): value is ProgramBucket {
  return (PROGRAM_BUCKETS as readonly string[]).includes(value);
}

/** Whether the extension of `name` is one `bucket` accepts (§5, §9). */
export function bucketAcceptsName(bucket: ProgramBucket, name: string): boolean {
  return BUCKET_RULES[bucket].extensions.includes(fileExtension(name));
}

/** The messages of `bucket`: a wrong type and a file over the limit (§5). */
export function bucketFileMessages(bucket: ProgramBucket): { invalidType: string; tooLarge: string } {
  return bucket === VIDEO_BUCKET
    ? { invalidType: uploadMessages.invalidVideo, tooLarge: uploadMessages.videoTooLarge }
    : { invalidType: uploadMessages.invalidWorksheet, tooLarge: uploadMessages.worksheetTooLarge };
}

/**
 * What is wrong with a chosen file before it is uploaded to `bucket` (§5): its type by name, then its size, then an
 * empty file.
 *
 * @returns the message to show, or null when the file may be sent.
 */
export function bucketFileProblem(
  bucket: ProgramBucket,
  file: { name: string; size: number },
): string | null {
  const messages = bucketFileMessages(bucket);
  if (!bucketAcceptsName(bucket, file.name)) return messages.invalidType;
  if (file.size > BUCKET_RULES[bucket].maxBytes) return messages.tooLarge;
  return file.size === 0 ? uploadMessages.empty : null;
}

/**
 * What is wrong with a learner's chosen filled worksheet before it is uploaded (issue 38 item 3): its type by name
 * (pdf, doc, docx or csv), then its size, then an empty file. The server also reads its content.
 *
 * @returns the message to show, or null when the file may be sent.
 */
export function learnerWorksheetFileProblem(file: { name: string; size: number }): string | null {
  if (!(LEARNER_WORKSHEET_EXTENSIONS as readonly string[]).includes(fileExtension(file.name)))
    return uploadMessages.invalidLearnerWorksheet;
  if (file.size > WORKSHEET_MAX_BYTES) return uploadMessages.worksheetTooLarge;
  return file.size === 0 ? uploadMessages.empty : null;
}

/**
 * The characters a stored name may have: ASCII letters and digits, single spaces, dots, hyphens, underscores and
 * `!` — what every storage driver keeps as it is (flydrive's key rule), and nothing that can lead out of a bucket
 * (no slash or backslash), hide the real extension (no bidirectional controls) or break a line.
 */
const NAME_CHARACTERS = /^[A-Za-z0-9 ._!-]+$/;

/**
 * What is wrong with a file name a user gives (a rename's new name, or a name in an address): empty, too long,
 * characters outside {@link NAME_CHARACTERS}, two spaces in a row, `..`, or a dot at the start or the end. The name
 * is taken NFC-normalised and trimmed.
 *
 * @returns the message, or null when the name is acceptable.
 */
export function bucketFileNameProblem(name: string): string | null {
  const trimmed = name.normalize('NFC').trim();
  if (trimmed === '') return m.fileNameRequired;
  if (trimmed.length > BUCKET_FILE_NAME_MAX) return m.fileNameTooLong;
  if (
    !NAME_CHARACTERS.test(trimmed) ||
    trimmed.includes('  ') ||
    trimmed.includes('..') ||
    trimmed.startsWith('.') ||
    trimmed.endsWith('.')
  )
    return m.fileNameInvalid;
  return null;
}

/**
 * The name a rename gives (§5 "Rename: the new name must be non-empty; if it has no dot the original extension is
 * kept"): `requested`, NFC-normalised and trimmed, plus the current file's extension when it has no dot.
 */
export function renamedFileName(current: string, requested: string): string {
  const name = requested.normalize('NFC').trim();
  if (name.includes('.')) return name;
  const extension = fileExtension(current);
  return extension ? `${name}.${current.slice(current.length - extension.length)}` : name;
}

/**
 * The name an upload is shown by (issue "Staff operations" item 5; docs/decisions/0017): the name the file had on
 * the uploader's computer, made to follow the rule of a name a user gives ({@link bucketFileNameProblem}) — accents
 * quotation marks and brackets dropped, dashes made hyphens, every run of other characters outside the rule replaced by one
 * hyphen, single spaces, no `..`, at most
 * `BUCKET_FILE_NAME_MAX` characters with its extension kept — or `stored` when nothing usable is left. The stored
 * name stays the file's unique key.
 *
 * @param uploaded - the multipart file's name as sent (its extension already accepted by the bucket).
 * @param stored - the name the file is stored under.
 */
export function uploadDisplayName(uploaded: string, stored: string): string {
  const name = uploaded.normalize('NFC').trim();
  const extension = fileExtension(name);
  const suffix = extension ? name.slice(name.length - extension.length) : '';
  const edges = /^[\s.-]+|[\s.-]+$/g;
  const base = (extension ? name.slice(0, -(extension.length + 1)) : name)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/["'`()[\]{}\u2018-\u201F\u00AB\u00BB]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[^A-Za-z0-9 ._!-]+/g, '-')
    .replace(/\.{2,}/g, '.')
    .replace(/-{2,}/g, '-')
    .replace(edges, '')
    .slice(0, BUCKET_FILE_NAME_MAX - (suffix ? suffix.length + 1 : 0))
    .replace(edges, '');
  const shown = suffix ? `${base}.${suffix}` : base;
  return base !== '' && bucketFileNameProblem(shown) === null ? shown : stored;
}
