/**
 * Is an uploaded file what its name says (issue "Agent portal" item 4; the program buckets of issue "Artist
 * directory, certificates, the admin area and the file manager" item 5)? The extension must be accepted, and the
 * first bytes must match it: a renamed executable or an image named .pdf is refused. Plain-text formats have no
 * signature, so for them the first bytes must simply not be binary.
 */
import { fileTypeFromBuffer } from 'file-type';
import type { RESOURCE_EXTENSIONS } from '@shared/limits/departments';
import { fileExtension } from '@shared/schemas/department-resource';

/** How many leading bytes the check reads. */
export const SNIFF_BYTES = 4100;

/** Extension -> the types file-type may detect for it (`text` = no signature and no NUL byte). */
const EXPECTED: Record<(typeof RESOURCE_EXTENSIONS)[number], readonly string[]> = {
  pdf: ['pdf'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  docx: ['docx', 'zip'],
  xlsx: ['xlsx', 'zip'],
  pptx: ['pptx', 'zip'],
  rtf: ['rtf'],
  txt: ['text'],
  csv: ['text'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  webp: ['webp'],
  gif: ['gif'],
  mp3: ['mp3'],
  wav: ['wav'],
  m4a: ['m4a', 'mp4'],
};

/**
 * Extension -> the types file-type may detect, for the program's buckets (training-program.md §5 video types; §9
 * worksheets .pdf, .doc, .docx). Containers that share a family are accepted for each other where muxers differ
 * (an .mp4 whose brand says QuickTime, a .webm that file-type reads as Matroska); a file of another kind never is.
 */
export const PROGRAM_FILE_SIGNATURES: Readonly<Record<string, readonly string[]>> = {
  mp4: ['mp4', 'm4v', 'mov', 'f4v', '3gp', '3g2'],
  mov: ['mov', 'mp4', 'm4v'],
  webm: ['webm', 'mkv'],
  mkv: ['mkv', 'webm'],
  ogg: ['ogv', 'ogg', 'ogx', 'ogm'],
  avi: ['avi'],
  wmv: ['asf'],
  flv: ['flv'],
  pdf: EXPECTED.pdf,
  doc: EXPECTED.doc,
  docx: EXPECTED.docx,
};

/**
 * A check that a file is UTF-8 text from its first byte to its last, without NUL bytes (what a CSV a learner
 * uploads must be; issue 38 item 3), for an `UploadRule`'s `inspect`: call it with each chunk in order, then with
 * null at the end (a character cut at the end is refused there). A UTF-8 byte order mark is accepted.
 *
 * @returns a fresh check; each call answers false once the bytes so far cannot be such text.
 */
export function utf8TextCheck(): (chunk: Uint8Array | null) => boolean {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let failed = false;
  return (chunk) => {
    if (failed) return false;
    try {
      if (chunk === null) decoder.decode();
      else if (chunk.includes(0)) failed = true;
      else decoder.decode(chunk, { stream: true });
    } catch {
      failed = true;
    }
    return !failed;
  };
}

/** Whether `name` has an accepted extension. */
export function hasAcceptedExtension(name: string): boolean {
  return Object.hasOwn(EXPECTED, fileExtension(name));
}

/**
 * Whether the leading bytes `head` match the extension of `name`, by `signatures` (extension -> detected types;
 * the department resources' table by default).
 */
export async function contentMatchesName(
  name: string,
  head: Uint8Array,
  signatures: Readonly<Record<string, readonly string[]>> = EXPECTED,
): Promise<boolean> {
  const extension = fileExtension(name);
  const expected = Object.hasOwn(signatures, extension) ? signatures[extension] : undefined;
  if (!expected) return false;
  const detected = await fileTypeFromBuffer(head);
  if (!detected) return expected.includes('text') && !head.includes(0);
  return expected.includes(detected.ext);
}

/** Control characters, slashes and parent references are refused in file names. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BAD_NAME = /[\u0000-\u001F\u007F/\\]|\.\./;

/** Whether a file name as the browser sent it is acceptable. */
export function isSafeFileName(name: string): boolean {
  return name.length > 0 && name.length <= 255 && !BAD_NAME.test(name);
}

/**
 * The key-safe name a file is stored under: ASCII letters, digits, '.', '-' and '_' only (accents dropped, so
 * `résumé café.txt` is stored as `resume-cafe.txt`), at most 100 characters. The name as uploaded is kept in the
 * database for the download.
 */
export function sanitizeFileName(name: string): string {
  const extension = fileExtension(name);
  const base = name
    .slice(0, extension ? -(extension.length + 1) : undefined)
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 90);
  return `${base || 'file'}${extension ? `.${extension}` : ''}`;
}
