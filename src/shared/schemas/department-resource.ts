/**
 * Adding a department resource (site-and-portals.md §2.13, §4 "Adding a resource", §5 "Resources";
 * training-program.md §5 upload rules): the form fields, the accepted files and their messages.
 */
import { z } from 'zod/mini';
import { optionalText } from './text';

/** Largest file, in bytes (training-program.md §5: document buckets 50 MB). */
export const RESOURCE_MAX_FILE_BYTES = 50 * 1024 * 1024;

/** Accepted extensions: the documents of training-program.md §5, plus the images and audio departments share. */
export const RESOURCE_EXTENSIONS = [
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
  'txt',
  'csv',
  'rtf',
  'png',
  'jpg',
  'jpeg',
  'webp',
  'gif',
  'mp3',
  'wav',
  'm4a',
] as const;

/** The §5 messages. */
export const resourceFileMessages = {
  invalidType: `Please select a valid document file (${RESOURCE_EXTENSIONS.map((e) => e.toUpperCase()).join(', ')})`,
  tooLarge: 'File size must be less than 50MB',
  empty: 'The file is empty.',
  badName: 'The file name must not contain slashes, ".." or control characters.',
} as const;

/** Title used when neither a title nor a file is given (§5). */
export const DEFAULT_RESOURCE_TITLE = 'New Resource';

/** Longest title, in characters. */
export const RESOURCE_TITLE_MAX = 200;

/** The text fields of `POST /api/departments/:slug/resources` (multipart; the file travels beside them). */
export const resourceFieldsSchema = z.strictObject({
  title: optionalText({ label: 'Title', max: RESOURCE_TITLE_MAX }),
  url: z.pipe(
    optionalText({ label: 'URL', max: 2048 }),
    z.union([
      z.null(),
      z
        .string()
        .check(
          z.regex(/^https?:\/\/[^\s]+$/i, 'Please enter a web address starting with http:// or https://'),
        ),
    ]),
  ),
});
export type ResourceFields = z.output<typeof resourceFieldsSchema>;

/** The lower-cased extension of a file name, or '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Bidirectional controls (they can make `exe.pdf` read as `fdp.exe`), angle brackets and control characters. */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE_IN_TITLE = /[\u0000-\u001F\u007F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069<>]/g;

/** The title a file name gives (§5): the name with bidi controls, angle brackets and control characters removed. */
export function titleFromFileName(fileName: string): string {
  return fileName.normalize('NFC').replace(UNSAFE_IN_TITLE, '').trim().slice(0, RESOURCE_TITLE_MAX);
}

/** The title a resource gets (§5): the given one, else the file name, else 'New Resource'. */
export function resourceTitle(title: string | null, fileName: string | null): string {
  return title || (fileName && titleFromFileName(fileName)) || DEFAULT_RESOURCE_TITLE;
}
